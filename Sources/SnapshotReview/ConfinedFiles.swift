import Foundation
import Rasterizer
import SafeFiles

/// File operations that stay inside a root folder: a review reads and writes only under the
/// references folder and the artifacts folder, never through a symbolic link that leads out of
/// them (a suite folder, the journal or the backups folder planted as a link to elsewhere).
///
/// A path is used only when every component below the root is a real folder (or, for the last, a
/// regular file or nothing yet), checked with `lstat`; files are opened with `O_NOFOLLOW`.
struct ConfinedFiles {
    let root: URL

    init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Whether `url` lies under the root with no symbolic link on the way (the root itself may be
    /// one: that is where the user pointed).
    func isConfined(_ url: URL) -> Bool {
        let path = url.standardizedFileURL.path, rootPath = root.path
        guard path.hasPrefix(rootPath + "/") else { return false }
        var current = rootPath
        for component in path.dropFirst(rootPath.count + 1).split(separator: "/") {
            guard component != "..", component != "." else { return false }
            current += "/" + component
            var status = stat()
            if lstat(current, &status) != 0 { return errno == ENOENT }
            let kind = status.st_mode & S_IFMT
            guard kind == S_IFDIR || kind == S_IFREG else { return false }
        }
        return true
    }

    /// Refuses a path that is not confined, naming it.
    func check(_ url: URL) throws(ReviewError) {
        guard isConfined(url) else {
            throw .fileSystem(url.path, "refused: the path leaves \(root.path) (through a symbolic link, or is not a plain file or folder)")
        }
    }

    /// The bytes of a confined regular file (at most `limit`), or `nil` when it is absent.
    func read(_ url: URL, limit: Int = 512 << 20) throws(ReviewError) -> Data? {
        try check(url)
        do throws(PlainFile.Refusal) {
            return try PlainFile(url.path, limit: limit).readData()
        } catch {
            if error.isMissing { return nil }
            throw .fileSystem(url.path, "refused: \(error.reason)")
        }
    }

    /// Creates a confined folder (and the folders above it, below the root).
    func createFolder(_ url: URL) throws(ReviewError) {
        try check(url)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(url.path, "cannot be created: \(error.localizedDescription)")
        }
        try check(url)
    }
}
