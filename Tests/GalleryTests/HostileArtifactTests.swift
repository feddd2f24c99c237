import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import ImageSnapshots
import Rasterizer
import SafeFiles
import SafeText
import SnapshotReview
import Testing
import ZIPFoundation

/// Issue 35, past the zip itself: sizes checked before anything is read, references that must
/// decode before they are accepted, decisions that a second command never destroys, and names
/// from artifacts escaped wherever they are printed or written.
@Suite struct HostileArtifactTests {
    /// A sparse file of `size` bytes (nothing on disk; reading it would fill memory).
    static func sparse(_ url: URL, size: UInt64, header: [UInt8] = []) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(header))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    /// A zip of a folder's files, as CI's artifact download gives it.
    static func zip(_ folder: URL, to url: URL, extra: [String: Data] = [:]) throws -> URL {
        let archive = try Archive(url: url, accessMode: .create)
        let enumerator = FileManager.default.enumerator(atPath: folder.path)!
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { try archive.addEntry(with: path, relativeTo: folder, compressionMethod: .deflate) }
        }
        for (path, data) in extra { try HostileArchiveTests.add(archive, path, data) }
        return url
    }

    /// Replaces a candidate's actual image with `data` and makes its recorded hash match.
    static func plant(_ data: Data, as id: String, in run: FailingRun) throws {
        let session = run.session()
        var candidate = try #require(session.items.first { $0.candidate.id == id }?.candidate)
        try data.write(to: candidate.artifactURL(in: run.artifacts, "actual.png"))
        candidate.actualSHA256 = ContentHash.hex(data)
        try candidate.write(in: run.artifacts)
    }

    /// A PNG whose header claims a million pixels a side (and nothing more).
    static var millionSquarePNG: Data {
        var header = Data()
        for value in [UInt32(1_000_000), 1_000_000] { withUnsafeBytes(of: value.bigEndian) { header.append(contentsOf: $0) } }
        header.append(contentsOf: [8, 6, 0, 0, 0])
        func chunk(_ type: String, _ body: Data) -> Data {
            var data = Data()
            withUnsafeBytes(of: UInt32(body.count).bigEndian) { data.append(contentsOf: $0) }
            let typed = Data(type.utf8) + body
            data.append(typed)
            withUnsafeBytes(of: typed.crc32(checksum: 0).bigEndian) { data.append(contentsOf: $0) }
            return data
        }
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + chunk("IHDR", header) + chunk("IEND", Data())
    }

    @Test(arguments: ["empty", "text", "million-square"])
    func acceptRefusesAnActualImageThatDoesNotDecode(_ kind: String) throws {
        let run = try FailingRun()
        let data: Data = switch kind {
        case "empty": Data()
        case "text": Data("not a picture\n".utf8)
        default: Self.millionSquarePNG
        }
        try Self.plant(data, as: FailingRun.half, in: run)
        let before = run.reference(FailingRun.half)
        let outcome = run.session().accept([FailingRun.half])[0]
        guard case .failure(.notAnImage(let id, _)) = outcome.result else {
            Issue.record("\(kind): \(outcome.result)")
            return
        }
        #expect(id == FailingRun.half)
        #expect(run.reference(FailingRun.half) == before)
        #expect(run.package.run(run.changed, ["accept", FailingRun.half, "--from", run.artifacts.path]) == 1)
        #expect(run.reference(FailingRun.half) == before)
        #expect(try run.session().status(of: FailingRun.half) == .pending)
    }

    /// Issue 48: a FIFO, named as a candidate, an actual image or the run's record, is refused at
    /// once (opening it used to wait for a writer that never comes).
    @Test func aFIFOInTheArtifactsIsRefusedAtOnce() throws {
        let run = try FailingRun()
        let session = run.session()
        let half = try #require(session.items.first { $0.candidate.id == FailingRun.half }?.candidate)
        let added = try #require(session.items.first { $0.candidate.id == FailingRun.added }?.candidate)
        let fifos = [half.artifactURL(in: run.artifacts, "candidate.json"), added.artifactURL(in: run.artifacts, "actual.png"), run.artifacts.appendingPathComponent("run.json")]
        for fifo in fifos {
            try? FileManager.default.removeItem(at: fifo)
            #expect(mkfifo(fifo.path, 0o644) == 0)
        }
        let start = Date()
        #expect(run.package.run(run.changed, ["accept", FailingRun.half, "--from", run.artifacts.path]) == 1, "no readable candidate")
        #expect(run.package.run(run.changed, ["accept", FailingRun.added, "--from", run.artifacts.path]) == 1, "its actual image is no file")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(run.reference(FailingRun.added) == nil)
        #expect(throws: PlainFile.Refusal.self) { try PlainFile(fifos[0].path) }
        #expect(ReviewCandidate.sha256(ofFileAt: fifos[1]) == nil)
    }

    /// A batch accepts every good candidate and refuses the bad one alone.
    @Test func aBatchAcceptsTheRestWhenOneIsRefused() throws {
        let run = try FailingRun()
        try Self.plant(Data("not a picture".utf8), as: FailingRun.unlabelled, in: run)
        let outcomes = run.session().accept([FailingRun.half, FailingRun.unlabelled, FailingRun.added, FailingRun.retired, FailingRun.half])
        #expect(outcomes.map(\.id) == [FailingRun.half, FailingRun.unlabelled, FailingRun.added, FailingRun.retired, FailingRun.half])
        #expect(outcomes.map { (try? $0.result.get()) == .accepted } == [true, false, true, true, false])
        #expect(run.reference(FailingRun.half) == run.actual(FailingRun.half))
        #expect(run.reference(FailingRun.added) == run.actual(FailingRun.added))
        #expect(run.reference(FailingRun.retired) == nil)
        #expect(run.reference(FailingRun.unlabelled) == run.originalReference(FailingRun.unlabelled))
        let session = run.session()
        #expect(session.items.filter { $0.status == .accepted }.count == 3)
        #expect(try session.undo(FailingRun.half) == .pending)
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
    }

    /// A second `accept --from` another zip keeps the first one's review (journal and backups),
    /// and the first zip opens its own review again, decisions and all.
    @Test func aSecondReviewFromAZipKeepsTheFirstOnesDecisions() throws {
        let run = try FailingRun()
        let first = try Self.zip(run.artifacts, to: run.package.root.appendingPathComponent("first.zip"))
        let second = try Self.zip(run.artifacts, to: run.package.root.appendingPathComponent("second.zip"), extra: ["notes.txt": Data("another run".utf8)])
        #expect(run.package.run(run.changed, ["accept", FailingRun.half, "--from", first.path]) == 0)
        #expect(run.package.run(run.changed, ["accept", FailingRun.added, "--from", second.path]) == 0)
        let reviews = run.package.root.appendingPathComponent(".build/snapshot-artifacts/merged-review")
        let folders = try FileManager.default.contentsOfDirectory(atPath: reviews.path).sorted()
        #expect(folders.count == 2)
        // The first review still knows its decision and can undo it from its backup.
        #expect(run.package.run(run.changed, ["accept", FailingRun.half, "--from", first.path]) == 1)   // already accepted
        let firstFolder = try #require(folders.map { reviews.appendingPathComponent($0) }.first { folder in
            ReviewSession(artifacts: folder, snapshots: run.snapshots).items.contains { $0.candidate.id == FailingRun.half && $0.status == .accepted }
        })
        let session = ReviewSession(artifacts: firstFolder, snapshots: run.snapshots)
        #expect(try session.undo(FailingRun.half) == .pending)
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
    }

    /// `merge-reports A --output A` (or a folder inside A, or around it) is refused before
    /// anything is deleted; so is a merge over a review's decisions.
    @Test func mergeRefusesAnOutputThatIsAnInputOrHoldsDecisions() throws {
        let run = try FailingRun()
        let merged = run.package.root.appendingPathComponent("merged")
        #expect(run.package.run(run.changed, ["merge-reports", run.artifacts.path, "--output", merged.path]) == 1)   // failures, all written
        let before = ReviewTrustTests.tree(merged)
        #expect(!before.isEmpty)
        for output in [merged.path, merged.path + "/", merged.appendingPathComponent("inner").path, run.package.root.path] {
            #expect(run.package.run(run.changed, ["merge-reports", merged.path, "--output", output]) == 1, "\(output)")
            #expect(ReviewTrustTests.tree(merged) == before, "--output \(output) changed the input")
        }
        // Decisions made in a merged folder are never emptied by merging into it again.
        #expect(run.package.run(run.changed, ["accept", FailingRun.half, "--from", merged.path]) == 0)
        #expect(run.package.run(run.changed, ["merge-reports", run.artifacts.path, "--output", merged.path]) == 1)
        #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent("review-journal.jsonl").path))
        #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent("review-backups").path))
    }

    /// A 700 MiB artifact in a folder is refused by its size, before a byte of it is read.
    @Test func anOversizedArtifactIsRefusedBeforeItIsRead() throws {
        let run = try FailingRun()
        try Self.sparse(run.artifacts.appendingPathComponent(FailingRun.half + ".actual.png"), size: 700 << 20, header: [0x89, 0x50, 0x4E, 0x47])
        let merged = run.package.root.appendingPathComponent("merged")
        do {
            let runs = try ReportMerger.open([run.artifacts.path], scratch: run.package.root.appendingPathComponent("scratch"))
            _ = try ReportMerger.merge(runs, into: merged)
            Issue.record("a 700 MiB artifact was merged")
        } catch {
            #expect("\(error)".contains("734003200 bytes") && "\(error)".contains("Nothing was read"), "\(error)")
        }
    }

    /// A 600 MiB candidate.json is skipped unread; the others are still found.
    @Test func anOversizedCandidateIsSkippedUnread() throws {
        let run = try FailingRun()
        try Self.sparse(run.artifacts.appendingPathComponent(FailingRun.half + ".candidate.json"), size: 600 << 20, header: Array("{".utf8))
        let ids = ReviewCandidate.all(in: run.artifacts).map(\.id)
        #expect(!ids.contains(FailingRun.half) && ids.contains(FailingRun.unlabelled))
    }

    /// report.html inlines small images only: a large one (here a 1 GB sparse reference the
    /// decoder would refuse) is linked, unread, and the page stays small.
    @Test func theReportLinksLargeImagesInsteadOfInliningThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-report-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = folder.appendingPathComponent("Shop", isDirectory: true)
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        let small = Data(try Bitmap(width: 4, height: 4).pngData())
        try small.write(to: suite.appendingPathComponent("a b.actual.png"))
        try Self.sparse(suite.appendingPathComponent("a b.reference.png"), size: 1 << 30, header: [0x89, 0x50, 0x4E, 0x47])
        let entry = SnapshotReport.Entry(
            title: "Shop / a b", message: "changed", referencePath: suite.appendingPathComponent("a b.reference.png").path,
            actualPath: suite.appendingPathComponent("a b.actual.png").path)
        let url = try SnapshotReport.write(Array(repeating: entry, count: 3), in: folder)
        let html = try String(contentsOf: url, encoding: .utf8)
        #expect(html.utf8.count < 64 << 10)
        #expect(html.contains("src=\"Shop/a%20b.reference.png\""))
        #expect(html.contains("src=\"data:image/png;base64," + small.base64EncodedString() + "\""))
    }

    /// summary.md shows a candidate's text as text: no image, link or heading gets in.
    @Test func theSummaryEscapesWhatACandidateSays() {
        let candidate = ReviewCandidate(
            suite: "Shop", name: "Meter", change: .changed, referenceSHA256: nil, actualSHA256: nil,
            sizeChange: "1 × 1 → 2 × 2<img src=x onerror=alert(1)>\n## Approved ![x](https://example.com/t.png)",
            layoutChanges: ["[link](https://example.com) `code` | cell"], message: "")
        let markdown = SnapshotSummary.markdown([candidate])
        #expect(!markdown.contains("<img") && !markdown.contains("\n## Approved") && !markdown.contains("![x]("))
        #expect(!markdown.contains("[link](") && markdown.contains("&lt;img"))
        let row = markdown.components(separatedBy: "\n").filter { $0.hasPrefix("| `Shop/Meter`") }
        #expect(row.count == 1)
    }

    /// A run record whose names carry escape sequences (a fake green "OK", a new window title)
    /// and a megabyte name: what merge-reports prints shows them as text, each line bounded.
    @Test func mergeReportsPrintsHostileNamesAsText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-names-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fake = "Meter\u{1B}[2K\r\u{1B}[32mAll 12 snapshots OK\u{1B}[0m\u{1B}]0;owned\u{07}"
        let huge = String(repeating: "n", count: 1 << 20)
        let record: [String: Any] = [
            "tool": "bento-gallery", "toolVersion": "2026.11.24", "catalogue": "Shop\u{1B}[31m", "suite": "Shop",
            "selected": [fake, huge, "covered"],
            "outcomes": [["name": "covered", "entry": "A/b", "file": "A.swift", "line": 1, "status": "matched", "seconds": 0.0]],
        ]
        let run = folder.appendingPathComponent("run", isDirectory: true)
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: record).write(to: run.appendingPathComponent("run.json"))
        let runs = try ReportMerger.open([run.path], scratch: folder.appendingPathComponent("scratch"))
        let output = folder.appendingPathComponent("merged")
        let (merged, coverage) = try ReportMerger.merge(runs, into: output)
        let lines = MergeReportsCommand.summary(of: runs, merged: merged, coverage: coverage, output: output, seconds: 0)
        #expect(lines.allSatisfy { line in !line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0 == "\r" } })
        #expect(lines.allSatisfy { $0.count < 1_000 })
        #expect(lines.contains("skipped: \"Meter\\u{1B}[2K\\r\\u{1B}[32mAll 12 snapshots OK\\u{1B}[0m\\u{1B}]0;owned\\u{7}\""))
        #expect(lines[0].hasPrefix("Merged 1 run of \"Shop\\u{1B}[31m\""))
    }

    /// What reaches a terminal from an artifact is escaped and bounded.
    @Test func namesArePrintedEscapedAndBounded() {
        let fake = "Meter\u{1B}[32m OK\u{1B}[0m\u{1B}]0;owned\u{07}\u{202E}"
        let shown = Quoted.string(fake)
        #expect(!shown.unicodeScalars.contains { Quoted.isUnprintable($0) })
        #expect(shown == "\"Meter\\u{1B}[32m OK\\u{1B}[0m\\u{1B}]0;owned\\u{7}\\u{202E}\"")
        let long = Quoted.string(String(repeating: "x", count: 1 << 20))
        #expect(long.count < 260 && long.hasSuffix("more characters)\""))
    }
}
