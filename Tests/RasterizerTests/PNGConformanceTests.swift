import Foundation
import Testing
@testable import Rasterizer

/// The decoder against fixtures written by pypng (an independent encoder) for every colour type,
/// bit depth, palette, transparency and interlace, each with the pixels it must give, computed
/// from the samples written rather than by decoding (`Fixtures/PNGSuite/make_fixtures.py`).
@Suite struct PNGConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/PNGSuite")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }
            .map { String($0.dropLast(4)) }.sorted()
    }

    static func file(_ name: String, _ kind: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(name).\(kind)")))
    }

    @Test func everyFormatIsCovered() {
        #expect(Self.names.count >= 59)
        for format in ["grey1", "grey2", "grey4", "grey8", "grey16", "rgb8", "rgb16", "palette1", "palette8", "grey-alpha16", "rgba16"] {
            #expect(Self.names.contains(format) && Self.names.contains(format + "-interlaced"))
        }
    }

    @Test(arguments: names) func decodesToTheExpectedPixels(name: String) throws {
        let bitmap = try Bitmap(pngData: try Self.file(name, "png"))
        let expected = try Self.file(name, "rgba")
        #expect(bitmap.width * bitmap.height * 4 == expected.count)
        var mismatches: [String] = []
        bitmap.withUnsafePixels { pixels in
            for index in 0..<(bitmap.width * bitmap.height) {
                let straight = UInt32(expected[4 * index]) | UInt32(expected[4 * index + 1]) << 8 | UInt32(expected[4 * index + 2]) << 16
                    | UInt32(expected[4 * index + 3]) << 24
                let want = Bitmap.premultiply(straight)
                if pixels[index] != want && mismatches.count < 3 {
                    mismatches.append("pixel (\(index % bitmap.width), \(index / bitmap.width)): \(String(pixels[index], radix: 16)) instead of \(String(want, radix: 16))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches.joined(separator: "; "))")
    }

    /// libpng's simplified API got these wrong: interlaced 16-bit files, and dark levels of
    /// 16-bit files with gAMA (2 is right for 514/65535, as for a browser that shows it untagged).
    @Test func sixteenBitInterlacedAndGammaFilesKeepTheirValues() throws {
        for name in ["rgba16-interlaced", "grey16-interlaced", "grey-alpha16-interlaced", "grey16-gama", "rgba16-gama-interlaced"] {
            let bitmap = try Bitmap(pngData: try Self.file(name, "png"))
            let expected = try Self.file(name, "rgba")
            let decoded = bitmap.withUnsafePixels { Array($0) }
            #expect(decoded == (0..<(expected.count / 4)).map { i in
                Bitmap.premultiply(UInt32(expected[4 * i]) | UInt32(expected[4 * i + 1]) << 8 | UInt32(expected[4 * i + 2]) << 16 | UInt32(expected[4 * i + 3]) << 24)
            }, "\(name)")
        }
        // grey16-gama's fifth sample is 514: level 2, not 0.
        let gamma = try Bitmap(pngData: try Self.file("grey16-gama", "png"))
        #expect(gamma.withUnsafePixels { $0[4] } & 0xFF == 2)
    }

    /// Every prefix of a file is refused: a cut anywhere, even inside the last IDAT's CRC with
    /// IEND missing, is a `PNGError`, never a picture.
    @Test(arguments: ["palette2-interlaced", "rgb16", "grey1-trns"]) func everyTruncationIsRefused(name: String) throws {
        let data = try Self.file(name, "png")
        for length in 0..<data.count {
            #expect(throws: PNGError.self, "\(name) cut to \(length) bytes") { try Bitmap(pngData: Array(data[0..<length])) }
        }
        // The smallest case: IEND gone, and the last IDAT's CRC cut after two bytes.
        let iend = data.count - 12
        #expect(throws: PNGError.self) { try Bitmap(pngData: Array(data[0..<(iend - 2)])) }
    }

    @Test func aCorruptedByteIsRefused() throws {
        var data = try Self.file("rgba8", "png")
        data[data.count - 20] ^= 0x40   // inside the IDAT: its CRC no longer matches
        #expect(throws: PNGError.self) { try Bitmap(pngData: data) }
    }
}

/// Files built to exhaust memory or time are refused before they can.
@Suite struct PNGHostileInputTests {
    /// A 2 × 2 RGBA8 header.
    static func header() -> [UInt8] {
        var file = Bitmap.pngSignature
        PNGColorTypeTests.chunk("IHDR", PNGColorTypeTests.bigEndian(2) + PNGColorTypeTests.bigEndian(2) + [8, 6, 0, 0, 0], into: &file)
        return file
    }

    @Test func aChunkClaimingGigabytesIsRefusedWithoutAllocating() {
        var file = Self.header()
        file += PNGColorTypeTests.bigEndian(0x7FFF_FFFF) + Array("tEXt".utf8) + [0, 0, 0, 0]
        #expect(file.count <= 48)
        #expect(throws: PNGError.self) { try Bitmap(pngData: file) }
    }

    @Test func imageDataThatInflatesPastTheImageIsRefused() throws {
        // 2 × 2 RGBA needs 18 bytes; this stream inflates to 10 MB of zeros.
        let bomb = try PNGEncoder.deflate([UInt8](repeating: 0, count: 10_000_000))
        var file = Self.header()
        PNGColorTypeTests.chunk("IDAT", bomb, into: &file)
        PNGColorTypeTests.chunk("IEND", [], into: &file)
        #expect {
            try Bitmap(pngData: file)
        } throws: { error in
            "\(error)".contains("inflates past")
        }
    }

    @Test func aHugeDeclaredSizeIsRefusedBeforeAllocating() {
        var file = Bitmap.pngSignature
        PNGColorTypeTests.chunk("IHDR", PNGColorTypeTests.bigEndian(100_000) + PNGColorTypeTests.bigEndian(100_000) + [8, 6, 0, 0, 0], into: &file)
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limits: .standard)) { try Bitmap(pngData: file) }
    }
}

/// Each of the five row filters, applied here by their definitions in the PNG specification,
/// decodes back to the same pixels (three bytes a pixel, so the left neighbour is 3 back).
@Suite struct PNGRowFilterTests {
    static func filtered(_ rows: [[UInt8]], type: UInt8, bpp: Int) -> [UInt8] {
        var out: [UInt8] = []
        for (y, row) in rows.enumerated() {
            let up = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: row.count)
            out.append(type)
            for i in row.indices {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(up[i]), c = i >= bpp ? Int(up[i - bpp]) : 0
                let predictor: Int
                switch type {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predictor = 0
                }
                out.append(UInt8(truncatingIfNeeded: Int(row[i]) - predictor))
            }
        }
        return out
    }

    @Test(arguments: [0, 1, 2, 3, 4] as [UInt8]) func everyFilterDecodes(type: UInt8) throws {
        var seed: UInt32 = 12345
        let width = 7, height = 5
        let rows = (0..<height).map { _ in (0..<(width * 3)).map { _ -> UInt8 in seed = seed &* 1_103_515_245 &+ 12345; return UInt8(seed >> 24) } }
        var file = Bitmap.pngSignature
        PNGColorTypeTests.chunk("IHDR", PNGColorTypeTests.bigEndian(UInt32(width)) + PNGColorTypeTests.bigEndian(UInt32(height)) + [8, 2, 0, 0, 0], into: &file)
        PNGColorTypeTests.chunk("IDAT", try PNGEncoder.deflate(Self.filtered(rows, type: type, bpp: 3)), into: &file)
        PNGColorTypeTests.chunk("IEND", [], into: &file)
        let bitmap = try Bitmap(pngData: file)
        let pixels = bitmap.withUnsafePixels { Array($0) }
        var expected: [UInt32] = []
        for row in rows {
            for x in 0..<width {
                let red = UInt32(row[3 * x]), green = UInt32(row[3 * x + 1]), blue = UInt32(row[3 * x + 2])
                expected.append(red | green << 8 | blue << 16 | 0xFF00_0000)
            }
        }
        #expect(pixels == expected)
    }
}
