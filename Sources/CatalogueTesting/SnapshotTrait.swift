import Foundation
import ImageSnapshots
import Testing

/// A Swift Testing trait that scopes a snapshot configuration to a test or suite:
/// `@Test(.snapshots(record: .all))` re-records just that test's references.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode for the tests it applies to, or `nil` for the environment's.
    public var record: SnapshotRecordMode?
    /// Where the references are, or `nil` for `Snapshots/` at the package root.
    public var snapshotsDirectory: URL?
    /// Where failure artifacts go, or `nil` for the default.
    public var artifactsDirectory: URL?

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        var configuration = try SnapshotConfiguration.current ?? SnapshotConfiguration.fromEnvironment(
            snapshotsDirectory: snapshotsDirectory ?? SnapshotConfiguration.snapshotsDirectory(forSourceFile: test.sourceLocation.filePath))
        if let record { configuration.recordMode = record }
        if let snapshotsDirectory { configuration.snapshotsDirectory = snapshotsDirectory }
        if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
        try await SnapshotConfiguration.$current.withValue(configuration) {
            try await function()
        }
    }
}

/// The `.snapshots(…)` trait.
extension Trait where Self == SnapshotTrait {
    /// Scopes snapshot settings to a test or suite: a record mode, or other folders.
    public static func snapshots(record: SnapshotRecordMode? = nil, snapshotsDirectory: URL? = nil, artifactsDirectory: URL? = nil) -> SnapshotTrait {
        SnapshotTrait(record: record, snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory)
    }
}
