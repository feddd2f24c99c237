import Foundation

/// Where references and failure artifacts live, and when references are recorded.
///
/// Configuration is a value: pass it, or scope it with `SnapshotConfiguration.$current`.
public struct SnapshotConfiguration: Sendable {
    /// When references are written.
    public var recordMode: SnapshotRecordMode
    /// The folder that holds `<suite>/<name>.png` references, normally `Snapshots/` at the root
    /// of the package.
    public var snapshotsDirectory: URL
    /// Where reference, actual and diff PNGs of failures are written.
    public var artifactsDirectory: URL
    /// The store of a snapshots folder that keeps its pictures in one (`ReferenceManifest`), in
    /// place of the store its manifest names; `nil` leaves it to the manifest and `BENTO_REFERENCE_STORE`.
    public var referenceStore: String?

    /// Creates a configuration.
    public init(recordMode: SnapshotRecordMode, snapshotsDirectory: URL, artifactsDirectory: URL) {
        self.recordMode = recordMode
        self.snapshotsDirectory = snapshotsDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The configuration from the environment: the record mode from `SNAPSHOT_TESTING_RECORD` and
    /// `CI`, artifacts under `SNAPSHOT_ARTIFACTS` (default: `.build/snapshot-artifacts` beside the
    /// snapshots folder, the package's own, where `gallery` writes its artifacts too).
    ///
    /// - Throws: `SnapshotError.invalidRecordMode` for a bad `SNAPSHOT_TESTING_RECORD`.
    public static func fromEnvironment(
        snapshotsDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SnapshotError) -> SnapshotConfiguration {
        let artifacts = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? defaultArtifactsDirectory(forSnapshotsDirectory: snapshotsDirectory)
        return SnapshotConfiguration(
            recordMode: try SnapshotRecordMode.fromEnvironment(environment),
            snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifacts)
    }

    /// `.build/snapshot-artifacts` in the package whose `Snapshots` folder is given: private to
    /// the checkout, unlike a shared temporary folder.
    public static func defaultArtifactsDirectory(forSnapshotsDirectory snapshotsDirectory: URL) -> URL {
        snapshotsDirectory.deletingLastPathComponent().appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
    }

    /// A configuration scoped to the current task, overriding the environment.
    @TaskLocal public static var current: SnapshotConfiguration?

    /// The `Snapshots` folder at the root of the package that contains `filePath`: the nearest
    /// ancestor folder holding a `Package.swift`.
    public static func snapshotsDirectory(forSourceFile filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent("Snapshots")
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    }
}
