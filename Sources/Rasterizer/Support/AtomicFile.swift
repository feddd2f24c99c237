import Foundation

/// Writes files whole or not at all: the bytes go to a temporary file beside the destination,
/// named `.<name>.bento-tmp-…`, which is renamed over it. A process killed in between leaves the
/// old file and a temporary one that `removeLeftovers(in:)` deletes (as it does the
/// `.dat.nosync…` files Foundation's atomic writes leave behind).
public enum AtomicFile {
    static let marker = ".bento-tmp-"

    /// Writes `data` to `url`, creating its folder when missing. `beforeRename` runs between the
    /// write and the rename (tests use it to stand in for a process killed there).
    public static func write(_ data: Data, to url: URL, beforeRename: () -> Void = {}) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent)\(marker)\(UUID().uuidString)")
        try data.write(to: temporary)
        beforeRename()
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot replace \(url.path): \(reason)"])
        }
    }

    /// Removes the temporary files interrupted writes left in a folder; returns how many.
    @discardableResult
    public static func removeLeftovers(in folder: URL) -> Int {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for file in files where file.contains(marker) || (file.hasPrefix(".") && file.contains(".dat.nosync")) {
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))) != nil { removed += 1 }
        }
        return removed
    }
}
