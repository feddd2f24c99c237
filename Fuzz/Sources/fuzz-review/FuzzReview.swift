import Foundation
import FuzzDriver
import ImageSnapshots
import SnapshotReview

/// A review session over a scratch run with one candidate, made once per process.
let router: ReviewRouter = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-fuzz-review-\(getpid())", isDirectory: true)
    let artifacts = root.appendingPathComponent("artifacts"), snapshots = root.appendingPathComponent("Snapshots")
    try? FileManager.default.createDirectory(at: artifacts.appendingPathComponent("Suite"), withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(at: snapshots.appendingPathComponent("Suite"), withIntermediateDirectories: true)
    let actual = Data([0x89, 0x50, 0x4E, 0x47, 1]), reference = Data([0x89, 0x50, 0x4E, 0x47, 2])
    try? actual.write(to: artifacts.appendingPathComponent("Suite/card.actual.png"))
    try? reference.write(to: snapshots.appendingPathComponent("Suite/card.png"))
    let candidate = ReviewCandidate(
        suite: "Suite", name: "card", change: .changed, referenceSHA256: ReviewCandidate.sha256(of: reference),
        actualSHA256: ReviewCandidate.sha256(of: actual), message: "fuzz")
    try? candidate.write(in: artifacts)
    return ReviewRouter(session: ReviewSession(artifacts: artifacts, snapshots: snapshots), token: "fuzz")
}()

/// Any bytes as one HTTP request (request line, header lines, blank line, body) through the
/// gate and the review router: an answer, never a crash, a trap or a hang.
func fuzzReview(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let bytes else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let (head, body) = text.range(of: "\r\n\r\n").map { (String(text[..<$0.lowerBound]), String(text[$0.upperBound...])) } ?? (text, "")
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.isEmpty ? [] : lines.removeFirst().split(separator: " ", maxSplits: 2).map(String.init)
    let fields = lines.compactMap { line -> (String, String)? in
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    let request = LocalRequest(
        method: requestLine.first ?? "GET", uri: requestLine.count > 1 ? requestLine[1] : "/", headerFields: fields, body: Array(body.utf8))
    _ = router.respond(request)
    return 0
}

@main
enum Main {
    static func main() {
        FuzzDriver.run { data, count in fuzzReview(data, count) }
    }
}
