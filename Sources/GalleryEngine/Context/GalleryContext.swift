import ComponentCatalogue
import Foundation
import ImageSnapshots

/// What the gallery commands work on: the catalogue and the package whose `Snapshots/` folder
/// holds its references. `GalleryCommand.main` sets it before parsing.
public struct GalleryContext: Sendable {
    /// The catalogue the commands work on.
    public var catalogue: Catalogue
    /// The root of the package (the folder with `Package.swift`) the references belong to.
    public var packageRoot: URL
    /// Rules of the team's own that `gallery audit` runs beside its built-in ones.
    public var designRules: [DesignRule] = []
    /// The gallery executable's name, as pages and messages spell its commands
    /// (`swift run acme-gallery serve`): `GalleryCommand.main` takes it from the command line.
    public var commandName = "gallery"

    /// A context for a catalogue; the package root is the one holding `filePath` (the caller's
    /// source file, as tests find their references), else the nearest one above the working
    /// directory, else the working directory.
    public init(catalogue: Catalogue, filePath: String = #filePath) {
        self.catalogue = catalogue
        self.packageRoot = Self.packageRoot(containing: URL(fileURLWithPath: filePath).deletingLastPathComponent())
            ?? Self.packageRoot(containing: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// A context with an explicit package root.
    public init(catalogue: Catalogue, packageRoot: URL) {
        self.catalogue = catalogue
        self.packageRoot = packageRoot
    }

    /// `<package>/Snapshots`, where `assertSnapshot` and the catalogue tests keep references too.
    public var snapshotsDirectory: URL { packageRoot.appendingPathComponent("Snapshots", isDirectory: true) }

    /// `SNAPSHOT_ARTIFACTS`, else `<package>/.build/snapshot-artifacts`, where the package's tests
    /// write theirs too.
    public var artifactsDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return SnapshotConfiguration.defaultArtifactsDirectory(forSnapshotsDirectory: snapshotsDirectory)
    }

    /// The nearest folder at or above `folder` that holds a `Package.swift`.
    static func packageRoot(containing folder: URL) -> URL? {
        var folder = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The context the running command uses (set by `GalleryCommand.run` for the commands it runs).
    @TaskLocal package static var current = GalleryContext(catalogue: Catalogue("Catalogue", items: []), packageRoot: URL(fileURLWithPath: "."))
}
