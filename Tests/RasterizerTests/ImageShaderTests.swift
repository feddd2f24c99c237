import DesignTokens
import Testing
import TestSupport

@testable import Rasterizer

/// An image drawn at its own size at whole pixels is copied pixel for pixel; the shader's shortcut
/// for it gives what its bilinear path gives, byte for byte, edges and tints included.
@Suite struct ImageShaderTests {
    static func randomImage(width: Int, height: Int, seed: UInt64) throws -> Bitmap {
        var generator = SeededGenerator(seed: seed)
        let packed = (0..<width * height).map { _ -> UInt32 in
            let alpha = UInt32(generator.int(in: 0...255))
            func channel() -> UInt32 { UInt32(generator.int(in: 0...Int(alpha))) }
            return channel() | channel() << 8 | channel() << 16 | alpha << 24
        }
        return try Bitmap(width: width, height: height, packedPixels: packed)
    }

    @Test(arguments: [(0.0, 0.0), (3, 5), (-4, -2), (17, 11), (-30, 40), (25.5, 3), (3, 0.25)])
    func theWholePixelShortcutIsTheBilinearPath(offset: (Double, Double)) throws {
        let image = try Self.randomImage(width: 23, height: 17, seed: 83)
        for tint in [nil, PremultipliedPixel(red: 10, green: 80, blue: 120, alpha: 200).packed] {
            // The inverse of drawing at (offset.0, offset.1) at the image's own size.
            let shader = ImageShader(image: image, inverse: Transform(a: 1, b: 0, c: 0, d: 1, tx: -offset.0, ty: -offset.1), tint: tint)
            let count = 64
            let fast = UnsafeMutablePointer<UInt32>.allocate(capacity: count), slow = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
            defer { fast.deallocate(); slow.deallocate() }
            // Rows and columns before, over and past the image: the edges clamp the same way.
            var differing: [String] = []
            for y in -3..<60 {
                for x in [-10, 0, 7] {
                    shader.shade(x: x, y: y, count: count, into: fast)
                    shader.shadeBilinearly(x: x, y: y, count: count, into: slow)
                    if (0..<count).contains(where: { fast[$0] != slow[$0] }) { differing.append("row \(y) from \(x)") }
                }
            }
            #expect(differing.isEmpty, "tint \(tint.map { String($0, radix: 16) } ?? "none"): \(differing.prefix(5)) of \(differing.count)")
        }
    }

    @Test func aPictureDrawnAtWholePixelsIsCopiedOntoTheCanvas() throws {
        let image = try Self.randomImage(width: 31, height: 9, seed: 7)
        let canvas = try Canvas(width: 50, height: 20, background: .white)
        canvas.drawImage(image, in: Rect(x: 6, y: 4, width: 31, height: 9))
        for y in 0..<20 {
            for x in 0..<50 {
                let inside = (6..<37).contains(x) && (4..<13).contains(y)
                let expected = inside ? PixelMath.sourceOver(image[x - 6, y - 4].packed, 0xFFFF_FFFF) : 0xFFFF_FFFF
                #expect(canvas.bitmap[x, y].packed == expected, "(\(x), \(y))")
            }
        }
    }
}
