import Foundation
import TestSupport
import Testing

/// `#Preview` in a real package (`Fixtures/PreviewDiscovery`, copied to a temporary folder): two
/// library modules and a test target declare previews, an executable lists none of them. The
/// debug, release and stripped release builds find the same previews with their files and lines;
/// the package's own tests find the test target's previews too, refuse the duplicate it declares
/// naming both places, and verify one module's previews in one line against what the executable
/// recorded; `swift package gallery audit` reports the public component nobody previews.
/// In the long step, building in the shared build folder (`LongStep.sharedBuild`), so only the
/// copy's own modules compile in debug; the release build, the only one, is of an executable that
/// lists a preview written as the macro expands it, without GalleryKit or swift-syntax.
@Suite(.serialized, LongStep.only) struct PreviewDiscoveryPackageTests {
    static let repository = Repository.root

    /// The fixture package copied to a temporary folder, its dependency on Bento pointing here.
    static func scratchCopy() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-discovery-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Tests/GalleryTests/Fixtures/PreviewDiscovery"), to: scratch)
        let manifest = scratch.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "BENTO_PATH", with: repository.path)
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        return scratch
    }

    /// Runs a program in `folder`; its exit status and what it printed (standard output and error).
    static func run(_ arguments: [String], in folder: URL, executable: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable ?? URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bento-discovery-output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }

    static let expectedList = [
        "Alpha/first\tDiscovery/Cards\tCards/Alpha.swift:4",
        "Card/plain\tDiscovery/Cards\tCards/Card.swift:17",
        "Card/long\tDiscovery/Cards\tCards/Card.swift:19",
        "Field/empty\tDiscovery/Forms\tForms/Field.swift:15",
    ]

    @Test func previewsAreFoundInDebugReleaseAndStrippedBuildsAndByTheTestsAndTheAudit() async throws {
        // Builds take both cores for minutes: no browser test runs meanwhile.
        await Turn.sharedBuild.take()
        defer { Turn.sharedBuild.give() }
        await Turn.browser.take()
        defer { Turn.browser.give() }
        let scratch = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let shared = LongStep.sharedBuild

        // One debug build of every product: the gallery, and `discovery-list` for the release check.
        let debug = try Self.run(["swift", "build"] + LongStep.sharedBuildArguments, in: scratch)
        try #require(debug.status == 0, "the scratch package builds: \(debug.output.suffix(3000))")
        let debugExecutable = shared.appendingPathComponent("debug/discovery-gallery")
        let listed = try Self.run(["list"], in: scratch, executable: debugExecutable)
        #expect(listed.status == 0)
        #expect(listed.output.split(separator: "\n").map(String.init) == Self.expectedList, "\(listed.output)")

        // The executable records the references; the package's tests (its own previews, the
        // duplicate refused, the one-line test of Cards) pass against them.
        let record = try Self.run(["record", "--quiet"], in: scratch, executable: debugExecutable)
        #expect(record.status == 0, "\(record.output)")
        let tests = try Self.run(["swift", "test"] + LongStep.sharedBuildArguments, in: scratch)
        #expect(tests.status == 0, "the scratch package's tests pass: \(tests.output.suffix(4000))")
        #expect(tests.output.contains("cards(_:)"), "\(tests.output.suffix(2000))")

        // The audit: Chip is public, a Renderable, and in no preview; nothing of Bento's own.
        let audit = try Self.run(["swift", "package"] + LongStep.sharedBuildArguments + ["--allow-writing-to-package-directory", "gallery", "audit"], in: scratch)
        #expect(audit.status != 0)
        let findings = audit.output.split(separator: "\n").filter { $0.hasPrefix("no-preview") }
        #expect(findings.count == 1 && findings.first?.contains("Cards.Chip") == true, "\(audit.output.suffix(3000))")
        #expect(findings.first?.contains("Sources/Cards/Card.swift:24") == true, "\(findings)")

        // Release, and a stripped copy of it, find the records #Preview writes and draw what debug
        // draws. An optimised swift-syntax alone takes minutes, so the release build is of
        // `discovery-list`, which links a preview written out as the macro expands it (`Expanded`)
        // and no GalleryKit: what release could lose is the record in the optimised, dead-stripped
        // and stripped executable, and that is what it holds.
        let expanded = ["Expanded/release\tDiscovery/Expanded\tExpanded/Expanded.swift:13"]
        let debugPixels = try Self.run(["--pixels"], in: scratch, executable: shared.appendingPathComponent("debug/discovery-list"))
        #expect(debugPixels.status == 0 && debugPixels.output.split(separator: "\n").count == 1, "\(debugPixels.output)")
        let release = try Self.run(["swift", "build", "-c", "release"] + LongStep.sharedBuildArguments + ["--product", "discovery-list"], in: scratch)
        try #require(release.status == 0, "the release build: \(release.output.suffix(3000))")
        let releaseExecutable = shared.appendingPathComponent("release/discovery-list")
        let releaseList = try Self.run([], in: scratch, executable: releaseExecutable)
        #expect(releaseList.status == 0)
        #expect(releaseList.output.split(separator: "\n").map(String.init) == expanded, "\(releaseList.output)")
        let releasePixels = try Self.run(["--pixels"], in: scratch, executable: releaseExecutable)
        #expect(releasePixels.output == debugPixels.output, "release draws other pixels than debug:\n\(releasePixels.output)\n\(debugPixels.output)")

        let stripped = scratch.appendingPathComponent("discovery-list-stripped")
        try FileManager.default.copyItem(at: releaseExecutable, to: stripped)
        let strip = try Self.run(["strip", stripped.path], in: scratch)
        try #require(strip.status == 0, "\(strip.output)")
        let unstrippedSize = try #require(try FileManager.default.attributesOfItem(atPath: releaseExecutable.path)[.size] as? Int)
        let strippedSize = try #require(try FileManager.default.attributesOfItem(atPath: stripped.path)[.size] as? Int)
        #expect(strippedSize < unstrippedSize, "strip removed the symbols")
        let strippedList = try Self.run([], in: scratch, executable: stripped)
        #expect(strippedList.output == releaseList.output)
    }
}
