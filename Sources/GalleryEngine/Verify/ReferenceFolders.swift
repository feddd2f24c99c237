import Foundation
import ImageSnapshots

/// Where a run reads and writes: the snapshots folder, the suite (the catalogue's folder inside
/// it) and the artifacts folder.
package struct ReferenceFolders: Sendable {
    /// The snapshots folder (`Snapshots/` at the package root by default).
    package var snapshotsURL: URL
    /// The folder inside it that holds the catalogue's references.
    package var suiteName: String
    /// Where failure artifacts and `report.html` go.
    package var artifactsURL: URL

    /// The store that keeps the pictures, in place of the one the manifest names (`--store`).
    package var store: String?

    package init(snapshotsURL: URL, suiteName: String, artifactsURL: URL, store: String? = nil) {
        self.snapshotsURL = snapshotsURL
        self.suiteName = suiteName
        self.artifactsURL = artifactsURL
        self.store = store
    }

    /// The suite's folder, its name made safe as a file name.
    package var suiteURL: URL {
        snapshotsURL.appendingPathComponent((try? SnapshotName.sanitized(suiteName)) ?? suiteName, isDirectory: true)
    }
}
