import Foundation
import ImageSnapshots
import SnapshotReview
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
        let server = try ReviewServer.start(session: session)
        defer { server.stop() }
        let port = server.port, token = server.router.gate.token
        let id = FailingRun.half.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let (status, body) = try PlainHTTP.request(
            port, "GET", "/api/image?id=\(id)&kind=reference&token=\(token)", headers: ["Host": "127.0.0.1:\(port)"])
        #expect(status == 404 && !String(decoding: body, as: UTF8.self).contains("secret"))
    }
}
