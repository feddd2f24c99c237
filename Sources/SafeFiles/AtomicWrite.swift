import Foundation

/// Writes files whole or not at all: the bytes go to a temporary file beside the destination,
/// named `.<name>.bento-tmp-<pid>-…` after the process that writes it, which is renamed over it.
/// A failed write removes its temporary file; a process killed in between leaves the old file and
/// a temporary one that `removeLeftovers(in:)` deletes once that process is gone (as it does the
/// `.dat.nosync…` files Foundation's atomic writes leave behind, once they are a minute old), so
/// two processes writing in one folder never delete each other's files.
package enum AtomicWrite {
    static let marker = ".bento-tmp-"

    /// Removes the file at `url` when there is one: one `unlink`, nothing when it is missing (a
    /// verify clears each matching picture's old candidate and tree, 20,000 times at scale, and
    /// FileManager's `removeItem` looks the path up and builds an error for each that is not
    /// there). A folder, or a link's target, is left alone (a link itself is removed).
    package static func removeFileIfPresent(_ url: URL) {
        _ = url.withUnsafeFileSystemRepresentation { path in path.map { unlink($0) } }
    }

    /// Writes `data` to `url`, creating its folder when missing. A plain file that holds exactly
    /// `data` already is left as it is: a verify that fails as the last one did writes the same
    /// seven artifacts per picture, and each new file costs the file system an inode (on ext4, a
    /// search past the inodes the last run freed). `beforeRename` runs between the write and the
    /// rename (tests use it to stand in for a process killed there).
    package static func write(_ data: Data, to url: URL, beforeRename: () -> Void = {}) throws {
        if holds(data, at: url) { return }
        try write(to: url, beforeRename: beforeRename) { handle in try handle.write(contentsOf: data) }
    }

    /// Whether `url` is a plain file, not a link, whose bytes are `data`'s; false when it cannot
    /// be read. Opened (as `PlainFile` opens every file) only when it is a plain file of that size.
    static func holds(_ data: Data, at url: URL) -> Bool {
        // Looked at before it is opened: opening a device may do something.
        var found = stat()
        guard lstat(url.path, &found) == 0, found.st_mode & S_IFMT == S_IFREG, found.st_size == data.count,
              let file = try? PlainFile(url.path, limit: data.count), file.size == data.count,
              let held = try? file.read(upTo: data.count), held.count == data.count
        else { return false }
        return held.withUnsafeBytes { held in
            data.withUnsafeBytes { data in
                guard let first = held.baseAddress, let second = data.baseAddress else { return true }
                return memcmp(first, second, held.count) == 0
            }
        }
    }

    /// Writes `url` from what `contents` writes to the handle of its temporary file, so a large
    /// file is streamed, never held whole; nothing replaces `url` when `contents` throws.
    package static func write(to url: URL, beforeRename: () -> Void = {}, contents: (FileHandle) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try refuseAnythingButAPlainFile(at: url)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent)\(marker)\(getpid())-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write beside \(url.path): \(String(cString: strerror(errno)))"])
        }
        do {
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            try contents(handle)
            try handle.close()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        beforeRename()
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot replace \(url.path): \(reason)"])
        }
    }

    /// A write replaces a plain file or makes a new one; anything else in its place (a device such
    /// as `/dev/full`, a FIFO, a socket, a folder, or a link, which a rename would replace rather
    /// than follow) is refused with nothing written.
    package static func refuseAnythingButAPlainFile(at url: URL) throws {
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            if errno == ENOENT { return }
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write \(url.path): \(String(cString: strerror(errno)))"])
        }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: kind = "a symbolic link"
        case S_IFDIR: kind = "a folder"
        case S_IFCHR, S_IFBLK: kind = "a device"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a plain file"
        }
        throw CocoaError(
            .fileWriteUnknown,
            userInfo: [NSLocalizedDescriptionKey: "\(url.path) is \(kind); a plain file or nothing may be replaced, so nothing was written"])
    }

    /// Removes the temporary files that interrupted writes of processes no longer running left in
    /// a folder; returns how many.
    @discardableResult
    package static func removeLeftovers(in folder: URL) -> Int {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for file in files where isLeftover(file, in: folder) {
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))) != nil { removed += 1 }
        }
        return removed
    }

    /// `removeLeftovers(in:)` the first time this process asks for a folder, nothing after: a
    /// run that writes thousands of files in one folder lists it once.
    package static func removeLeftoversOnce(in folder: URL) {
        let key = folder.standardizedFileURL.path
        let isFirst = cleanedLock.withLock { cleanedFolders.insert(key).inserted }
        if isFirst { removeLeftovers(in: folder) }
    }

    nonisolated(unsafe) private static var cleanedFolders = Set<String>()
    private static let cleanedLock = NSLock()

    /// Whether a file is a temporary file no running process will rename.
    static func isLeftover(_ file: String, in folder: URL) -> Bool {
        if let range = file.range(of: marker) {
            let owner = file[range.upperBound...].prefix { $0.isNumber }
            // Names without a process number come from before it was written there.
            guard let pid = Int32(owner), file[range.upperBound...].dropFirst(owner.count).hasPrefix("-") else { return true }
            return kill(pid, 0) != 0 && errno == ESRCH
        }
        guard file.hasPrefix("."), file.contains(".dat.nosync") else { return false }
        let modified = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path))?[.modificationDate] as? Date
        return modified.map { Date().timeIntervalSince($0) > 60 } ?? false
    }
}
