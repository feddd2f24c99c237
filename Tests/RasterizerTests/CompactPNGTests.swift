import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import Rasterizer

/// The compact encoder: the narrowest colour type, exact pixels, the same bytes every time; and
/// every committed reference is already its compact encoding.
@Suite struct CompactPNGTests {
    static let root = Repository.root

    static func colourType(of png: [UInt8]) -> (bitDepth: UInt8, colourType: UInt8) { (png[24], png[25]) }

    static func bitmap(width: Int, height: Int, _ pixel: (Int, Int) -> Color) throws -> Bitmap {
        var bitmap = try Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = PremultipliedPixel(pixel(x, y)) } }
        return bitmap
    }

    @Test func eachImageGetsTheNarrowestExactColourType() throws {
        let two = try Self.bitmap(width: 9, height: 5) { x, _ in x % 2 == 0 ? .white : .black }
        let sixteen = try Self.bitmap(width: 16, height: 3) { x, _ in Color(red: Double(x) / 15, green: 0.5, blue: 0) }
        let greys = try Self.bitmap(width: 300, height: 2) { x, y in let v = Double((x + y) % 300) / 299; return Color(red: v, green: v, blue: v) }
        let colours = try Self.bitmap(width: 300, height: 2) { x, y in Color(red: Double(x) / 299, green: Double(y) / 2, blue: 0.75) }
        let translucent = try Self.bitmap(width: 300, height: 2) { x, y in Color(red: 0.2, green: Double(y) / 2, blue: 0.6, alpha: Double(x % 256) / 255) }
        let fewTranslucent = try Self.bitmap(width: 5, height: 5) { x, _ in x == 0 ? .clear : Color(red: 1, green: 0, blue: 0, alpha: 0.5) }
        let cases: [(Bitmap, UInt8, UInt8)] = [
            (two, 1, 3), (sixteen, 4, 3), (greys, 8, 0), (colours, 8, 2), (translucent, 8, 6), (fewTranslucent, 1, 3),
        ]
        for (bitmap, depth, type) in cases {
            let png = try bitmap.compactPNGData()
            #expect(Self.colourType(of: png) == (depth, type))
            #expect(try Bitmap(pngData: png) == bitmap, "decodes to exactly the pixels")
            #expect(try bitmap.compactPNGData() == png, "the same bytes every time")
        }
        // Grey with alpha, too many levels for a palette.
        let greyAlpha = try Self.bitmap(width: 300, height: 3) { x, y in
            let level = Double(y) / 4
            return Color(red: level, green: level, blue: level, alpha: Double(x % 256) / 255)
        }
        let png = try greyAlpha.compactPNGData()
        #expect(Self.colourType(of: png) == (8, 4))
        #expect(try Bitmap(pngData: png) == greyAlpha)
    }

    @Test func compactFilesAreSmallerThanFastOnes() throws {
        let stripes = try Self.bitmap(width: 200, height: 100) { x, y in (x / 10 + y / 10) % 3 == 0 ? .systemBlueForTests : .white }
        let compact = try stripes.compactPNGData(), fast = try stripes.pngData()
        #expect(compact.count * 3 < fast.count)
    }

    /// Every reference in `Snapshots/` and the examples' is the compact encoding of its own pixels,
    /// so re-recording changed no pixel and left nothing heavier than it needs to be.
    @Test func everyCommittedReferenceIsCompactAndExact() throws {
        var folders = [Self.root.appendingPathComponent("Snapshots")]
        for example in ["Examples/DesignSystem/Snapshots", "Examples/PharmacyType/Snapshots"] {
            folders.append(Self.root.appendingPathComponent(example))
        }
        var checked = 0
        var changedPixels: [String] = [], notCompact: [String] = []
        for folder in folders {
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".png") {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(file)))
                let bitmap = try Bitmap(pngData: bytes)
                let compact = try bitmap.compactPNGData()
                if try Bitmap(pngData: compact) != bitmap { changedPixels.append(file) }
                if compact != bytes { notCompact.append(file) }
                checked += 1
            }
        }
        #expect(changedPixels.isEmpty, "re-encoding changes the pixels of \(changedPixels)")
        #expect(notCompact.isEmpty, "not their compact encoding (re-record them): \(notCompact.prefix(10)) and \(max(0, notCompact.count - 10)) more")
        #expect(checked > 250)
    }
}

extension Color {
    fileprivate static let systemBlueForTests = Color(red8: 0, green8: 0x7A, blue8: 0xFF)
}
