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

    /// Issue 76, item 15: wrapped at a size where each character is a line of its own, a megabyte
    /// of text kept every line's glyphs (about 550 bytes a line, 588 MiB). Lines below the tallest
    /// picture are measured as before and keep no glyphs; those above it are drawn as before.
    @Test func linesBelowTheTallestPictureKeepTheirMetricsButNoGlyphs() throws {
        let layouter = TextLayouter()
        let style = TextStyle(family: "Inter", size: 17, lineHeight: 22)
        let words = String(repeating: "fare ", count: 6_000)
        let layout = try layouter.layout(AttributedText(words, style: style, color: .black), width: 40)
        #expect(layout.lines.count == 6_000)
        #expect(layout.size.height == 6_000 * 22, "measured as every line is: \(layout.size.height)")
        let shown = layout.lines.filter { $0.top < TextLayout.tallestShown }
        #expect(shown.count == Int((TextLayout.tallestShown / 22).rounded(.up)))
        #expect(shown.allSatisfy { !$0.runs.isEmpty && $0.displayedText == "fare" })
        let below = layout.lines.dropFirst(shown.count)
        #expect(below.allSatisfy { $0.runs.isEmpty && $0.displayedText.isEmpty && $0.height == 22 && !$0.textRange.isEmpty })
        // The lines a picture can show are those of the same text cut short.
        let cut = try layouter.layout(AttributedText(String(repeating: "fare ", count: shown.count), style: style, color: .black), width: 40)
        #expect(zip(cut.lines, shown).allSatisfy { $0.runs.map(\.text.glyphs.count) == $1.runs.map(\.text.glyphs.count) && $0.baseline == $1.baseline })
    }
}
