import ComponentCatalogue
import Foundation
import TestSupport

@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import SnapshotReview
import Testing
import ZIPFoundation

/// Issue 28: shards in, one review out. Four shard verifies of a token change into four folders,
/// two of them zipped as CI hands them out, merged into one run, reviewed and accepted in
/// Chromium; then a full verify passes. A missing shard's variants are reported as skipped;
/// runs of two commits are refused; hostile archives are refused with nothing written outside.
@Suite(.serialized) struct MergeReportsTests {
    /// A shop package in git whose brand colour then changes: four shards of verify fail.
    final class ShardedRun {
        let package: CustomCatalogueTests.TemporaryPackage
        let changed: Catalogue
        var shards: [URL] = []

        init() throws {
            package = try CustomCatalogueTests.TemporaryPackage()
            let themes = package.root.appendingPathComponent("themes")
            #expect(package.run(Shop.catalogue(theme: try Shop.theme(primary: "#1F5FD6", in: themes)), ["record", "--quiet"]) == 0)
            try Self.git(["init", "-q"], in: package.root)
            try Self.git(["add", "-A"], in: package.root)
            try Self.git(["-c", "user.name=Bento", "-c", "user.email=bento@example.com", "commit", "-q", "-m", "references"], in: package.root)
            changed = Shop.catalogue(theme: try Shop.theme(primary: "#D61F5F", in: themes))
            for index in 1...4 {
                let folder = package.root.appendingPathComponent("shard-\(index)", isDirectory: true)
                let code = run(["verify", "--quiet", "--shard", "\(index)/4", "--artifacts", folder.path])
                #expect(code == 1 || code == 0)
                shards.append(folder)
            }
        }

        func run(_ arguments: [String]) -> Int32 {
            GalleryCommand.run(GalleryContext(catalogue: changed, packageRoot: package.root), arguments: arguments, output: CommandOutput())
        }

        /// A zip of a folder's contents, as CI's artifact download gives it.
        func zip(_ folder: URL) throws -> URL {
            try HostileArtifactTests.zip(folder, to: folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".zip"))
        }

        static func git(_ arguments: [String], in folder: URL) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder.path] + arguments
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
    }

    @Test func fourShardsMergeIntoOneReviewThatAcceptsEverything() async throws {
        let run = try ShardedRun()
        let inputs = [run.shards[0].path, try run.zip(run.shards[1]).path, run.shards[2].path, try run.zip(run.shards[3]).path]
        let merged = run.package.root.appendingPathComponent("merged", isDirectory: true)
        // Exit 1: the run has failures (the brand colour changed), everything is still written.
        #expect(run.run(["merge-reports"] + inputs + ["--output", merged.path]) == 1)
        for file in ["report.html", "summary.md", "junit.xml", "run.json"] {
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(file).path), "\(file)")
        }
        let session = ReviewSession(artifacts: merged, snapshots: run.package.root.appendingPathComponent("Snapshots"))
        let pending = session.items.filter { $0.status == .pending }.map(\.candidate.id)
        #expect(pending.count >= 2, "\(pending)")
        let junit = try String(contentsOf: merged.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"4\"") && junit.contains("ShopCatalogue.swift\" line=\""))

        // The merged run reviewed in Chromium: accept everything.
        if WebDriver.isInstalledOrReported() {
            let server = try LoopbackServer.start(session: session)
            defer { server.stop() }
            try await withBrowser { browser in
                try await browser.open(server.url)
                try await browser.wait(until: "return document.querySelectorAll('li[data-id]').length === \(pending.count)")
                try await browser.click("#accept-all")
                try await browser.wait(until: "return [...document.querySelectorAll('li[data-id]')].every(li => li.dataset.status === 'accepted')")
            }
        } else {
            for id in pending { try session.accept(id) }
        }
        #expect(session.items.allSatisfy { $0.status == .accepted })
        // A full verify now passes.
        #expect(run.run(["verify", "--quiet", "--artifacts", run.package.root.appendingPathComponent("after").path]) == 0)
    }

    @Test func acceptTakesSeveralFoldersAndZipsWithoutAMergeFirst() throws {
        let run = try ShardedRun()
        var arguments = ["accept", "--all"]
        for (index, shard) in run.shards.enumerated() { arguments += ["--from", index.isMultiple(of: 2) ? shard.path : try run.zip(shard).path] }
        #expect(run.run(arguments) == 0)
        #expect(run.run(["verify", "--quiet", "--artifacts", run.package.root.appendingPathComponent("after").path]) == 0)
        // A --from that is neither a folder nor a zip is a usage error.
        let text = run.package.root.appendingPathComponent("notes.txt")
        try Data("not a zip".utf8).write(to: text)
        #expect(run.run(["accept", "--all", "--from", text.path]) == 2)
    }

    @Test func aMissingShardIsReportedAsNotCovered() throws {
        let run = try ShardedRun()
        let shardTwo = try #require(VerifyRunRecordProbe.covered(in: run.shards[1]))
        let scratch = run.package.root.appendingPathComponent("scratch", isDirectory: true)
        let three = try ReportMerger.open([run.shards[0].path, run.shards[2].path, run.shards[3].path], scratch: scratch)
        let (merged, coverage) = try ReportMerger.merge(three, into: run.package.root.appendingPathComponent("merged-3"))
        #expect(coverage.skipped == shardTwo)
        #expect(coverage.repeated.isEmpty)
        #expect(merged.outcomes.count == 3 && merged.selected.count == 4)
        // The command says so with its exit code.
        #expect(run.run(["merge-reports", run.shards[0].path, run.shards[2].path, run.shards[3].path,
                         "--output", run.package.root.appendingPathComponent("merged-3b").path]) == 1)
        // A shard given twice is covered twice.
        let twice = try ReportMerger.open([run.shards[0].path, run.shards[0].path, run.shards[1].path, run.shards[2].path, run.shards[3].path], scratch: scratch)
        let (_, doubled) = try ReportMerger.merge(twice, into: run.package.root.appendingPathComponent("merged-5"))
        #expect(doubled.skipped.isEmpty && doubled.repeated.keys.sorted() == (VerifyRunRecordProbe.covered(in: run.shards[0]) ?? []).sorted())
    }

    @Test func runsOfTwoCommitsAreRefused() throws {
        let run = try ShardedRun()
        try Data("change".utf8).write(to: run.package.root.appendingPathComponent("README"))
        try ShardedRun.git(["add", "-A"], in: run.package.root)
        try ShardedRun.git(["-c", "user.name=Bento", "-c", "user.email=bento@example.com", "commit", "-q", "-m", "later"], in: run.package.root)
        let later = run.package.root.appendingPathComponent("later", isDirectory: true)
        _ = run.run(["verify", "--quiet", "--shard", "2/4", "--artifacts", later.path])
        let merged = run.package.root.appendingPathComponent("merged-commits", isDirectory: true)
        let runs = try ReportMerger.open([run.shards[0].path, later.path], scratch: run.package.root.appendingPathComponent("scratch"))
        do {
            _ = try ReportMerger.merge(runs, into: merged)
            Issue.record("runs of two commits were merged")
        } catch {
            #expect("\(error)".contains("ran at commit") && "\(error)".contains("merge runs of one commit"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: merged.appendingPathComponent("run.json").path))
        #expect(run.run(["merge-reports", run.shards[0].path, later.path, "--output", merged.path]) != 0)
    }
}

/// Hostile archives: refused whole, with a clear error, and nothing written outside.
@Suite struct HostileArchiveTests {
    static func archive(_ build: (Archive) throws -> Void) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bento-hostile-\(UUID().uuidString).zip")
        let archive = try Archive(url: url, accessMode: .create)
        try build(archive)
        return url
    }

    static func add(_ archive: Archive, _ path: String, _ data: Data, type: Entry.EntryType = .file) throws {
        try archive.addEntry(with: path, type: type, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }

    @Test(arguments: ["zip-slip", "absolute", "symlink", "bomb", "backslash"])
    func aHostileArchiveIsRefusedWithNothingWrittenOutside(_ kind: String) throws {
        let sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("bento-sandbox-\(UUID().uuidString)", isDirectory: true)
        let scratch = sandbox.appendingPathComponent("scratch/inner/deeper", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sandbox) }
        let zip = try Self.archive { archive in
            try Self.add(archive, "run.json", Data("{}".utf8))
            switch kind {
            case "zip-slip": try Self.add(archive, "../../../escaped.txt", Data("out".utf8))
            case "absolute": try Self.add(archive, "/tmp/bento-absolute-\(UUID().uuidString).txt", Data("out".utf8))
            case "symlink": try Self.add(archive, "Suite/link.png", Data("/etc/passwd".utf8), type: .symlink)
            case "backslash": try Self.add(archive, "..\\..\\escaped.txt", Data("out".utf8))
            default: try Self.add(archive, "Suite/bomb.png", Data(count: 40 << 20))   // 40 MB of zeros: about 40 KB packed
            }
        }
        defer { try? FileManager.default.removeItem(at: zip) }
        let before = Self.everything(in: sandbox)
        do {
            try ArtifactArchive.extract(zip, into: scratch.appendingPathComponent("0"))
            Issue.record("the \(kind) archive was extracted")
        } catch {
            #expect("\(error)".contains("is refused") && "\(error)".contains("Nothing was written"), "\(error)")
        }
        #expect(Self.everything(in: sandbox) == before, "\(kind): files appeared")
    }

    static func everything(in folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }
}

/// Reads what a run's `run.json` says it covered (the record type is internal to GalleryKit).
enum VerifyRunRecordProbe {
    static func covered(in folder: URL) -> [String]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("run.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let outcomes = json["outcomes"] as? [[String: Any]]
        else { return nil }
        return outcomes.compactMap { $0["name"] as? String }
    }
}
