import Foundation
import ImageSnapshots
import Rasterizer
import SafeFiles

/// The files of a verify run's artifacts, which may come from anyone's pull request: each is
/// opened through no link, must be a plain file within its kind's size (checked before a byte is
/// read), and is copied in chunks, so memory never grows with a file's size.
enum ArtifactFile {
    /// The largest file of each kind a merge copies.
    static func limit(forFileNamed name: String) -> Int {
        if name.hasSuffix(ArtifactKind.candidate.suffix) { return ReviewCandidate.maximumFileSize }
        if name.hasSuffix(".layout.txt") || name.hasSuffix(".a11y.txt") || name.hasSuffix(".tree.json") { return 16 << 20 }
        return ImageLimits.standard.largestPNGFile
    }

    /// Copies `source` to `target` (atomically), refusing a link, anything but a plain file, or a
    /// file over `limit` bytes.
    static func copy(_ source: URL, to target: URL, limit: Int) throws {
        let input: PlainFile
        do { input = try PlainFile(source.path, limit: limit) } catch { throw GalleryError("\(error.description). Nothing was read.") }
        try AtomicWrite.write(to: target) { output in
            try input.forEachPiece { try output.write(contentsOf: $0) }
        }
    }
}
