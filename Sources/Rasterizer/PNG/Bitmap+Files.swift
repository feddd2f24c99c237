import Foundation
import SafeFiles

extension Bitmap {
    /// Reads and decodes a PNG file.
    ///
    /// - Throws: `ImageFileError` naming the file when it cannot be read or decoded.
    public init(contentsOfPNG url: URL, limits: ImageLimits = .standard) throws(ImageFileError) {
        try self.init(contentsOfPNG: url, limits: limits, checkSums: true)
    }

    /// `init(contentsOfPNG:limits:)`, with `checkSums` false skipping the chunks' CRCs and zlib's
    /// Adler-32 (for a file this process wrote moments before).
    package init(contentsOfPNG url: URL, limits: ImageLimits = .standard, checkSums: Bool) throws(ImageFileError) {
        let bytes = try Self.pngChunks(contentsOf: url, limits: limits)
        do {
            try self.init(pngData: bytes, limits: limits, checkSums: checkSums)
        } catch {
            throw ImageFileError(path: url.path, reason: .png(error))
        }
    }

    /// The chunks of a PNG file a decoder reads (`PNGChunkStream`), the file opened as
    /// `PlainFile` opens files: a file larger than any PNG within the limits can be is refused by
    /// its size, unread (a 1 GB sparse file was read whole before), and unknown chunks are
    /// skipped as they stream past.
    package static func pngChunks(contentsOf url: URL, limits: ImageLimits) throws(ImageFileError) -> [UInt8] {
        let file: PlainFile
        do { file = try PlainFile(url.path) } catch { throw ImageFileError(path: url.path, reason: .unreadable(error.reason)) }
        guard file.size <= limits.largestPNGFile else { throw ImageFileError(path: url.path, reason: .tooLarge(bytes: file.size, limit: limits.largestPNGFile)) }
        return try PNGChunkStream.compacted(file, limits: limits)
    }

    /// Encodes the bitmap as PNG (the smallest exact file unless `.fast` is asked for) and writes it
    /// atomically (a temporary file, then a rename), so a reader never sees a half-written file.
    ///
    /// - Throws: `ImageFileError` naming the file when it cannot be written.
    public func writePNG(to url: URL, compression: PNGCompression = .compact) throws(ImageFileError) {
        let bytes: [UInt8]
        do {
            bytes = compression == .compact ? try compactPNGData() : try pngData()
        } catch {
            throw ImageFileError(path: url.path, reason: .png(error))
        }
        do {
            try AtomicWrite.write(Data(bytes), to: url)
        } catch {
            throw ImageFileError(path: url.path, reason: .unwritable(error.localizedDescription))
        }
    }
}

/// A PNG file that could not be read, decoded or written.
public struct ImageFileError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file could not be read; the message says why.
        case unreadable(String)
        /// The file could not be written; the message says why.
        case unwritable(String)
        /// The file was read but is not a PNG this reader accepts.
        case png(PNGError)
        /// The file is larger than a PNG within the image limits can be.
        case tooLarge(bytes: Int, limit: Int)
    }

    /// The file concerned.
    public var path: String
    /// What went wrong.
    public var reason: Reason

    /// An error about `path`.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .unreadable(let detail): return "Cannot read \(path): \(detail)"
        case .unwritable(let detail): return "Cannot write \(path): \(detail)"
        case .png(let error): return "\(path): \(error)"
        case .tooLarge(let bytes, let limit):
            return "\(path) has \(bytes) bytes, more than a PNG within the image limits can have (\(limit)); it is not read."
        }
    }
}
