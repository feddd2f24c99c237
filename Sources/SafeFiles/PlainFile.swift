import Foundation
import Glibc

/// Opening a file that anyone may have put there (an artifact from a pull request, a reference, a
/// symbol graph): never through a symbolic link, never waiting on a FIFO, device or socket (it is
/// opened without blocking and refused unless it is a plain file), and its size known before a
/// byte is read. The one way every reader of such files opens them.
package final class PlainFile {
    /// Why a file was not opened or read.
    package struct Refusal: Error, CustomStringConvertible {
        package var path: String
        /// A clause: "is a FIFO, not a plain file", "is 600 bytes; a file of its kind is read up to 500".
        package var reason: String
        /// Whether nothing is at the path (a reader may take that as "none yet").
        package var isMissing = false
        package var description: String { "\(path) \(reason)" }
    }

    package let path: String
    /// The file's size when it was opened, in bytes.
    package let size: Int
    private let descriptor: Int32

    /// Opens a plain file for reading.
    ///
    /// - Throws: `Refusal` for a missing file, a symbolic link, anything but a plain file, or a
    ///   file over `limit` bytes.
    package init(_ path: String, limit: Int = .max) throws(Refusal) {
        self.path = path
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            throw Refusal(
                path: path, reason: code == ELOOP ? "is a symbolic link, which is not followed" : "cannot be read: \(String(cString: strerror(code)))",
                isMissing: code == ENOENT)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            throw Refusal(path: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw Refusal(path: path, reason: "is \(Self.kind(of: status.st_mode)), not a plain file")
        }
        guard Int(status.st_size) <= limit else {
            close(descriptor)
            throw Refusal(path: path, reason: "is \(status.st_size) bytes; a file of its kind is read up to \(limit)")
        }
        // Reads of a plain file never block; the flag only kept the open from waiting.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        self.descriptor = descriptor
        self.size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from where the last read stopped; fewer only at the end of the file.
    package func read(upTo count: Int) throws(Refusal) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress.map { $0 + filled }, count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                throw Refusal(path: path, reason: "cannot be read: \(String(cString: strerror(errno)))")
            }
            if got == 0 { break }
            filled += got
        }
        if filled < count { bytes.removeLast(count - filled) }
        return bytes
    }

    /// The whole file, as large as it was when opened (a file that grew since is refused).
    package func readAll() throws(Refusal) -> [UInt8] {
        let bytes = try read(upTo: size)
        guard try read(upTo: 1).isEmpty else { throw Refusal(path: path, reason: "grew while it was read") }
        return bytes
    }

    /// The whole file as `Data`.
    package func readData() throws(Refusal) -> Data { Data(try readAll()) }

    /// Calls `body` with the file's bytes a piece of at most `pieceSize` at a time. A piece's
    /// buffer is no larger than what is left of the file, and a byte (a 5 KB picture was hashed
    /// through two zeroed megabytes).
    package func forEachPiece(of pieceSize: Int = 1 << 20, _ body: ([UInt8]) throws -> Void) throws {
        var total = 0
        while true {
            let piece = try read(upTo: min(pieceSize, max(size - total, 0) + 1))
            if piece.isEmpty { return }
            total += piece.count
            guard total <= size else { throw Refusal(path: path, reason: "grew while it was read") }
            try body(piece)
        }
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a plain file"
        }
    }
}
