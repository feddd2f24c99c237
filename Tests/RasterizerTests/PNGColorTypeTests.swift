import Testing
@testable import Rasterizer

/// Decoding every PNG colour type and bit depth, from small files written here byte by byte
/// (uncompressed deflate blocks), so the fixtures are independent of any encoder.
@Suite struct PNGColorTypeTests {
    /// Builds a PNG from raw scanlines (without filter bytes; filter 0 is added).
    static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
                    palette: [UInt8]? = nil, transparency: [UInt8]? = nil) -> [UInt8] {
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw += row }
        var zlibStream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, raw.count - offset)
            let isLast: UInt8 = offset + length == raw.count ? 1 : 0
            zlibStream += [isLast, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlibStream += raw[offset..<offset + length]
            offset += length
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlibStream += bigEndian(b << 16 | a)
        var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, 0], into: &file)
        if let palette { chunk("PLTE", palette, into: &file) }
        if let transparency { chunk("tRNS", transparency, into: &file) }
        chunk("IDAT", zlibStream, into: &file)
        chunk("IEND", [], into: &file)
        return file
    }

    static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
        let body = Array(type.utf8) + data
        file += bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    func pixels(_ data: [UInt8]) throws -> [PremultipliedPixel] {
        let bitmap = try Bitmap(pngData: data)
        return (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap[$0, y] } }
    }

    func grey(_ v: UInt8) -> PremultipliedPixel { PremultipliedPixel(red: v, green: v, blue: v, alpha: 255) }

    @Test func greyAtOneBit() throws {
        let data = Self.png(width: 4, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1010_0000]])
        #expect(try pixels(data) == [grey(255), grey(0), grey(255), grey(0)])
    }

    @Test func greyAtTwoAndFourBits() throws {
        let two = Self.png(width: 4, height: 1, bitDepth: 2, colorType: 0, rows: [[0b00_01_10_11]])
        #expect(try pixels(two) == [grey(0), grey(85), grey(170), grey(255)])
        let four = Self.png(width: 2, height: 1, bitDepth: 4, colorType: 0, rows: [[0x0F]])
        #expect(try pixels(four) == [grey(0), grey(255)])
    }

    @Test func greyAtEightAndSixteenBits() throws {
        #expect(try pixels(Self.png(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[7, 200]])) == [grey(7), grey(200)])
        let sixteen = Self.png(width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [[0x12, 0x34, 0xFF, 0xFF]])
        #expect(try pixels(sixteen) == [grey(0x12), grey(255)])
    }

    @Test func greyWithAlpha() throws {
        let data = Self.png(width: 2, height: 1, bitDepth: 8, colorType: 4, rows: [[200, 255, 200, 0]])
        #expect(try pixels(data) == [grey(200), PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0)])
        let sixteen = Self.png(width: 1, height: 1, bitDepth: 16, colorType: 4, rows: [[0xFF, 0xFF, 0x80, 0x00]])
        #expect(try pixels(sixteen) == [PremultipliedPixel(red: 128, green: 128, blue: 128, alpha: 128)])
    }

    @Test func rgbAtEightAndSixteenBits() throws {
        let eight = Self.png(width: 1, height: 1, bitDepth: 8, colorType: 2, rows: [[10, 20, 30]])
        #expect(try pixels(eight) == [PremultipliedPixel(red: 10, green: 20, blue: 30, alpha: 255)])
        let sixteen = Self.png(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[10, 0, 20, 0, 30, 0]])
        #expect(try pixels(sixteen) == [PremultipliedPixel(red: 10, green: 20, blue: 30, alpha: 255)])
    }

    @Test func rgbaIsPremultiplied() throws {
        let data = Self.png(width: 1, height: 1, bitDepth: 8, colorType: 6, rows: [[255, 128, 0, 128]])
        #expect(try pixels(data) == [PremultipliedPixel(red: 128, green: 64, blue: 0, alpha: 128)])
    }

    @Test func paletteWithAndWithoutTransparency() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let plain = Self.png(width: 3, height: 1, bitDepth: 8, colorType: 3, rows: [[2, 1, 0]], palette: palette)
        #expect(try pixels(plain) == [
            PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255), PremultipliedPixel(red: 0, green: 255, blue: 0, alpha: 255),
            PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255),
        ])
        let transparent = Self.png(width: 3, height: 1, bitDepth: 2, colorType: 3, rows: [[0b00_01_10_00]], palette: palette, transparency: [0, 128])
        #expect(try pixels(transparent) == [
            PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0), PremultipliedPixel(red: 0, green: 128, blue: 0, alpha: 128),
            PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255),
        ])
    }

    @Test func zeroSizeHeaderIsRefused() {
        let data = Self.png(width: 0, height: 1, bitDepth: 8, colorType: 0, rows: [])
        #expect(throws: PNGError.self) { try Bitmap(pngData: data) }
    }

    @Test func badHeaderValuesAreRefused() {
        // Bit depth 3 does not exist.
        let data = Self.png(width: 1, height: 1, bitDepth: 3, colorType: 0, rows: [[0]])
        #expect {
            try Bitmap(pngData: data)
        } throws: { error in
            if case PNGError.malformed = error { return true } else { return false }
        }
    }
}
