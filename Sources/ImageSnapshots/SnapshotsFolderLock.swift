import Foundation

/// One writer per snapshots folder across processes: an advisory lock (`flock`) on the folder
/// itself, held while references are recorded, accepted, rejected or undone. A second process
/// waits for it, saying so once on standard error, and gives up with `SnapshotsFolderLock.Busy`
/// after `timeout`. Locks are released when the holder ends, however it ends (kill -9 included).
public final class SnapshotsFolderLock: @unchecked Sendable {
    /// Another process held the folder for longer than the wait allowed.
    public struct Busy: Error, CustomStringConvertible {
        /// The references folder that was busy.
        public var folder: String
        /// How long it was waited for, in seconds.
        public var seconds: Double
        public var description: String {
            "Another process kept \(folder) locked for \(Int(seconds)) s (a record or an accept); nothing was written. Run again once it is done."
        }
    }

    private let descriptor: Int32

    /// Takes the lock on `folder` (created when missing), waiting up to `timeout` seconds.
    public init(folder: URL, timeout: Double = 120, announce: (String) -> Void = SnapshotsFolderLock.toStandardError) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot open \(folder.path): \(String(cString: strerror(errno)))"])
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            announce("Waiting for another process that is writing \(folder.path)…")
            let start = Date()
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard Date().timeIntervalSince(start) < timeout else {
                    close(descriptor)
                    throw Busy(folder: folder.path, seconds: timeout)
                }
                usleep(20_000)
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Writes a line on standard error.
    public static func toStandardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
