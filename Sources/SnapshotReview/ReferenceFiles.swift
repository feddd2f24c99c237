import Foundation
import Rasterizer
import SafeFiles

/// Writes and removes reference files the way a review must: through `AtomicWrite`, so a reader
/// (or a crash) sees the old file or the new one, never a part of either, with failures as
/// `ReviewError`s.
enum ReferenceFiles {
    /// Replaces (or creates) `url` with `data` atomically; `beforeRename` runs once the new file
    /// is whole, before it takes the old one's place.
    static func write(_ data: Data, to url: URL, beforeRename: () -> Void = {}) throws(ReviewError) {
        do {
            try AtomicWrite.write(data, to: url, beforeRename: beforeRename)
        } catch {
            throw .fileSystem(url.path, "cannot be written: \(error.localizedDescription)")
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
}
