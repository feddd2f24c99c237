import Foundation

/// Writes and removes reference files the way a review must: a new file is written beside its
/// destination under a temporary name and renamed over it, so a reader (or a crash) sees the old
/// file or the new one, never a part of either.
enum ReferenceFiles {
    /// The prefix of temporary files; leftovers of an interrupted write are removed by
    /// `removeLeftovers(in:)` and never mistaken for references (they do not end in `.png`).
    static let temporaryPrefix = ".bento-review-"

    /// Replaces (or creates) `url` with `data` atomically.
    static func write(_ data: Data, to url: URL) throws(ReviewError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent("\(temporaryPrefix)\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            throw .fileSystem(url.path, "cannot be written: \(error.localizedDescription)")
        }
        // A test stands in for a process killed between the write and the rename.
        if ProcessInfo.processInfo.environment["BENTO_REVIEW_EXIT_BEFORE_RENAME"] == "1" { _exit(137) }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .fileSystem(url.path, "cannot be replaced: \(reason)")
        }
    }

    /// Removes `url` when it exists.
    static func remove(_ url: URL) throws(ReviewError) {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw .fileSystem(url.path, "cannot be removed: \(error.localizedDescription)")
        }
    }

    /// Removes temporary files an interrupted write left in a folder.
    static func removeLeftovers(in folder: URL) {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for file in files where file.hasPrefix(temporaryPrefix) && file.hasSuffix(".tmp") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        }
    }
}
