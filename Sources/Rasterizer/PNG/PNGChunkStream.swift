import BentoZlib
import SafeFiles

/// A PNG or APNG file read a chunk at a time, as it streams from disk: the chunks a decoder reads
/// (the critical ones, transparency and colour, the animation's) are kept; every other ancillary
/// chunk is skipped as it passes, its CRC still checked. The image data may be no larger than
/// the pixels the header declares can need, so memory follows the pixels, not the file: a 500 MB
/// text or unknown chunk costs a megabyte of buffer.
enum PNGChunkStream {
    /// Ancillary chunks a decoder reads: libpng's transparency and colour chunks, and APNG's.
    static let keptAncillary: Set<String> = ["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "acTL", "fcTL", "fdAT"]
    /// What kept chunks other than image data may hold in all (an ICC profile is the largest).
    static let otherChunksLimit = 8 << 20
    /// The bytes skipped chunks are read through, at a time.
    static let pieceSize = 1 << 20

    /// Whether four bytes name a chunk: ASCII letters only.
    static func isChunkType(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.allSatisfy { (65...90).contains($0) || (97...122).contains($0) }
    }

    /// Whether a decoder reads a chunk: a critical one (its first letter upper case) or one of
    /// `keptAncillary`.
    static func isRead(_ type: String) -> Bool {
        type.utf8.first.map { $0 < 97 } == true || keptAncillary.contains(type)
    }

    /// The file as a PNG of the chunks it keeps, in their order.
    static func compacted(_ file: PlainFile, limits: ImageLimits) throws(ImageFileError) -> [UInt8] {
        func read(_ count: Int) throws(ImageFileError) -> [UInt8] {
            let bytes: [UInt8]
            do { bytes = try file.read(upTo: count) } catch { throw ImageFileError(path: file.path, reason: .unreadable(error.reason)) }
            guard bytes.count == count else {
                throw ImageFileError(path: file.path, reason: .png(.truncated(detail: "the file ends inside a chunk")))
            }
            return bytes
        }
        func damaged(_ detail: String) -> ImageFileError { ImageFileError(path: file.path, reason: .png(.malformed(detail: detail))) }

        guard file.size >= 8, try read(8) == Bitmap.pngSignature else { throw ImageFileError(path: file.path, reason: .png(.notPNG)) }
        var output = Bitmap.pngSignature
        var offset = 8
        var imageDataAllowed = 0, imageDataKept = 0, otherKept = 0
        var header: [UInt8]?
        while true {
            guard file.size - offset >= 12 else {
                throw ImageFileError(path: file.path, reason: .png(.truncated(detail: offset == file.size ? "the file ends without IEND" : "a chunk header is cut short at byte \(offset)")))
            }
            let head = try read(8)
            let length = Int(AnimatedPNG.readBigEndian(head, at: 0))
            let typeBytes = Array(head[4..<8])
            guard isChunkType(typeBytes) else { throw damaged("a chunk at byte \(offset) has no valid type") }
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= file.size - offset - 12 else {
                throw ImageFileError(path: file.path, reason: .png(.truncated(detail: "the \(type) chunk of \(length) bytes at byte \(offset) runs past the end")))
            }
            guard type == "IHDR" || header != nil else { throw damaged("the file does not start with an IHDR chunk") }
            var crc = UInt32(typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) })
            let isKept = isRead(type)
            var data: [UInt8] = []
            if isKept {
                if type == "IDAT" || type == "fdAT" {
                    guard length <= imageDataAllowed - imageDataKept else {
                        throw damaged("its image data passes \(imageDataAllowed) bytes at the \(type) chunk at byte \(offset), more than its pixels can need")
                    }
                    imageDataKept += length
                } else {
                    guard length <= otherChunksLimit - otherKept else { throw damaged("its \(type) chunk at byte \(offset) passes \(otherChunksLimit) bytes of metadata") }
                    otherKept += length
                }
                data = try read(length)
                crc = UInt32(data.withUnsafeBufferPointer { crc32(UInt(crc), $0.baseAddress, UInt32($0.count)) })
            } else {
                var left = length
                while left > 0 {
                    let piece = try read(min(left, pieceSize))
                    crc = UInt32(piece.withUnsafeBufferPointer { crc32(UInt(crc), $0.baseAddress, UInt32($0.count)) })
                    left -= piece.count
                }
            }
            let stored = try read(4)
            guard AnimatedPNG.readBigEndian(stored, at: 0) == crc else { throw damaged("the \(type) chunk at byte \(offset) fails its CRC") }
            if type == "IHDR" {
                guard header == nil, offset == 8, data.count == 13 else { throw damaged("the file does not start with one IHDR chunk") }
                header = data
                // A size the limits refuse is refused here, before any image data is kept.
                let width = Int(AnimatedPNG.readBigEndian(data, at: 0)), height = Int(AnimatedPNG.readBigEndian(data, at: 4))
                do { try limits.check(width: width, height: height) } catch {
                    throw ImageFileError(path: file.path, reason: .png(width > 0 && height > 0 ? .tooLarge(width: width, height: height, limits: limits) : .emptySize))
                }
                imageDataAllowed = imageDataBound(header: data, frames: 1)
            }
            if type == "acTL", let header, data.count == 8 {
                let frames = min(Int(AnimatedPNG.readBigEndian(data, at: 0)), AnimatedPNG.maximumFrames)
                imageDataAllowed = imageDataBound(header: header, frames: max(1, frames))
            }
            if isKept { output += head + data + stored }
            offset += 12 + length
            if type == "IEND" { return output }
        }
    }

    /// The most compressed image data `frames` frames of the header's size can hold: each row's
    /// filter byte and samples stored uncompressed (deflate's worst case), the zlib wrapper, and
    /// room for interlacing's extra filter bytes.
    static func imageDataBound(header: [UInt8], frames: Int) -> Int {
        let width = Int(AnimatedPNG.readBigEndian(header, at: 0)), height = Int(AnimatedPNG.readBigEndian(header, at: 4))
        // The largest depth PNG has is 16 bits; a header claiming more is the decoder's to refuse.
        let depth = min(Int(header[8]), 16)
        let channels = switch header[9] { case 2: 3; case 4: 2; case 6: 4; default: 1 }
        // Saturating: sides come from the file (the limits checked them, but limits can be raised).
        func times(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            return overflow ? .max : product
        }
        func plus(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .max : sum
        }
        let rowBytes = plus(1, plus(times(times(width, channels), depth), 7) / 8)
        let raw = times(height, plus(rowBytes, 7))
        let perFrame = plus(plus(raw, raw / 16_000 * 5), 64 << 10)
        return times(perFrame, frames)
    }
}
