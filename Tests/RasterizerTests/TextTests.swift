import DesignTokens
import Testing
@testable import Rasterizer

@Suite struct TextTests {
    let inter = try! FontRegistry.standard.face(family: "Inter")

    @Test func kerningMakesAVNarrowerThanAPlusV() {
        let pair = inter.shape("AV", size: 100).advance
        let apart = inter.shape("A", size: 100).advance + inter.shape("V", size: 100).advance
        #expect(pair < apart)
    }

    @Test func letterSpacingAddsAfterEveryGlyph() {
        let plain = inter.shape("Hello", size: 20).advance
        #expect(inter.shape("Hello", size: 20, letterSpacing: 1.5).advance == plain + 7.5)
    }

    @Test func missingFontFileIsATypedError() {
        #expect(throws: FontError.fileMissing(path: "/nonexistent/font.otf")) { try FontFace(path: "/nonexistent/font.otf") }
    }

    @Test func aNonFontFileIsATypedError() {
        #expect {
            try FontFace(path: "/etc/hostname")
        } throws: { error in
            if case FontError.unusable = error { return true } else { return false }
        }
    }

    @Test func drawnTextCoversPixelsOnlyNearItsBaseline() throws {
        let canvas = try Canvas(width: 60, height: 30)
        let text = inter.shape("Hg", size: 20)
        canvas.drawText(text, face: inter, at: Point(x: 2, y: 20), color: .black)
        let rows = (0..<30).filter { y in (0..<60).contains { canvas.bitmap[$0, y].alpha > 0 } }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        // Cap height of Inter at 20 px is about 14.5 px; the g descends about 4 px.
        #expect(top >= 4 && top <= 6)
        #expect(bottom >= 23 && bottom <= 25)
    }
}
