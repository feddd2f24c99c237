import ArgumentParser
import Foundation
import GalleryEngine
import ImageSnapshots

/// `gallery stale-snapshots`: references that no test produced in the suites a test run covered,
/// from the manifest that run wrote under `SNAPSHOT_ARTIFACTS`.
struct StaleSnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stale-snapshots",
        abstract: "List (and with --delete remove) reference images no test produced.",
        discussion: """
            Run the tests with SNAPSHOT_ARTIFACTS=DIR first; they write DIR/manifest.txt with every \
            reference they used. Only the suites in that manifest are examined, so a filtered run is safe.
            """)

    @Option(name: .long, help: "The manifest a test run wrote (SNAPSHOT_ARTIFACTS/manifest.txt).")
    var manifest: String

    @Flag(name: .long, help: "Remove the stale references instead of only listing them.")
    var delete = false

    func run() throws {
        let url = URL(fileURLWithPath: manifest)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ValidationError("No manifest at \(url.path); run the tests with SNAPSHOT_ARTIFACTS set first.")
        }
        let stale = delete ? try StaleReferences.delete(manifest: url) : try StaleReferences.find(manifest: url)
        for file in stale { CommandOutput.current.line((delete ? "removed " : "") + file.path) }
        CommandOutput.current.line(stale.isEmpty ? "No stale references." : "\(stale.count) stale reference file\(stale.count == 1 ? "" : "s")\(delete ? " removed" : "").")
    }
}
