import Foundation
import Testing

/// A Swift Testing trait that scopes a snapshot configuration to a test or suite:
/// `@Test(.snapshots(record: .all))` re-records just that test's references.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    public var record: SnapshotRecordMode?
    public var snapshotsDirectory: URL?
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

extension Trait where Self == SnapshotTrait {
    /// Scopes snapshot settings to a test or suite: a record mode, or other folders.
    public static func snapshots(record: SnapshotRecordMode? = nil, snapshotsDirectory: URL? = nil, artifactsDirectory: URL? = nil) -> SnapshotTrait {
        SnapshotTrait(record: record, snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory)
    }
}
