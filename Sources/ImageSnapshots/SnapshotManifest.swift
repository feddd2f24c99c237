import Foundation
import Rasterizer
import SafeFiles
import SafeText

/// The references a run used, written to `<artifacts>/manifest.txt` as each is verified (one
/// line each, appended; the first of a process starts the file anew), so a later command can find
/// references that no test produced (`StaleReferences`), and a run cut short still lists what it
/// reached. Appending keeps a run of 20,000 references linear: the file is never rewritten.
public final class SnapshotManifest: @unchecked Sendable {
    /// The manifest the test process writes.
    public static let shared = SnapshotManifest()

    /// One entry per folder, however its URL was spelled (a URL made before the folder existed
    /// has no trailing slash, one made after has).
    static func key(_ url: URL) -> String { url.standardizedFileURL.path }

    private let lock = NSLock()
    private var used: [String: Set<String>] = [:]
    private var files: [String: FileHandle] = [:]

    /// Notes a reference path and adds it to the manifest.
    public func record(_ referencePath: String, artifactsDirectory: URL) {
        lock.withLock {
            let key = Self.key(artifactsDirectory)
            guard used[key, default: []].insert(referencePath).inserted else { return }
            let line = Data((referencePath + "\n").utf8)
            if let file = files[key] {
                // The throwing forms: a full disk loses a line, never traps.
                _ = try? file.seekToEnd()
                try? file.write(contentsOf: line)
                return
            }
            let manifest = artifactsDirectory.appendingPathComponent("manifest.txt")
            try? AtomicWrite.write(line, to: manifest)
            files[key] = FileHandle(forWritingAtPath: manifest.path)
        }
    }
}

/// References no test produced in the suites a run covered.
public enum StaleReferences {
    /// Reference files (`.png`, `.txt`) in the suite folders the manifest mentions that the manifest
    /// does not list (a reference's `.layout.txt` and `.a11y.txt` companions count as used with it). Suites the run
    /// did not reach are left alone, so a filtered run never condemns another suite's references.
    ///
    /// Only suite folders inside a snapshots folder count (one named `Snapshots`, or holding the
    /// `fonts.json` recording writes), and only lines naming a `.png` there: a manifest that names
    /// any other folder cannot make its files look stale.
    public static func find(manifest: URL) throws -> [URL] {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let used = Set(text.fileLines().filter { $0.hasPrefix("/") && $0.hasSuffix(".png") }
            .map { URL(fileURLWithPath: String($0)).standardizedFileURL.path })
        let suites = Set(used.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }.filter(isSuiteOfReferences).map(\.path))
        var stale: [URL] = []
        for suite in suites.sorted() {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: suite)) ?? []
            for file in files.sorted() where file.hasSuffix(".png") || file.hasSuffix(".txt") {
                let path = URL(fileURLWithPath: suite).appendingPathComponent(file).standardizedFileURL.path
                let companion = [".layout.txt", ".a11y.txt"].first { file.hasSuffix($0) }
                let owner = companion.map { String(path.dropLast($0.count)) + ".png" } ?? path
                if !used.contains(path) && !used.contains(owner) { stale.append(URL(fileURLWithPath: path)) }
            }
        }
        return stale
    }

    /// Whether a folder is a suite of references: directly inside a snapshots folder.
    static func isSuiteOfReferences(_ folder: URL) -> Bool {
        let parent = folder.deletingLastPathComponent()
        return parent.lastPathComponent == "Snapshots"
            || FileManager.default.fileExists(atPath: parent.appendingPathComponent("fonts.json").path)
    }

    /// Deletes the stale references; returns what was removed.
    @discardableResult
    public static func delete(manifest: URL) throws -> [URL] {
        let stale = try find(manifest: manifest)
        for url in stale { try FileManager.default.removeItem(at: url) }
        return stale
    }
}
