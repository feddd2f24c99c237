import Foundation
import ImageSnapshots
import Rasterizer

/// The files of a verify run's artifacts, which may come from anyone's pull request: each is
/// opened through no link, must be a plain file within its kind's size (checked before a byte is
/// read), and is copied in chunks, so memory never grows with a file's size.
enum ArtifactFile {
    /// The largest file of each kind a merge copies.
    static func limit(forFileNamed name: String) -> Int {
        if name.hasSuffix(".candidate.json") { return ReviewCandidate.maximumFileSize }
        if name.hasSuffix(".layout.txt") { return 16 << 20 }
        return ImageLimits.standard.largestPNGFile
    }

    /// Copies `source` to `target` (atomically), refusing a link, anything but a plain file, or a
    /// file over `limit` bytes.
    static func copy(_ source: URL, to target: URL, limit: Int) throws {
        let descriptor = open(source.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw GalleryError("\(source.path) cannot be read: \(String(cString: strerror(errno))).") }
        let input = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw GalleryError("\(source.path) is not a plain file.") }
        guard Int(status.st_size) <= limit else {
            throw GalleryError("\(source.path) is \(status.st_size) bytes; an artifact of its kind is read up to \(limit). Nothing was read.")
        }
        let size = Int(status.st_size)
        try AtomicFile.write(to: target) { output in
            var copied = 0
            while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
                copied += chunk.count
                guard copied <= size else { throw GalleryError("\(source.path) grew while it was copied.") }
                try output.write(contentsOf: chunk)
            }
        }
    }
}
