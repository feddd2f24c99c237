import Foundation
import ImageSnapshots
import Rasterizer
import Testing

/// Verifies an animation's frames against `<Snapshots>/<suite>/<name>.transition.apng` frame by
/// frame, recording it as `SNAPSHOT_TESTING_RECORD` (or `record`) says, and fails the current test
/// with the first frame that differs.
@discardableResult
public func assertAnimationSnapshot(
    of frames: [Bitmap], named name: String, suite: String? = nil, record: SnapshotRecordMode? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    file: StaticString = #filePath, xctestLine: UInt = #line
) -> SnapshotOutcome? {
    verifyAnimationSnapshot(
        frames, named: name, suite: suite, record: record, filePath: filePath,
        location: SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column, file: file, xctestLine: xctestLine))
}

/// Verifies an animation against its reference (the references found from `filePath`) and
/// reports to `location`, which may be elsewhere (a catalogue entry's declaration).
@discardableResult
func verifyAnimationSnapshot(
    _ frames: [Bitmap], named name: String, suite: String?, record: SnapshotRecordMode?, filePath: String, location: SnapshotLocation
) -> SnapshotOutcome? {
    do {
        var configuration = try SnapshotConfiguration.current
            ?? SnapshotConfiguration.fromEnvironment(snapshotsDirectory: SnapshotConfiguration.snapshotsDirectory(forSourceFile: filePath))
        if let record { configuration.recordMode = record }
        let suite = suite ?? URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        let outcome = try SnapshotVerifier(configuration: configuration).verifyAnimation(frames, suite: suite, name: name)
        if let message = outcome.message { location.fail(message) }
        return outcome
    } catch {
        location.fail("\(error)")
        return nil
    }
}
