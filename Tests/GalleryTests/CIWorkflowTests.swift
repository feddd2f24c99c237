import ArgumentParser
import ComponentCatalogue
import Foundation
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Testing
import Yams

/// The CI workflows users copy (`Examples/CI`, shown in the GalleryKit article `SnapshotTestingInCI.md`) parsed with a YAML library:
/// every `design-gallery` command they run parses with today's command line, with each shard's
/// values substituted, and the shards cover 1 to n.
@Suite struct CIWorkflowTests {
    static let root = Repository.root

    static func yaml(_ name: String) throws -> [String: Any] {
        let text = try String(contentsOf: root.appendingPathComponent("Examples/CI/\(name)"), encoding: .utf8)
        return try #require(try Yams.load(yaml: text) as? [String: Any])
    }

    /// The gallery arguments of a shell line that runs the gallery (`swift run … design-gallery
    /// verify …`, or a downloaded `bundle/design-gallery verify …`), up to `||` or a redirection.
    static func galleryArguments(_ line: String) -> [String]? {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, first == "swift" || first.hasSuffix("design-gallery"), let range = line.range(of: "design-gallery ") else { return nil }
        var command = String(line[range.upperBound...])
        for end in ["||", " > "] { if let cut = command.range(of: end) { command = String(command[..<cut.lowerBound]) } }
        return command.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Parses arguments as the gallery would (ArgumentParser, with validation).
    static func parses(_ arguments: [String]) -> String? {
        let context = GalleryContext(catalogue: Catalogue("CI", items: []), packageRoot: FileManager.default.temporaryDirectory)
        return GalleryContext.$current.withValue(context) {
            do {
                _ = try GalleryCommand.parseAsRoot(arguments)
                return nil
            } catch {
                return GalleryCommand.fullMessage(for: error)
            }
        }
    }

    @Test func theGitHubWorkflowsCommandsParseAndItsMatrixCoversEveryShard() throws {
        let workflow = try Self.yaml("github-actions.yml")
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let matrix = try #require(((jobs["verify"] as? [String: Any])?["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        let shards = try #require(matrix["shard"] as? [Int]), total = try #require((matrix["total"] as? [Int])?.first)
        #expect(shards == Array(1...total))
        var commands: [[String]] = []
        for (_, job) in jobs {
            for step in ((job as? [String: Any])?["steps"] as? [[String: Any]]) ?? [] {
                guard let run = step["run"] as? String else { continue }
                for line in run.split(separator: "\n") {
                    for shard in shards {
                        let expanded = line.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
                            .replacingOccurrences(of: "${{ matrix.total }}", with: "\(total)")
                        if let arguments = Self.galleryArguments(expanded) { commands.append(arguments) }
                    }
                }
            }
        }
        #expect(commands.contains { $0.first == "verify" } && commands.contains { $0.first == "merge-reports" })
        for arguments in commands { #expect(Self.parses(arguments) == nil, "\(arguments.joined(separator: " ")): \(Self.parses(arguments) ?? "")") }
        // The merge reads every shard's artifacts.
        let merge = try #require(commands.first { $0.first == "merge-reports" })
        #expect(merge.filter { $0.hasPrefix("shards/snapshots-shard-") } == shards.map { "shards/snapshots-shard-\($0)" })
        // Every verify writes its shard's artifacts with the --shard the matrix gives.
        let verifies = Set(commands.filter { $0.first == "verify" }.compactMap { arguments in arguments.firstIndex(of: "--shard").map { arguments[$0 + 1] } })
        #expect(verifies == Set(shards.map { "\($0)/\(total)" }))
    }

    /// Built once, split by timings: the build job deals an atoms file to every runner of the
    /// matrix, each runner verifies its own file with the downloaded binary, and the merge reads
    /// every runner's artifacts.
    @Test func theAtomsWorkflowBuildsOnceAndDealsEveryRunnerItsAtoms() throws {
        let workflow = try Self.yaml("github-actions-atoms.yml")
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let matrix = try #require(((jobs["verify"] as? [String: Any])?["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        let runners = try #require(matrix["runner"] as? [Int]), total = try #require((matrix["total"] as? [Int])?.first)
        #expect(runners == Array(1...total))
        func lines(_ job: String) -> [String] {
            (((jobs[job] as? [String: Any])?["steps"] as? [[String: Any]]) ?? []).compactMap { $0["run"] as? String }.flatMap { $0.split(separator: "\n").map(String.init) }
        }
        let build = lines("build")
        #expect(build.contains { $0.contains("swift build -c release --static-swift-stdlib --product design-gallery") })
        #expect(build.contains { $0.contains("for runner in \(runners.map(String.init).joined(separator: " ")); do") && $0.contains(" \(total) \"$runner\"") })
        #expect(build.contains { $0.contains("scripts/split-atoms") })
        #expect(!lines("verify").contains { $0.contains("swift ") }, "a runner neither builds nor runs swift")
        var commands: [[String]] = []
        for job in ["build", "verify", "merge"] {
            for line in lines(job) {
                for runner in runners {
                    let expanded = line.replacingOccurrences(of: "${{ matrix.runner }}", with: "\(runner)")
                    if let arguments = Self.galleryArguments(expanded) { commands.append(arguments) }
                }
            }
        }
        for arguments in commands { #expect(Self.parses(arguments) == nil, "\(arguments.joined(separator: " ")): \(Self.parses(arguments) ?? "")") }
        #expect(commands.contains(["list", "--atoms"]))
        let atomFiles = Set(commands.filter { $0.first == "verify" }.compactMap { arguments in arguments.firstIndex(of: "--atoms-from").map { arguments[$0 + 1] } })
        #expect(atomFiles == Set(runners.map { "bundle/atoms-\($0).txt" }))
        let merge = try #require(commands.first { $0.first == "merge-reports" })
        #expect(merge.filter { $0.hasPrefix("runners/snapshots-runner-") } == runners.map { "runners/snapshots-runner-\($0)" })
    }

    @Test func theGitLabPipelinesCommandsParseAndItsJobsCoverEveryShard() throws {
        let pipeline = try Self.yaml("gitlab-ci.yml")
        let verify = try #require(pipeline["verify"] as? [String: Any])
        let total = try #require(verify["parallel"] as? Int)
        var commands: [[String]] = []
        for (_, job) in pipeline {
            for line in ((job as? [String: Any])?["script"] as? [String]) ?? [] {
                for index in 1...total {
                    let expanded = line.replacingOccurrences(of: "${CI_NODE_INDEX}", with: "\(index)")
                        .replacingOccurrences(of: "${CI_NODE_TOTAL}", with: "\(total)")
                    if let arguments = Self.galleryArguments(expanded) { commands.append(arguments) }
                }
            }
        }
        for arguments in commands { #expect(Self.parses(arguments) == nil, "\(arguments.joined(separator: " ")): \(Self.parses(arguments) ?? "")") }
        let verifies = Set(commands.filter { $0.first == "verify" }.compactMap { arguments in arguments.firstIndex(of: "--shard").map { arguments[$0 + 1] } })
        #expect(verifies == Set((1...total).map { "\($0)/\(total)" }))
        let merge = try #require(commands.first { $0.first == "merge-reports" })
        #expect(merge.filter { $0.hasPrefix("artifacts/shard-") } == (1...total).map { "artifacts/shard-\($0)" })
    }

    @Test func aCommandThatNoLongerParsesIsCaught() {
        // The check itself can fail: a misspelt option does not parse.
        #expect(Self.parses(["verify", "--shards", "1/4"]) != nil)
        #expect(Self.parses(["merge-reports", "a", "b"]) != nil)   // --output is required
    }

    @Test func theCIGuidesCommandsParse() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("Sources/GalleryCommands/GalleryCommands.docc/SnapshotTestingInCI.md"), encoding: .utf8)
        var parsed = 0
        for block in guide.components(separatedBy: "```sh\n").dropFirst() {
            for line in (block.components(separatedBy: "```").first ?? "").split(separator: "\n") {
                // A comment, and where the shell sends the output, are not the command's.
                let text = line.components(separatedBy: "#")[0].components(separatedBy: " > ")[0].trimmingCharacters(in: .whitespaces)
                // review and accept check that --from exists; the guide's downloads do not exist here.
                guard let arguments = Self.galleryArguments(text), !["review", "accept"].contains(arguments.first) else { continue }
                #expect(Self.parses(arguments) == nil, "\(text): \(Self.parses(arguments) ?? "")")
                parsed += 1
            }
        }
        #expect(parsed >= 2)
    }
}

