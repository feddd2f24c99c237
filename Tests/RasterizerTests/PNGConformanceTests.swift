import BentoZlib
import Foundation
import Testing
@testable import Rasterizer

/// The decoder against what Chromium shows for the same files: PngSuite (libpng's copy), libpng's
/// own test images (every colour type and depth, linear, 1.8 and sRGB gamma, with and without
/// tRNS), pypng-written files (every format, interlaced), and variants at gamma 0.35 to 2.5 and
/// with tRNS and PLTE out of place (`Fixtures/PNGConformance`). The expected pixels are what
/// headless Chromium's canvas `getImageData` returned (`chromium_expected.py`), not ours.
///
/// Tolerance, a channel, compared premultiplied (the canvas keeps premultiplied 8-bit pixels and
/// `getImageData` divides by alpha, so re-premultiplying its answer recovers Chromium's own value
/// within rounding):
/// - 1 level for files of 1 to 8 bits: the gamma conversion rounds in the last place differently.
/// - 2 levels for 16-bit files: Chromium drops the low byte of each sample (colour and alpha),
///   we round to the nearest 8-bit value, and premultiplying carries that into the colour.
/// - 4 levels for 16-bit files whose gamma is converted: Chromium drops the low byte before
///   converting, where the curve is steep (a dark sample of 7935 at gamma 1.0 is 30/255 to it,
///   sRGB 96; from all 16 bits it is 97.6, so 98 here).
@Suite struct PNGConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/PNGConformance")

    /// Where Chromium (which no longer decodes with libpng) and libpng disagree, we follow libpng:
    /// a tRNS chunk that does not fit is ignored, as the PNG specification's errors are.
    static let libpngNotChromium: [String: String] = [
        "variants/trns-grey-wrong-length": "a grey tRNS of 3 bytes (2 expected)",
        "variants/trns-longer-than-palette": "more tRNS entries than the palette has",
    ]

    static func tolerance(for data: [UInt8]) -> Int {
        guard data.count > 24, data[24] == 16 else { return 1 }
        return PNGChunks(data).convertsGamma ? 4 : 2
    }

    static func names(in group: String, withExpectation: Bool = true) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(group).path)) ?? []
        return files.filter { $0.hasSuffix(withExpectation ? ".rgba" : ".png") }.map { "\(group)/\($0.dropLast(withExpectation ? 5 : 4))" }.sorted()
    }

    static var shown: [String] {
        ["pypng", "pngsuite", "testpngs", "variants"].flatMap { names(in: $0) }.filter { libpngNotChromium[$0] == nil }
    }

    /// Files outside damaged/ that Chromium refuses (refused.txt).
    static var refusedByChromium: [String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("refused.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("damaged/") }.map { String($0.dropLast(4)) }
    }

    static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            largest = max(largest, abs(x - y))
        }
        return largest
    }

    static func file(_ name: String, _ kind: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(name).\(kind)")))
    }

    @Test func everyFormatAndGammaIsCovered() {
        let names = Self.shown
        #expect(names.count >= 300)
        for format in ["pypng/grey1", "pypng/grey16", "pypng/rgb16-trns", "pypng/palette2-trns", "pypng/rgba16-interlaced",
                       "pngsuite/basn3p01", "pngsuite/ibasn4a16", "testpngs/gray-16-linear-tRNS", "testpngs/palette-4-1.8",
                       "testpngs/rgb-alpha-16-sRGB"] {
            #expect(names.contains(format), "\(format)")
        }
        for gamma in ["g035", "g045", "g055", "g070", "g100", "g250"] {
            #expect(names.filter { $0.hasSuffix(gamma) }.count >= 10, "\(gamma)")
        }
    }

    /// The collections the files come from, each a test case (one per file printed 319 lines a run).
    static let collections = ["pypng", "pngsuite", "testpngs", "variants"]

    /// Every file of a collection decodes to what Chromium shows; a failure names each file.
    @Test(arguments: collections) func decodesAsChromiumShowsIt(collection: String) throws {
        let names = Self.shown.filter { $0.hasPrefix(collection + "/") }
        #expect(names.count >= 20, "\(collection) has \(names.count) files")
        for name in names {
            do {
                try Self.expectChromiumPixels(name)
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }

    static func expectChromiumPixels(_ name: String) throws {
        let data = try file(name, "png")
        let bitmap = try Bitmap(pngData: data)
        let expected = try file(name, "rgba")
        let tolerance = tolerance(for: data)
        guard bitmap.width * bitmap.height * 4 == expected.count else {
            Issue.record("\(name): \(bitmap.width) × \(bitmap.height) pixels, but Chromium's answer has \(expected.count / 4)")
            return
        }
        var mismatches: [String] = []
        var worst = 0
        bitmap.withUnsafePixels { pixels in
            for index in 0..<(bitmap.width * bitmap.height) {
                let straight = UInt32(expected[4 * index]) | UInt32(expected[4 * index + 1]) << 8 | UInt32(expected[4 * index + 2]) << 16
                    | UInt32(expected[4 * index + 3]) << 24
                let want = Bitmap.premultiply(straight)
                let difference = largestChannelDifference(pixels[index], want)
                worst = max(worst, difference)
                if difference > tolerance && mismatches.count < 3 {
                    mismatches.append("pixel (\(index % bitmap.width), \(index / bitmap.width)): \(String(pixels[index], radix: 16)) instead of \(String(want, radix: 16))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(name), off by up to \(worst): \(mismatches.joined(separator: "; "))")
    }

    @Test(arguments: libpngNotChromium.keys.sorted()) func aTransparencyThatDoesNotFitIsIgnored(name: String) throws {
        let bitmap = try Bitmap(pngData: try Self.file(name, "png"))
        #expect(bitmap.withUnsafePixels { $0.allSatisfy { $0 >> 24 == 255 } }, "\(name): \(Self.libpngNotChromium[name]!)")
    }

    /// What Chromium refuses outside damaged/ (a second PLTE) we refuse too.
    @Test func filesChromiumRefusesAreRefused() throws {
        let refused = Self.refusedByChromium
        #expect(refused.contains("variants/plte-twice"))
        for name in refused {
            #expect(throws: PNGError.self, "\(name)") { try Bitmap(pngData: try Self.file(name, "png")) }
        }
    }

    /// libpng's crash tests: chunks claiming gigabytes, a bad CRC, a bad Adler-32, a bad iCCP, an
    /// IDAT longer than the file.
    /// Chromium shows some of them all the same (it checks neither CRCs nor Adler-32); we refuse
    /// every one, so a damaged reference never passes for a picture.
    @Test func damagedFilesAreRefused() throws {
        let names = Self.names(in: "damaged", withExpectation: false)
        #expect(names.count >= 20)
        for name in names {
            let data = try Self.file(name, "png")
            #expect(throws: PNGError.self, "\(name)") { try Bitmap(pngData: data) }
        }
    }

    /// A gAMA of 1.0 is converted: mid-grey 128 shows as sRGB 188, as in Chromium; sRGB beside it wins.
    @Test func gammaIsConvertedUnlessTheFileSaysSRGB() throws {
        let linear = try Bitmap(pngData: try Self.file("variants/basn0g08-g100", "png"))
        let untagged = try Bitmap(pngData: try Self.file("variants/basn0g08-untagged", "png"))
        let srgb = try Bitmap(pngData: try Self.file("variants/basn0g08-srgb-over-g100", "png"))
        #expect(untagged == srgb)
        #expect(linear != untagged)
        #expect(try Bitmap(pngData: try Self.file("variants/basn0g08-g045", "png")) == untagged, "1/2.2 is sRGB's own gamma")
    }

    /// Every prefix of a file is refused: a cut anywhere, even inside the last IDAT's CRC with
    /// IEND missing, is a `PNGError`, never a picture.
    @Test(arguments: ["pypng/palette2-interlaced", "pypng/rgb16", "pypng/grey1-trns"]) func everyTruncationIsRefused(name: String) throws {
        let data = try Self.file(name, "png")
        for length in 0..<data.count {
            #expect(throws: PNGError.self, "\(name) cut to \(length) bytes") { try Bitmap(pngData: Array(data[0..<length])) }
        }
        // The smallest case: IEND gone, and the last IDAT's CRC cut after two bytes.
        let iend = data.count - 12
        #expect(throws: PNGError.self) { try Bitmap(pngData: Array(data[0..<(iend - 2)])) }
    }

    @Test func aCorruptedByteIsRefused() throws {
        var data = try Self.file("pypng/rgba8", "png")
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
        let bomb = deflated([UInt8](repeating: 0, count: 10_000_000))
        var file = Self.header()
        PNGColorTypeTests.chunk("IDAT", bomb, into: &file)
        PNGColorTypeTests.chunk("IEND", [], into: &file)
        #expect {
            try Bitmap(pngData: file)
        } throws: { error in
            "\(error)".contains("past the image")
        }
    }

    /// A file whose chunk CRCs are right but whose image data's Adler-32 is not is refused:
    /// libpng's check stays on (skipping it would show such files with wrong pixels).
    @Test func aBadAdlerChecksumIsRefused() throws {
        var stream = deflated([0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10, 11, 12, 13, 14, 15, 16])
        stream[stream.count - 1] ^= 0x01
        var file = Self.header()
        PNGColorTypeTests.chunk("IDAT", stream, into: &file)
        PNGColorTypeTests.chunk("IEND", [], into: &file)
        #expect {
            try Bitmap(pngData: file)
        } throws: { error in
            "\(error)".contains("incorrect data check")
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
        PNGColorTypeTests.chunk("IDAT", deflated(Self.filtered(rows, type: type, bpp: 3)), into: &file)
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

/// zlib's compression of `bytes`, to build test files (zlib is a test dependency only).
func deflated(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(UInt(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = compress(&output, &length, bytes, UInt(bytes.count))
    precondition(status == Z_OK, "zlib compress failed: \(status)")
    return Array(output.prefix(Int(length)))
}

/// The chunks of a PNG file, read only as far as the tests need (types and a few values).
struct PNGChunks {
    var types: [String] = []
    var gamma: Double?

    init(_ data: [UInt8]) {
        var offset = 8
        while offset + 12 <= data.count {
            let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            types.append(type)
            if type == "gAMA", offset + 12 <= data.count - 4 {
                gamma = Double(data[offset + 8..<offset + 12].reduce(0) { $0 << 8 | Int($1) }) / 100_000
            }
            offset += 12 + length
        }
    }

    /// Whether the colours are converted from the file's gamma (a gAMA, no sRGB or iCCP, and more
    /// than 5 % from 1/2.2).
    var convertsGamma: Bool {
        guard let gamma, !types.contains("sRGB"), !types.contains("iCCP") else { return false }
        return abs(gamma * 2.2 - 1) > 0.05
    }
}
