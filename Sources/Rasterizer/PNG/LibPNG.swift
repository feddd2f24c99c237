// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import CPNGCodec
import Foundation

/// PNG through libpng, by way of the C shim `CPNGCodec` (which keeps libpng's `longjmp` errors
/// inside C frames): decoding to premultiplied RGBA8, and writing rows already packed.
enum LibPNG {
    /// The most an ancillary chunk libpng keeps (iCCP, once inflated) may take.
    static let maximumChunkBytes = 4 * 1024 * 1024

    /// Decodes a PNG file to premultiplied RGBA8 (see `Bitmap.init(pngData:limits:)`); `checkSums`
    /// false skips the CRCs and zlib's Adler-32 (`bento_png_reader_open`).
    static func decode(_ data: [UInt8], limits: ImageLimits, checkSums: Bool = true) throws(PNGError) -> (width: Int, height: Int, pixels: [UInt32]) {
        var message = Message()
        var header = bento_png_header()
        var opened: OpaquePointer?
        let maximumSide = UInt32(clamping: limits.maximumSide)
        return try data.withUnsafeBufferPointer { bytes throws(PNGError) in
            let status = message.withPointer {
                bento_png_reader_open(bytes.baseAddress, bytes.count, maximumSide, maximumChunkBytes, checkSums ? 1 : 0, &opened, &header, $0)
            }
            guard status == BENTO_PNG_OK, let reader = opened else {
                throw error(status, message.text, header: header, limits: limits)
            }
            defer { bento_png_reader_free(reader) }
            let width = Int(header.width), height = Int(header.height)
            guard width.multipliedReportingOverflow(by: height).partialValue <= limits.maximumPixels else {
                throw .tooLarge(width: width, height: height, limits: limits)
            }
            var readStatus = BENTO_PNG_OK
            // Every pixel is written by the reader (or the array is dropped), so it is not cleared first.
            let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                readStatus = message.withPointer { bento_png_reader_read(reader, buffer.baseAddress, $0) }
                count = width * height
            }
            guard readStatus == BENTO_PNG_OK else { throw error(readStatus, message.text, header: header, limits: limits) }
            return (width, height, pixels)
        }
    }

    /// What a PNG to write holds besides its rows.
    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colourType: Int
        /// RGB triples, for a palette image.
        var palette: [UInt8] = []
        /// Alpha for the first palette entries.
        var transparency: [UInt8] = []
        /// Rows of four bytes a pixel written as RGB (colour type 2): libpng drops the fourth.
        var dropsFiller = false
    }

    /// How the rows are compressed.
    struct Compression: Equatable {
        var filtering: bento_png_filtering
        var level: Int32
        var runLength: Bool

        /// Paeth rows, zlib level 1 with run-length matching: UI images are flat colour and straight
        /// edges, where Paeth residuals are long runs of zeros.
        static let fast = Compression(filtering: BENTO_PNG_PAETH, level: 1, runLength: true)
    }

    /// Writes `rows` (packed as the header's colour type and depth store them, `rowBytes` each).
    static func encode(
        _ header: Header, rows: UnsafeBufferPointer<UInt8>, rowLength rowBytes: Int, compression: Compression
    ) throws(PNGError) -> [UInt8] {
        precondition(rows.count >= rowBytes * header.height, "rows shorter than the image")
        var message = Message()
        var output = bento_png_output()
        defer { free(output.bytes) }
        let status = header.palette.withUnsafeBufferPointer { palette in
            header.transparency.withUnsafeBufferPointer { transparency in
                var settings = bento_png_write_settings(
                    width: UInt32(header.width), height: UInt32(header.height), bit_depth: Int32(header.bitDepth),
                    color_type: Int32(header.colourType), palette: palette.baseAddress, palette_entries: Int32(palette.count / 3),
                    transparency: transparency.baseAddress, transparency_count: Int32(transparency.count),
                    filtering: compression.filtering, level: compression.level, run_length: compression.runLength ? 1 : 0,
                    drops_filler: header.dropsFiller ? 1 : 0)
                return message.withPointer { bento_png_write(&settings, rows.baseAddress, rowBytes, &output, $0) }
            }
        }
        guard status == BENTO_PNG_OK else { throw .encodingFailed(detail: message.text) }
        return Array(UnsafeBufferPointer(start: output.bytes, count: output.count))
    }

    private static func error(_ status: bento_png_status, _ message: String, header: bento_png_header, limits: ImageLimits) -> PNGError {
        switch status {
        case BENTO_PNG_NOT_PNG: return .notPNG
        case BENTO_PNG_TRUNCATED: return .truncated(detail: message)
        case BENTO_PNG_TOO_LARGE: return .tooLarge(width: Int(header.width), height: Int(header.height), limits: limits)
        default: return .malformed(detail: message)
        }
    }

    /// The buffer libpng's message is copied into.
    private struct Message {
        var bytes = [CChar](repeating: 0, count: Int(BENTO_PNG_MESSAGE_SIZE))

        mutating func withPointer<T>(_ body: (UnsafeMutablePointer<CChar>) -> T) -> T {
            bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
        }

        var text: String {
            bytes.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
    }
}
