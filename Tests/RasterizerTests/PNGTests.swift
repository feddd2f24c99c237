import DesignTokens
import Foundation
import Testing
@testable import Rasterizer

@Suite struct PNGTests {
    func sample() throws -> Bitmap {
        let canvas = try Canvas(width: 23, height: 17, background: .white)
        canvas.fill(.circle(center: Point(x: 11, y: 8), radius: 7), with: .solid(Color(red8: 200, green8: 30, blue8: 90, alpha: 0.7)))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 5.5, height: 4)), with: .solid(.clear.withAlpha(0)))
        return canvas.bitmap
    }

    @Test func roundTripKeepsOpaquePixelsExactly() throws {
        let bitmap = try sample()
        let decoded = try Bitmap(pngData: try bitmap.pngData())
        #expect(decoded == bitmap)
    }

    /// An opaque picture is written as RGB (libpng dropping the alpha byte), a translucent one as
    /// RGBA, and reads back to the same pixels.
    @Test func anOpaquePictureIsWrittenAsRGB() throws {
        let opaque = try sample()
        let png = try opaque.pngData()
        #expect(png[25] == 2, "IHDR colour type")
        #expect(try Bitmap(pngData: png) == opaque)
        var translucent = opaque
        translucent[0, 0] = PremultipliedPixel(red: 10, green: 20, blue: 30, alpha: 40)
        #expect(try translucent.pngData()[25] == 6)
    }

    @Test func decodeThenEncodeThenDecodeGivesTheSamePixels() throws {
        var translucent = try Bitmap(width: 3, height: 1)
        translucent[0, 0] = PremultipliedPixel(red: 10, green: 20, blue: 30, alpha: 40)
        translucent[1, 0] = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0)
        translucent[2, 0] = PremultipliedPixel(red: 255, green: 128, blue: 0, alpha: 255)
        let once = try Bitmap(pngData: try translucent.pngData())
        let twice = try Bitmap(pngData: try once.pngData())
        #expect(once == twice)
        #expect(once[2, 0] == translucent[2, 0])
    }

    @Test func encodingIsDeterministicAndHasOnlyCriticalChunks() throws {
        let bitmap = try sample()
        let first = try bitmap.pngData(), second = try bitmap.pngData()
        #expect(first == second)
        #expect(chunkTypes(first).allSatisfy { ["IHDR", "IDAT", "IEND"].contains($0) })
    }

    @Test func nonPNGDataIsRefused() {
        #expect(throws: PNGError.notPNG) { try Bitmap(pngData: Array("GIF89a, not a PNG".utf8)) }
        #expect(throws: PNGError.notPNG) { try Bitmap(pngData: []) }
    }

    @Test func truncatedDataIsRefused() throws {
        let bytes = try sample().pngData()
        for length in [12, 40, bytes.count / 2, bytes.count - 13] {
            do {
                _ = try Bitmap(pngData: Array(bytes.prefix(length)))
                Issue.record("a PNG cut to \(length) bytes decoded")
            } catch {
                switch error {
                case .truncated, .malformed: break
                default: Issue.record("unexpected error \(error) at length \(length)")
                }
            }
        }
    }

    @Test func corruptChecksumIsRefused() throws {
        var bytes = try sample().pngData()
        bytes[29] ^= 0xFF  // inside IHDR's CRC (8 signature + 8 header + 13 data)
        #expect {
            try Bitmap(pngData: bytes)
        } throws: { error in
            guard case PNGError.malformed(let detail) = error else { return false }
            return detail.lowercased().contains("crc")
        }
    }

    @Test func oversizeHeaderIsRefusedBeforeAllocating() throws {
        var bytes = try sample().pngData()
        // Width and height 100000 in IHDR, with a recomputed CRC so the header itself is valid.
        let side: [UInt8] = [0x00, 0x01, 0x86, 0xA0]
        bytes.replaceSubrange(16..<20, with: side)
        bytes.replaceSubrange(20..<24, with: side)
        let crc = PNGColorTypeTests.crc32(Array(bytes[12..<29]))
        bytes.replaceSubrange(29..<33, with: withUnsafeBytes(of: crc.bigEndian, Array.init))
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limits: .standard)) {
            try Bitmap(pngData: bytes)
        }
        let small = ImageLimits(maximumSide: 10, maximumPixels: 100)
        #expect(throws: PNGError.tooLarge(width: 23, height: 17, limits: small)) {
            try Bitmap(pngData: try sample().pngData(), limits: small)
        }
    }

    func chunkTypes(_ png: [UInt8]) -> [String] {
        var types: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
