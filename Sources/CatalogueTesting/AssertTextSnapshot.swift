import Foundation
import ImageSnapshots
import Rasterizer
import SafeFiles
import Testing

/// Verifies text (an accessibility tree, a changeset, a render tree) against its reference
/// `Snapshots/<suite>/<name>.txt`, with the same record modes as image snapshots. A failure shows
/// the first differing line and writes the actual text under the artifacts folder.
@discardableResult
public func assertTextSnapshot(
    _ text: String,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    function: String = #function,
    line: Int = #line,
    column: Int = #column
) -> Bool {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        var configuration = try SnapshotConfiguration.current
            ?? SnapshotConfiguration.fromEnvironment(
                snapshotsDirectory: SnapshotConfiguration.snapshotsDirectory(forSourceFile: filePath))
        if let record { configuration.recordMode = record }
        let suite = try SnapshotName.sanitized(URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent)
        let fileName = try SnapshotName.sanitized(name ?? SnapshotName.testName(fromFunction: function)) + ".txt"
        let reference = configuration.snapshotsDirectory.appendingPathComponent(suite).appendingPathComponent(fileName)
        SnapshotManifest.shared.record(reference.standardizedFileURL.path, artifactsDirectory: configuration.artifactsDirectory)
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        func write(_ url: URL) throws {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicWrite.write(Data(actual.utf8), to: url)
        }
        // A plain file only (a FIFO in its place would block the test), up to 64 MB.
        let existing = (try? PlainFile(reference.path, limit: 64 << 20).readData()).flatMap { String(data: $0, encoding: .utf8) }
        switch (existing, configuration.recordMode) {
        case (nil, .never):
            let artifact = configuration.artifactsDirectory.appendingPathComponent(suite).appendingPathComponent(fileName)
            try write(artifact)
            Issue.record(Comment(rawValue: "No reference text at \(reference.path); recording is off (CI). Actual: \(artifact.path)"), sourceLocation: location)
            return false
        case (nil, _), (_, .all):
            try write(reference)
            Issue.record(Comment(rawValue: "Recorded reference text \(reference.path); run again to verify."), sourceLocation: location)
            return false
        case (let expected?, let mode):
            guard expected != actual else { return true }
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expectedLines.count, actualLines.count)
            let artifact = configuration.artifactsDirectory.appendingPathComponent(suite).appendingPathComponent(fileName)
            try write(artifact)
            if mode == .failed { try write(reference) }
            let was = index < expectedLines.count ? String(expectedLines[index]) : "(end of text)"
            let now = index < actualLines.count ? String(actualLines[index]) : "(end of text)"
            Issue.record(Comment(rawValue: """
                Text differs from \(reference.path) at line \(index + 1):
                  reference: \(was)
                  actual:    \(now)
                Actual text: \(artifact.path)\(mode == .failed ? " (reference replaced)" : "")
                """), sourceLocation: location)
            return false
        }
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: location)
        return false
    }
}
