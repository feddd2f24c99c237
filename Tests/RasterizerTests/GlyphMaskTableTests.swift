import Testing

@testable import Rasterizer

/// The glyph cache's table against a `Dictionary` of the same insertions: every key finds the
/// mask last kept for it and no other, through growth, replacement and emptying.
@Suite struct GlyphMaskTableTests {
    @Test func findsWhatADictionaryFinds() {
        var table = GlyphMaskTable()
        var model: [String: Int] = [:]
        func name(_ key: GlyphMaskKey) -> String { "\(key.glyph) \(key.scaleBits) \(key.subpixelX) \(key.subpixelY)" }
        var state: UInt64 = 7
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % bound
        }
        // Few glyphs, sizes and offsets, so keys repeat and differ in one field only.
        let scales = [12.0, 17.0, 51.0, 0.0125].map(\.bitPattern)
        var keys: [GlyphMaskKey] = []
        for step in 0..<6_000 {
            let key = GlyphMaskKey(
                glyph: UInt32(next(1_500)), scaleBits: scales[Int(next(4))], subpixelX: UInt8(next(4)), subpixelY: UInt8(next(4)))
            keys.append(key)
            table.insert(GlyphMask(left: step, top: 0, width: 1, height: 1, coverage: [1]), for: key)
            model[name(key)] = step
        }
        #expect(table.count == model.count)
        for key in keys { #expect(table[key]?.left == model[name(key)]) }
        let absent = GlyphMaskKey(glyph: 2_000, scaleBits: scales[0], subpixelX: 0, subpixelY: 0)
        #expect(table[absent] == nil)
        table.removeAll()
        #expect(table.count == 0)
        #expect(keys.allSatisfy { table[$0] == nil })
    }
}
