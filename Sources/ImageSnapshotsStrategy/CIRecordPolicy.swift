import Foundation
import ImageSnapshots
@_spi(Internals) import SnapshotTesting
import Testing

/// The record rule of this package's own assertions, applied to swift-snapshot-testing when its
/// strategies here are first used: with `CI` set (and no `SNAPSHOT_TESTING_RECORD`) a missing
/// reference fails and is never written; a `SNAPSHOT_TESTING_RECORD` that is not a record mode
/// (`all`, `missing`, `failed`, `never`) is reported as an issue and nothing is recorded, instead
/// of swift-snapshot-testing's silent fallback to recording missing references.
enum CIRecordPolicy {
    /// The record mode the environment calls for, and a problem to report, if any; `nil` keeps
    /// swift-snapshot-testing's own reading of the environment.
    static func mode(for environment: [String: String]) -> (record: SnapshotTestingConfiguration.Record, problem: String?)? {
        if let value = environment["SNAPSHOT_TESTING_RECORD"], !value.isEmpty {
            guard SnapshotTestingConfiguration.Record(rawValue: value) == nil else { return nil }
            return (.never, "SNAPSHOT_TESTING_RECORD=\(value) is not a record mode (all, missing, failed, never); nothing will be recorded.")
        }
        if SnapshotRecordMode.isContinuousIntegration(environment) { return (.never, nil) }
        return nil
    }

    /// Applies the rule once per process.
    static let applied: Void = {
        guard let (record, problem) = mode(for: ProcessInfo.processInfo.environment) else { return }
        SnapshotTesting._record = record
        if let problem {
            FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
            if Test.current != nil { Issue.record(Comment(rawValue: problem)) }
        }
    }()
}
