// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import BentoZlib

/// Animated PNG (APNG) files: frames encoded by libpng, joined with the animation chunks (`acTL`,
/// `fcTL`, `fdAT`) of the APNG specification, which Debian's libpng does not write or read.
///
/// The first frame covers the canvas (as large as the largest frame; smaller frames are padded
/// with transparent pixels at the right and bottom); each later frame holds only the rectangle
/// that differs from the frame before, which replaces those pixels (`APNG_BLEND_OP_SOURCE`) and
/// stays (`APNG_DISPOSE_OP_NONE`). Every frame shows for the same delay; the animation plays once
/// and rests on its last frame. Frames are 8-bit RGBA at zlib level 8, unfiltered, as snapshot
/// references are kept; the same frames always give the same bytes. Browsers show the animation;
/// a viewer without APNG support shows the first frame.
public enum AnimatedPNG {
    /// The most frames a file may hold, written or read: a minute at 60 frames per second.
    public static let maximumFrames = 3_600

    /// The frames as an animation of them shows them: each on a canvas as large as the largest,
    /// padded with transparent pixels (what `decode` gives back).
    public static func canvasFrames(_ frames: [Bitmap]) -> [Bitmap] {
        let width = frames.map(\.width).max() ?? 0, height = frames.map(\.height).max() ?? 0
        return frames.map { $0.padded(toWidth: width, height: height) }
    }

    /// Encodes frames shown `delayNumerator / delayDenominator` seconds each.
    ///
    /// - Throws: `PNGError` when there are no frames, too many, or libpng cannot encode one.
    public static func encode(_ frames: [Bitmap], delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60) throws(PNGError) -> [UInt8] {
        guard !frames.isEmpty else { throw .emptySize }
        guard frames.count <= maximumFrames else {
            throw .encodingFailed(detail: "\(frames.count) frames is more than an animation may hold (\(maximumFrames))")
        }
        let width = frames.map(\.width).max() ?? 0, height = frames.map(\.height).max() ?? 0
        var output = Bitmap.pngSignature
        var sequence: UInt32 = 0
        var previous: Bitmap?
        for (index, original) in frames.enumerated() {
            let frame = original.padded(toWidth: width, height: height)
            let region = previous.map { frame.changedRegion(since: $0) } ?? (x: 0, y: 0, width: width, height: height)
            previous = frame
            let encoded = try frame.cropped(region).referencePNGData()
            let chunks: [Chunk]
            do { chunks = try Chunk.read(encoded) } catch { throw .encodingFailed(detail: "libpng's frame \(index) could not be read back: \(error)") }
            if index == 0 {
                guard let header = chunks.first(where: { $0.type == "IHDR" }) else { throw .encodingFailed(detail: "libpng wrote no IHDR") }
                Chunk(type: "IHDR", data: header.data).write(to: &output)
                Chunk(type: "acTL", data: bigEndian(UInt32(frames.count)) + bigEndian(UInt32(1))).write(to: &output)
            }
            var control = bigEndian(sequence) + bigEndian(UInt32(region.width)) + bigEndian(UInt32(region.height))
            control += bigEndian(UInt32(region.x)) + bigEndian(UInt32(region.y))
            control += bigEndian16(delayNumerator) + bigEndian16(delayDenominator) + [0, 0]
            Chunk(type: "fcTL", data: control).write(to: &output)
            sequence += 1
            for data in chunks where data.type == "IDAT" {
                if index == 0 {
                    data.write(to: &output)
                } else {
                    Chunk(type: "fdAT", data: bigEndian(sequence) + data.data).write(to: &output)
                    sequence += 1
                }
            }
        }
        Chunk(type: "IEND", data: []).write(to: &output)
        return output
    }

    /// Decodes the frames of an animated PNG as they are shown: each frame's rectangle (decoded
    /// by libpng) over the frames before. A plain PNG decodes as one frame.
    ///
    /// - Throws: `PNGError` for a damaged file (a chunk cut short, a CRC mismatch, sequence numbers
    ///   out of order, a frame count that disagrees with `acTL`, a frame outside the canvas), more
    ///   than `maximumFrames`, dispose or blend operations other than the ones `encode` writes, or
    ///   any error libpng finds in a frame.
    public static func decode(_ data: [UInt8], limits: ImageLimits = .standard) throws(PNGError) -> [Bitmap] {
        let chunks = try Chunk.read(data)
        guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
            throw .malformed(detail: "the file does not start with an IHDR chunk")
        }
        guard let control = chunks.first(where: { $0.type == "acTL" }) else { return [try Bitmap(pngData: data, limits: limits)] }
        guard control.data.count == 8 else { throw .malformed(detail: "acTL holds \(control.data.count) bytes, not 8") }
        let declared = Int(readBigEndian(control.data, at: 0))
        guard declared >= 1, declared <= maximumFrames else {
            throw .malformed(detail: "acTL declares \(declared) frames; an animation holds 1 to \(maximumFrames)")
        }
        let canvasWidth = Int(readBigEndian(header.data, at: 0)), canvasHeight = Int(readBigEndian(header.data, at: 4))
        do { try limits.check(width: canvasWidth, height: canvasHeight) } catch {
            throw .tooLarge(width: canvasWidth, height: canvasHeight, limits: limits)
        }
        // Every frame's pixels are kept: a canvas of the limit's size times many frames must fit too.
        guard canvasWidth * canvasHeight <= limits.maximumPixels / declared else {
            throw .malformed(detail: "\(declared) frames of \(canvasWidth) × \(canvasHeight) pixels exceed the limit of \(limits.maximumPixels) pixels in all")
        }
        var pieces: [(control: [UInt8], data: [[UInt8]])] = []
        var expected: UInt32 = 0
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard chunk.data.count == 26 else { throw .malformed(detail: "fcTL holds \(chunk.data.count) bytes, not 26") }
                guard readBigEndian(chunk.data, at: 0) == expected else { throw .malformed(detail: "fcTL's sequence number is out of order") }
                expected += 1
                guard pieces.count < declared else { throw .malformed(detail: "the file holds more frames than acTL declares (\(declared))") }
                pieces.append((chunk.data, []))
            case "IDAT":
                if !pieces.isEmpty { pieces[pieces.count - 1].data.append(chunk.data) }
            case "fdAT":
                guard chunk.data.count >= 4, readBigEndian(chunk.data, at: 0) == expected else {
                    throw .malformed(detail: "fdAT's sequence number is out of order")
                }
                expected += 1
                guard !pieces.isEmpty else { throw .malformed(detail: "fdAT before any fcTL") }
                pieces[pieces.count - 1].data.append(Array(chunk.data[4...]))
            default: break
            }
        }
        guard pieces.count == declared else { throw .malformed(detail: "acTL declares \(declared) frames; the file holds \(pieces.count)") }
        var canvas = [UInt32](repeating: 0, count: canvasWidth * canvasHeight)
        var bitmaps: [Bitmap] = []
        for (index, piece) in pieces.enumerated() {
            let width = Int(readBigEndian(piece.control, at: 4)), height = Int(readBigEndian(piece.control, at: 8))
            let x = Int(readBigEndian(piece.control, at: 12)), y = Int(readBigEndian(piece.control, at: 16))
            guard width > 0, height > 0, x + width <= canvasWidth, y + height <= canvasHeight else {
                throw .malformed(detail: "frame \(index) (\(width) × \(height) at \(x), \(y)) lies outside the \(canvasWidth) × \(canvasHeight) canvas")
            }
            guard index > 0 || (x == 0 && y == 0 && width == canvasWidth && height == canvasHeight) else {
                throw .malformed(detail: "the first frame does not cover the canvas")
            }
            guard piece.control[24] == 0, piece.control[25] == 0 else {
                throw .malformed(detail: "frame \(index) asks for dispose \(piece.control[24]) and blend \(piece.control[25]); only 0 and 0 (none, source) are read")
            }
            var frameHeader = header.data
            frameHeader.replaceSubrange(0..<8, with: bigEndian(UInt32(width)) + bigEndian(UInt32(height)))
            let part = try Bitmap(pngData: try rebuild(Chunk(type: "IHDR", data: frameHeader), piece.data), limits: limits)
            for row in 0..<height {
                canvas.replaceSubrange(((y + row) * canvasWidth + x)..<((y + row) * canvasWidth + x + width),
                                       with: part.storage[(row * width)..<(row * width + width)])
            }
            bitmaps.append(Bitmap(width: canvasWidth, height: canvasHeight, storage: canvas))
        }
        return bitmaps
    }

    /// A plain PNG of one frame: the header, the frame's image data, the end.
    private static func rebuild(_ header: Chunk, _ data: [[UInt8]]) throws(PNGError) -> [UInt8] {
        guard !data.isEmpty else { throw .malformed(detail: "a frame has no image data") }
        var png = Bitmap.pngSignature
        header.write(to: &png)
        for part in data { Chunk(type: "IDAT", data: part).write(to: &png) }
        Chunk(type: "IEND", data: []).write(to: &png)
        return png
    }

    /// One PNG chunk: its four-letter type and its data.
    struct Chunk {
        var type: String
        var data: [UInt8]

        func write(to output: inout [UInt8]) {
            let typeBytes = Array(type.utf8)
            output += bigEndian(UInt32(data.count))
            output += typeBytes
            output += data
            output += bigEndian(crc(typeBytes + data))
        }

        /// The chunks of a PNG file a decoder reads (`PNGChunkStream.keptAncillary` and the
        /// critical ones), each length and every chunk's CRC checked.
        static func read(_ bytes: [UInt8]) throws(PNGError) -> [Chunk] {
            guard bytes.count >= 8, Array(bytes[0..<8]) == Bitmap.pngSignature else { throw .notPNG }
            var chunks: [Chunk] = []
            var offset = 8
            while offset < bytes.count {
                guard bytes.count - offset >= 12 else { throw .truncated(detail: "a chunk header is cut short at byte \(offset)") }
                let length = Int(readBigEndian(bytes, at: offset))
                guard length <= bytes.count - offset - 12 else { throw .truncated(detail: "a chunk of \(length) bytes at byte \(offset) runs past the end") }
                let typeBytes = bytes[(offset + 4)..<(offset + 8)]
                guard PNGChunkStream.isChunkType(typeBytes) else {
                    throw .malformed(detail: "a chunk at byte \(offset) has no valid type")
                }
                // The CRC is taken where the bytes are: no copy of a chunk that is then dropped.
                let crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress! + offset + 4, UInt32(4 + length))) }
                let type = String(decoding: typeBytes, as: UTF8.self)
                guard readBigEndian(bytes, at: offset + 8 + length) == crc else {
                    throw .malformed(detail: "the \(type) chunk at byte \(offset) fails its CRC")
                }
                if PNGChunkStream.isRead(type) {
                    chunks.append(Chunk(type: type, data: Array(bytes[(offset + 8)..<(offset + 8 + length)])))
                }
                offset += 12 + length
                if type == "IEND" { return chunks }
            }
            throw .truncated(detail: "the file ends without IEND")
        }
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

extension Bitmap {
    /// 8-bit RGBA at the compression references are kept at (zlib level 8, unfiltered): one
    /// colour type for every frame of an animation, as APNG requires.
    func referencePNGData() throws(PNGError) -> [UInt8] {
        let straight = storage.map(Bitmap.unpremultiply)
        let header = LibPNG.Header(width: width, height: height, bitDepth: 8, colourType: 6)
        let encoded = straight.withUnsafeBytes { bytes in
            Result { () throws(PNGError) in
                try LibPNG.encode(header, rows: bytes.bindMemory(to: UInt8.self), rowLength: width * 4, compression: PNGCompactEncoder.smallest)
            }
        }
        return try encoded.get()
    }

    /// The bitmap on a larger transparent canvas, at its top-left corner (itself when it is that size).
    public func padded(toWidth newWidth: Int, height newHeight: Int) -> Bitmap {
        guard newWidth != width || newHeight != height else { return self }
        var pixels = [UInt32](repeating: 0, count: newWidth * newHeight)
        for row in 0..<height {
            pixels.replaceSubrange((row * newWidth)..<(row * newWidth + width), with: storage[(row * width)..<(row * width + width)])
        }
        return Bitmap(width: newWidth, height: newHeight, storage: pixels)
    }
}

import Foundation
import SafeFiles

extension AnimatedPNG {
    /// Encodes frames (see `encode(_:delayNumerator:delayDenominator:)`) and writes them
    /// atomically (a temporary file, then a rename).
    ///
    /// - Throws: `ImageFileError` naming the file.
    public static func write(_ frames: [Bitmap], to url: URL, delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 60) throws(ImageFileError) {
        let bytes: [UInt8]
        do { bytes = try encode(frames, delayNumerator: delayNumerator, delayDenominator: delayDenominator) } catch {
            throw ImageFileError(path: url.path, reason: .png(error))
        }
        do { try AtomicWrite.write(Data(bytes), to: url) } catch {
            throw ImageFileError(path: url.path, reason: .unwritable(error.localizedDescription))
        }
    }

    /// Reads and decodes an animated PNG's frames; a file larger than any PNG within `limits`
    /// can be is refused unread, and chunks no decoder reads are skipped as they stream past.
    ///
    /// - Throws: `ImageFileError` naming the file.
    public static func frames(contentsOf url: URL, limits: ImageLimits = .standard) throws(ImageFileError) -> [Bitmap] {
        let bytes = try Bitmap.pngChunks(contentsOf: url, limits: limits)
        do { return try decode(bytes, limits: limits) } catch { throw ImageFileError(path: url.path, reason: .png(error)) }
    }
}
