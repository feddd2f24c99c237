import CZlib

/// Our own PNG reader: every colour type, bit depth, palette, transparency and interlace of the
/// PNG specification, to 8-bit RGBA (straight alpha).
///
/// Strict where files are damaged: every chunk must be whole with a matching CRC, IHDR first and
/// IEND last, and the image data must inflate to exactly the size the header implies (neither
/// less nor more); the header's size is checked against `ImageLimits` before any pixel memory is
/// allocated, and a chunk's length against the bytes that follow before anything is read.
///
/// Colour: samples are taken as sRGB, whatever gAMA, cHRM or iCCP say (they are read past):
/// 16-bit samples become 8-bit by rounding `v × 255 / 65535`, and 1, 2 and 4-bit grey is scaled to
/// the full range. This is how the images are compared and how Chromium shows an untagged file;
/// it keeps a decode exact and independent of any colour-management library.
enum PNGDecoder {
    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var interlaced: Bool

        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }
        var bitsPerPixel: Int { channels * bitDepth }
        /// Bytes a row of `width` pixels takes (without the filter byte).
        func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    /// Adam7's passes: start column, start row, column step, row step.
    static let adam7: [(Int, Int, Int, Int)] = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// Decodes a PNG file to straight RGBA8 pixels, packed `r | g << 8 | b << 16 | a << 24`.
    /// The image's size and its pixels as RGBA8, premultiplied (each row as it is converted) when
    /// asked, straight otherwise.
    static func decode(
        _ data: [UInt8], limits: ImageLimits, premultiplied: Bool = false
    ) throws(PNGError) -> (width: Int, height: Int, pixels: [UInt32]) {
        guard data.count >= 8, data[0..<8].elementsEqual(Bitmap.pngSignature) else { throw .notPNG }
        var header: Header?
        var palette: [UInt32] = []
        var transparency: [UInt8]?
        var imageData: [Range<Int>] = []
        var sawEnd = false
        var offset = 8
        while offset < data.count {
            guard data.count - offset >= 12 else {
                throw .truncated(detail: "the file ends inside a chunk header at byte \(offset)")
            }
            let length = Int(readUInt32(data, offset))
            let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, data[offset + 4..<offset + 8].allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw .malformed(detail: "a chunk at byte \(offset) has a bad type or length")
            }
            guard length <= data.count - offset - 12 else {
                throw .truncated(detail: "the \(type) chunk at byte \(offset) claims \(length) bytes, but the file ends after \(max(0, data.count - offset - 8))")
            }
            let body = offset + 8..<offset + 8 + length
            let expectedCRC = readUInt32(data, body.upperBound)
            let actualCRC = data.withUnsafeBufferPointer { bytes in
                UInt32(crc32(0, bytes.baseAddress! + offset + 4, UInt32(length + 4)))
            }
            guard expectedCRC == actualCRC else { throw .malformed(detail: "the \(type) chunk at byte \(offset) fails its CRC check") }
            if header == nil && type != "IHDR" { throw .malformed(detail: "the first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR":
                guard header == nil else { throw .malformed(detail: "a second IHDR chunk") }
                header = try readHeader(data[body], limits: limits)
            case "PLTE":
                guard length % 3 == 0, (3...768).contains(length), imageData.isEmpty else {
                    throw .malformed(detail: "the PLTE chunk has \(length) bytes (entries of 3, at most 256, before the image data)")
                }
                palette = stride(from: body.lowerBound, to: body.upperBound, by: 3).map {
                    UInt32(data[$0]) | UInt32(data[$0 + 1]) << 8 | UInt32(data[$0 + 2]) << 16 | 0xFF00_0000
                }
            case "tRNS":
                transparency = Array(data[body])
            case "IDAT":
                if let last = imageData.last, last.upperBound + 12 != body.lowerBound {
                    throw .malformed(detail: "the IDAT chunks are not consecutive")
                }
                imageData.append(body)
            case "IEND":
                sawEnd = true
            default:
                // Unknown critical chunks (upper-case first letter) cannot be skipped safely.
                if (65...90).contains(data[offset + 4]) { throw .malformed(detail: "unknown critical chunk \(type)") }
            }
            offset = body.upperBound + 4
            if sawEnd { break }
        }
        guard let header else { throw .truncated(detail: "no IHDR chunk") }
        guard !imageData.isEmpty else { throw .truncated(detail: "no image data (IDAT)") }
        guard sawEnd else { throw .truncated(detail: "the file ends before its IEND chunk") }
        if header.colorType == 3 && palette.isEmpty { throw .malformed(detail: "a palette image without a PLTE chunk") }
        if let transparency {
            switch header.colorType {
            case 0 where transparency.count == 2, 2 where transparency.count == 6: break
            case 3 where transparency.count <= palette.count:
                for (index, alpha) in transparency.enumerated() {
                    palette[index] = palette[index] & 0x00FF_FFFF | UInt32(alpha) << 24
                }
            default:
                throw .malformed(detail: "a tRNS chunk of \(transparency.count) bytes does not fit colour type \(header.colorType)")
            }
        }

        let passes = header.interlaced ? adam7 : [(0, 0, 1, 1)]
        var expected = 0
        var passSizes: [(width: Int, height: Int)] = []
        for (x0, y0, dx, dy) in passes {
            let width = header.width > x0 ? (header.width - x0 + dx - 1) / dx : 0
            let height = header.height > y0 ? (header.height - y0 + dy - 1) / dy : 0
            passSizes.append((width, height))
            if width > 0 && height > 0 { expected += height * (1 + header.rowBytes(width)) }
        }
        let inflater = try RowInflater(data: data, chunks: imageData, expectedSize: expected)

        // Every pixel is written below (the passes of an interlaced image cover them all), so the
        // memory is not cleared first.
        var pixels = [UInt32](unsafeUninitializedCapacity: header.width * header.height) { _, count in
            count = header.width * header.height
        }
        let bytesPerPixel = max(1, header.bitsPerPixel / 8)
        // Rows are inflated one at a time into two buffers (this row and the one above), undone
        // and converted while in cache: no buffer of the whole inflated image.
        let widest = passSizes.map { header.rowBytes($0.width) }.max() ?? 0
        var current = [UInt8](repeating: 0, count: widest + 1)
        var previous = [UInt8](repeating: 0, count: widest + 1)
        for (index, pass) in passSizes.enumerated() where pass.width > 0 && pass.height > 0 {
            let (x0, y0, dx, dy) = passes[index]
            let rowBytes = header.rowBytes(pass.width)
            for i in 0..<previous.count { previous[i] = 0 }
            for row in 0..<pass.height {
                try current.withUnsafeMutableBufferPointer { line throws(PNGError) in
                    try inflater.read(into: line.baseAddress!, count: rowBytes + 1)
                    try previous.withUnsafeBufferPointer { above throws(PNGError) in
                        try pixels.withUnsafeMutableBufferPointer { output throws(PNGError) in
                            let samples = line.baseAddress! + 1
                            try unfilter(samples, up: above.baseAddress! + 1, filter: line[0], rowBytes: rowBytes, bytesPerPixel: bytesPerPixel)
                            let target = output.baseAddress! + (y0 + row * dy) * header.width + x0
                            try convert(samples, count: pass.width, header: header, palette: palette, transparency: transparency, into: target, step: dx)
                            if premultiplied {
                                for x in 0..<pass.width { target[x * dx] = Bitmap.premultiply(target[x * dx]) }
                            }
                        }
                    }
                }
                swap(&current, &previous)
            }
        }
        try inflater.finish()
        return (header.width, header.height, pixels)
    }

    private static func readUInt32(_ data: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
    }

    private static func readHeader(_ bytes: ArraySlice<UInt8>, limits: ImageLimits) throws(PNGError) -> Header {
        guard bytes.count == 13 else { throw .malformed(detail: "the IHDR chunk has \(bytes.count) bytes, not 13") }
        let base = bytes.startIndex
        let array = Array(bytes)
        let width = Int(readUInt32(array, 0)), height = Int(readUInt32(array, 4))
        let bitDepth = Int(bytes[base + 8]), colorType = Int(bytes[base + 9])
        let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let depths = allowed[colorType], depths.contains(bitDepth) else {
            throw .malformed(detail: "bit depth \(bitDepth) with colour type \(colorType) is not a PNG format")
        }
        guard bytes[base + 10] == 0, bytes[base + 11] == 0, bytes[base + 12] <= 1 else {
            throw .malformed(detail: "unknown compression, filter or interlace method in IHDR")
        }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else { throw .malformed(detail: "the IHDR size exceeds PNG's range") }
        do {
            try limits.check(width: width, height: height)
        } catch {
            if case .emptySize = error { throw .emptySize }
            throw .tooLarge(width: width, height: height, limits: limits)
        }
        return Header(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlaced: bytes[base + 12] == 1)
    }

    /// Inflates the IDAT chunks a row at a time, `expectedSize` bytes in all: data that ends
    /// short, or would inflate past the size (a decompression bomb), is refused without inflating
    /// the rest.
    private final class RowInflater {
        private var stream = z_stream()
        /// The file's bytes, owned here so zlib's input pointer stays valid between rows.
        private let data: UnsafeMutableBufferPointer<UInt8>
        private let chunks: [Range<Int>]
        private var nextChunk = 0
        private var status = Z_OK
        private var produced = 0
        private let expectedSize: Int

        init(data: [UInt8], chunks: [Range<Int>], expectedSize: Int) throws(PNGError) {
            self.data = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, data.count))
            _ = self.data.initialize(from: data)
            self.chunks = chunks
            self.expectedSize = expectedSize
            guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                self.data.deallocate()
                throw .malformed(detail: "zlib could not start")
            }
            // Every chunk's CRC is checked already; zlib's own Adler-32 over the inflated image
            // would check the same bytes a second time.
            inflateValidate(&stream, 0)
        }

        deinit {
            inflateEnd(&stream)
            data.deallocate()
        }

        /// Points zlib at the next chunk when the current one is used up; false when none is left.
        private func refill() -> Bool {
            guard stream.avail_in == 0 else { return true }
            guard nextChunk < chunks.count else { return false }
            let chunk = chunks[nextChunk]
            nextChunk += 1
            stream.next_in = data.baseAddress! + chunk.lowerBound
            stream.avail_in = UInt32(chunk.count)
            return true
        }

        private func step(into output: UnsafeMutablePointer<UInt8>, count: Int) throws(PNGError) -> Int {
            stream.next_out = output
            stream.avail_out = UInt32(count)
            status = CZlib.inflate(&stream, Z_NO_FLUSH)
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw .malformed(detail: "the image data is not a valid zlib stream (\(stream.msg.map { String(cString: $0) } ?? "error \(status)"))")
            }
            return count - Int(stream.avail_out)
        }

        /// Fills exactly `count` bytes, or says why the data ends short. zlib may hold output
        /// back when a row is full, so it is asked again even when no input is left.
        func read(into output: UnsafeMutablePointer<UInt8>, count: Int) throws(PNGError) {
            var filled = 0
            while filled < count {
                guard status != Z_STREAM_END else {
                    throw .truncated(detail: "the image data ends after \(produced) of \(expectedSize) bytes")
                }
                let hasInput = refill()
                let made = try step(into: output + filled, count: count - filled)
                filled += made
                produced += made
                if made == 0 && (!hasInput || stream.avail_in > 0) && status != Z_STREAM_END {
                    throw .truncated(detail: "the image data ends after \(produced) of \(expectedSize) bytes")
                }
            }
        }

        /// After the last row: the stream must end here, with nothing more to inflate.
        func finish() throws(PNGError) {
            var spare: UInt8 = 0
            while status != Z_STREAM_END {
                let hasInput = refill()
                let made = try step(into: &spare, count: 1)
                if made > 0 { throw .malformed(detail: "the image data inflates past the \(expectedSize) bytes the header implies") }
                if (!hasInput || stream.avail_in > 0) && status != Z_STREAM_END {
                    throw .truncated(detail: "the image data's zlib stream does not end")
                }
            }
        }
    }

    /// Reverses one of the five PNG row filters on a row in place, given the row above (zeros
    /// above the first).
    @inline(__always)
    private static func unfilter(
        _ line: UnsafeMutablePointer<UInt8>, up: UnsafePointer<UInt8>, filter: UInt8, rowBytes: Int, bytesPerPixel bpp: Int
    ) throws(PNGError) {
        switch filter {
        case 0:
            break
        case 1:
            if rowBytes > bpp { for i in bpp..<rowBytes { line[i] &+= line[i - bpp] } }
        case 2:
            for i in 0..<rowBytes { line[i] &+= up[i] }
        case 3:
            for i in 0..<min(bpp, rowBytes) { line[i] &+= up[i] >> 1 }
            if rowBytes > bpp {
                for i in bpp..<rowBytes { line[i] &+= UInt8((Int(line[i - bpp]) + Int(up[i])) >> 1) }
            }
        case 4 where bpp == 4:
            paethRGBA(line, up, rowBytes)
        case 4:
            for i in 0..<min(bpp, rowBytes) { line[i] &+= up[i] }   // Paeth with a = c = 0 picks b
            if rowBytes > bpp {
                for i in bpp..<rowBytes {
                    let a = Int(line[i - bpp]), b = Int(up[i]), c = Int(up[i - bpp])
                    let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                    line[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                }
            }
        default:
            throw .malformed(detail: "unknown row filter \(filter)")
        }
    }

    /// Undoes the Paeth filter on a row of 4-byte pixels, the four samples of a pixel at once in
    /// 16-bit lanes (each pixel depends on the one before it, so pixels go in order).
    @inline(__always)
    private static func paethRGBA(_ line: UnsafeMutablePointer<UInt8>, _ up: UnsafePointer<UInt8>, _ rowBytes: Int) {
        @inline(__always) func load(_ p: UnsafePointer<UInt8>) -> SIMD4<Int16> {
            SIMD4<Int16>(truncatingIfNeeded: SIMD4<UInt8>(p[0], p[1], p[2], p[3]))
        }
        @inline(__always) func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> { pointwiseMax(v, SIMD4<Int16>.zero &- v) }
        var a = SIMD4<Int16>.zero, c = SIMD4<Int16>.zero
        var i = 0
        while i + 4 <= rowBytes {
            let b = load(up + i)
            let pa = magnitude(b &- c), pb = magnitude(a &- c), pc = magnitude(a &+ b &- c &- c)
            var predictor = c.replacing(with: b, where: pb .<= pc)
            predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
            let value = (load(UnsafePointer(line + i)) &+ predictor) & 0xFF
            let bytes = SIMD4<UInt8>(truncatingIfNeeded: value)
            line[i] = bytes[0]; line[i + 1] = bytes[1]; line[i + 2] = bytes[2]; line[i + 3] = bytes[3]
            a = value
            c = b
            i += 4
        }
    }

    /// One row of samples to straight RGBA8, written every `step` pixels.
    private static func convert(
        _ line: UnsafePointer<UInt8>, count: Int, header: Header, palette: [UInt32], transparency: [UInt8]?,
        into output: UnsafeMutablePointer<UInt32>, step: Int
    ) throws(PNGError) {
        let depth = header.bitDepth
        // The common 8-bit formats, without per-sample dispatch.
        if depth == 8 && transparency == nil {
            switch header.colorType {
            case 6:
                for x in 0..<count {
                    let p = line + 4 * x
                    output[x * step] = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | UInt32(p[3]) << 24
                }
                return
            case 2:
                for x in 0..<count {
                    let p = line + 3 * x
                    output[x * step] = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16 | 0xFF00_0000
                }
                return
            default:
                break
            }
        }
        func sample(_ index: Int) -> Int {
            switch depth {
            case 16: return Int(line[2 * index]) << 8 | Int(line[2 * index + 1])
            case 8: return Int(line[index])
            default:
                let bit = index * depth
                return Int(line[bit >> 3] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1)
            }
        }
        func eight(_ value: Int) -> UInt32 {
            switch depth {
            case 16: return UInt32((value * 255 + 32767) / 65535)
            case 8: return UInt32(value)
            default: return UInt32(value * 255 / ((1 << depth) - 1))
            }
        }
        let key: [Int]? = transparency.flatMap { bytes in
            header.colorType == 3 ? nil : stride(from: 0, to: bytes.count, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
        }
        for x in 0..<count {
            let pixel: UInt32
            switch header.colorType {
            case 0:
                let grey = sample(x), value = eight(grey)
                let alpha: UInt32 = key.map { $0[0] == grey } == true ? 0 : 255
                pixel = value | value << 8 | value << 16 | alpha << 24
            case 2:
                let r = sample(3 * x), g = sample(3 * x + 1), b = sample(3 * x + 2)
                let alpha: UInt32 = key.map { $0 == [r, g, b] } == true ? 0 : 255
                pixel = eight(r) | eight(g) << 8 | eight(b) << 16 | alpha << 24
            case 3:
                let index = sample(x)
                guard index < palette.count else { throw .malformed(detail: "palette index \(index) past the \(palette.count) entries") }
                pixel = palette[index]
            case 4:
                let value = eight(sample(2 * x))
                pixel = value | value << 8 | value << 16 | eight(sample(2 * x + 1)) << 24
            default:
                pixel = eight(sample(4 * x)) | eight(sample(4 * x + 1)) << 8 | eight(sample(4 * x + 2)) << 16 | eight(sample(4 * x + 3)) << 24
            }
            output[x * step] = pixel
        }
    }
}
