import DesignTokens
import Foundation
import Rasterizer
import Testing

/// Text is anyone's data: its cost is one line's per character, however it is built. One base
/// with 100,000 marks the first face lacks (Thai, Hebrew) made HarfBuzz look back over every mark
/// before each one: 55 seconds for Thai, 19 for 40,000 Hebrew points.
@Suite struct HostileTextTests {
    @Test(arguments: [("ก", "\u{0E49}"), ("א", "\u{05B8}"), ("a", "\u{0301}"), ("👩", "\u{200D}👩")])
    func aCharacterDrawsAtMostItsBoundOfMarks(base: String, mark: String) throws {
        let layouter = TextLayouter()
        let style = TextStyle(family: "Inter", size: 17)
        let started = Date()
        let huge = try layouter.layout(AttributedText(base + String(repeating: mark, count: 100_000), style: style, color: .black), width: 300)
        #expect(Date().timeIntervalSince(started) < 20, "no hang: \(Date().timeIntervalSince(started)) s")
        #expect(huge.string.unicodeScalars.count == 64, "\(huge.string.unicodeScalars.count) scalars kept")
        #expect(huge.lines.count == 1)
        // Drawn as the bounded text is drawn: the marks past the bound change nothing.
        let bounded = String(String.UnicodeScalarView((base + String(repeating: mark, count: 100)).unicodeScalars.prefix(64)))
        let same = try layouter.layout(AttributedText(bounded, style: style, color: .black), width: 300)
        #expect(huge.size == same.size)
        // Text with ordinary marks is left whole, and text after a bounded character keeps its place.
        let ordinary = "Zalgo: " + "e" + String(repeating: "\u{0301}\u{0316}", count: 20) + " ok"
        #expect(try layouter.layout(AttributedText(ordinary, style: style, color: .black)).string == ordinary)
        let after = try layouter.layout(AttributedText(base + String(repeating: mark, count: 1_000) + " tail", style: style, color: .black))
        #expect(after.string.hasSuffix(" tail"))
    }

    /// Glyphs too large for the mask cache are filled as outlines: only those that reach the
    /// canvas, so 20,000 characters at 2,000 points draw what their first word draws, without a
    /// path of every glyph's outline (a megabyte of text at 10,000 points took a gigabyte).
    @Test func hugeTextFillsOnlyTheGlyphsTheCanvasShows() throws {
        let face = try FontRegistry.standard.face(family: "Inter")
        let long = face.shape(String(repeating: "Basket total ", count: 1_600), size: 2_000)
        let short = face.shape("Ba", size: 2_000)
        #expect(long.glyphs.count > 20_000)
        func drawn(_ text: ShapedText) throws -> Bitmap {
            let canvas = try Canvas(width: 300, height: 300)
            canvas.drawText(text, face: face, at: Point(x: -200, y: 1_500), color: .black)
            return canvas.bitmap
        }
        let picture = try drawn(long)
        #expect(picture == (try drawn(short)))
        #expect((0..<300).contains { picture[$0, 150].alpha > 0 }, "the first glyphs reach the canvas")
    }
}
