import Foundation
import ImageSnapshots
import LoopbackHTTP
import SnapshotReview
import TestSupport
import Testing

/// Issue 31: what a review reads from the artifacts is data, validated before use, and its hashes
/// are the SHA-256 that `sha256sum` prints.
@Suite struct ReviewTrustTests {
    static func sha256sum(_ url: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }

    @Test func candidateHashesAreTheSHA256OfTheFiles() throws {
        let run = try FailingRun()
        let candidate = try #require(run.session().items.first { $0.candidate.id == FailingRun.half }?.candidate)
        let actual = candidate.artifactURL(in: run.artifacts, "actual.png")
        // Before, the "SHA-256" was the SHA-256 of the SHA-256 and matched no sha256sum.
        #expect(candidate.actualSHA256 == (try Self.sha256sum(actual)))
        #expect(candidate.referenceSHA256 == (try Self.sha256sum(candidate.referenceURL(in: run.snapshots))))
    }

    @Test func aHashThatIsAPathIsRefusedAsData() throws {
        let run = try FailingRun()
        // A planted file outside the folders, and a candidate whose hash walks to it.
        let outside = run.package.root.appendingPathComponent("outside", isDirectory: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.png"))
        let file = run.artifacts.appendingPathComponent("\(FailingRun.half).candidate.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        json["referenceSHA256"] = "../../outside/secret"
        try JSONSerialization.data(withJSONObject: json).write(to: file)
        try FileManager.default.removeItem(at: run.artifacts.appendingPathComponent("\(FailingRun.half).reference.png"))

        // The candidate is not part of the session at all, so nothing serves or accepts it.
        let session = run.session()
        #expect(!session.items.contains { $0.candidate.id == FailingRun.half })
        let server = try LoopbackServer.start(session: session)
        defer { server.stop() }
        let port = server.port, token = server.router.gate.token
        let id = FailingRun.half.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let (status, body) = try PlainHTTP.request(
            port, "GET", "/api/image?id=\(id)&kind=reference&token=\(token)", headers: ["Host": "127.0.0.1:\(port)"])
        #expect(status == 404 && !String(decoding: body, as: UTF8.self).contains("secret"))
    }

    /// Every file under a folder, by relative path (symbolic links listed, not followed).
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            if let values = try? url.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey]),
               values.isSymbolicLink != true, values.isRegularFile == true
            {
                files[path] = try? Data(contentsOf: url)
            } else if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
                files[path] = Data("link".utf8)
            }
        }
        return files
    }

    @Test func aPlantedBackupIsNeverWhatUndoRestores() throws {
        let run = try FailingRun()
        let candidate = try #require(run.session().items.first { $0.candidate.id == FailingRun.half }?.candidate)
        let backups = run.artifacts.appendingPathComponent("review-backups")
        try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
        let planted = backups.appendingPathComponent("\(candidate.referenceSHA256!).png")
        // Planted before the accept: the accept replaces it with the real reference.
        try Data("not a png".utf8).write(to: planted)
        let session = run.session()
        try session.accept(FailingRun.half)
        #expect(SHA256Check.hex(try Data(contentsOf: planted)) == candidate.referenceSHA256)
        try session.undo(FailingRun.half)
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
        // Planted after the accept: undo refuses it and leaves the accepted reference.
        try session.accept(FailingRun.half)
        try Data("not a png".utf8).write(to: planted)
        #expect(throws: ReviewError.self) { try session.undo(FailingRun.half) }
        #expect(run.reference(FailingRun.half) == run.actual(FailingRun.half))
        #expect(try session.status(of: FailingRun.half) == .accepted)
    }

    @Test func linksOutOfTheFoldersAreNotWrittenThrough() throws {
        for planted in ["suite", "journal", "backups"] {
            let run = try FailingRun()
            let outside = run.package.root.appendingPathComponent("outside-\(planted)", isDirectory: true)
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            switch planted {
            case "suite":
                // The suite folder replaced by a link to a copy of it elsewhere.
                let suite = run.snapshots.appendingPathComponent("Shop")
                try FileManager.default.removeItem(at: outside)
                try FileManager.default.moveItem(at: suite, to: outside)
                try FileManager.default.createSymbolicLink(at: suite, withDestinationURL: outside)
            case "journal":
                try Data().write(to: outside.appendingPathComponent("journal"))
                try FileManager.default.createSymbolicLink(
                    at: run.artifacts.appendingPathComponent("review-journal.jsonl"), withDestinationURL: outside.appendingPathComponent("journal"))
            default:
                try FileManager.default.createSymbolicLink(at: run.artifacts.appendingPathComponent("review-backups"), withDestinationURL: outside)
            }
            let before = Self.tree(outside)
            let session = run.session()
            #expect(throws: ReviewError.self, "accept through a planted \(planted) link") { try session.accept(FailingRun.half) }
            #expect(Self.tree(outside) == before, "\(planted): something was written outside")
            if planted != "suite" {
                #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
                #expect(try session.status(of: FailingRun.half) == .pending)
            }
        }
    }

    @Test func aJournalThatCannotBeWrittenChangesNothing() throws {
        let run = try FailingRun()
        // The journal is a folder: the record of intent cannot be written, so nothing changes, and
        // the error says so; before, the reference was replaced and the error said "refused".
        try FileManager.default.createDirectory(at: run.artifacts.appendingPathComponent("review-journal.jsonl"), withIntermediateDirectories: true)
        let session = run.session()
        #expect(throws: ReviewError.self) { try session.accept(FailingRun.half) }
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
        #expect(try session.status(of: FailingRun.half) == .pending)
        // Once it can be written, the accept goes through (no "changed on disk").
        try FileManager.default.removeItem(at: run.artifacts.appendingPathComponent("review-journal.jsonl"))
        #expect(try session.accept(FailingRun.half) == .accepted)
        #expect(run.reference(FailingRun.half) == run.actual(FailingRun.half))
    }

    @Test func aTornLastLineIsNotGluedToTheNextRecord() throws {
        let run = try FailingRun()
        let journal = run.artifacts.appendingPathComponent("review-journal.jsonl")
        try Data("{\"action\":\"accept\",\"id\":\"Shop/x\",\"ti".utf8).write(to: journal)
        let session = run.session()
        try session.accept(FailingRun.half)
        // Before, the record was glued to the torn line: the decision was lost and undo found
        // nothing to undo.
        #expect(try run.session().status(of: FailingRun.half) == .accepted)
        try run.session().undo(FailingRun.half)
        #expect(run.reference(FailingRun.half) == run.originalReference(FailingRun.half))
        let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "{\"action\":\"accept\",\"id\":\"Shop/x\",\"ti")
    }
}

/// The SHA-256 the review uses, for tests that compare files with candidates.
enum SHA256Check {
    static func hex(_ data: Data) -> String { ReviewCandidate.sha256(of: data) }
}

