import Foundation
import Glibc

/// A path inside a folder that stays inside it: no `..`, no absolute part, and no symbolic link
/// on the way down from the folder (a link a pull request adds, `Snapshots/Linked ->
/// ../outside`, would lead every read, write and removal under it out of the folder). The one
/// check every reader and writer of references, stores and outputs makes before it touches a
/// file under a folder it was given.
package enum ConfinedPath {
    /// Why a path was refused.
    package struct Refusal: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String { "\(path) \(reason)" }
    }

    /// `relative` under `folder`, once every part of it that exists is checked to be a folder
    /// or (the last part) a file, never a link; parts that do not exist yet may be made.
    ///
    /// - Throws: `Refusal` naming the part that is a link or not a plain name.
    package static func url(_ relative: String, in folder: URL) throws(Refusal) -> URL {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true)
        var url = folder
        guard !relative.hasPrefix("/"), !parts.isEmpty else { throw Refusal(path: relative, reason: "is not a path inside \(folder.path)") }
        for (index, part) in parts.enumerated() {
            guard part != "..", part != "." else { throw Refusal(path: relative, reason: "climbs out of \(folder.path)") }
            url = url.appendingPathComponent(String(part), isDirectory: index < parts.count - 1)
            var status = stat()
            guard lstat(url.path, &status) == 0 else {
                if errno == ENOENT { return folder.appendingPathComponent(relative) }
                throw Refusal(path: url.path, reason: "cannot be read: \(String(cString: strerror(errno)))")
            }
            if status.st_mode & S_IFMT == S_IFLNK {
                throw Refusal(path: url.path, reason: "is a symbolic link, which is not followed out of \(folder.path)")
            }
            if index < parts.count - 1, status.st_mode & S_IFMT != S_IFDIR {
                throw Refusal(path: url.path, reason: "is not a folder")
            }
        }
        return url
    }

    /// Whether an entry of a folder is a symbolic link (what a listing skips).
    package static func isLink(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
