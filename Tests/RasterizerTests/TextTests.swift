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

@Suite struct GlyphCoverageTests {
    struct Comparison {
        var largest = 0
        var total = 0
        var pixels = 0
        var mean: Double { Double(total) / Double(max(pixels, 1)) }

        mutating func add(_ a: Int, _ b: Int) {
            largest = max(largest, abs(a - b))
            total += abs(a - b)
            pixels += 1
        }
    }

    static func value(_ mask: GlyphMask, _ x: Int, _ y: Int) -> Int {
        let column = x - mask.left, row = y - mask.top
        guard column >= 0, row >= 0, column < mask.width, row < mask.height else { return 0 }
        return Int(mask[column, row])
    }

    /// Compares our glyph coverage with FreeType's `FT_Render_Glyph` (unhinted, normal mode) and
    /// with the exact area (the outline flattened 50 times finer than we do).
    ///
    /// Measured figures, any size from 12 to 51 px:
    /// - straight-edged glyphs (A V W N l x z 1 4 7) against FreeType: at most 4/255 per pixel, the
    ///   rounding of FreeType's 1/64-pixel coordinates;
    /// - every glyph against the exact area: at most 5/255;
    /// - curved glyphs against FreeType: up to 47/255 at single pixels, 1.5 to 4.7 on average
    ///   (smaller sizes higher). FreeType's curves stray from the exact area by as much (it
    ///   flattens Béziers more coarsely), so the difference is FreeType's, not ours.
    @Test(arguments: [12.0, 17.0, 34.0, 51.0])
    func coverageMatchesFreeTypeAndTheExactArea(size: Double) throws {
        let canvas = try Canvas(width: 1, height: 1)
        var straight = Comparison(), curved = Comparison(), exactness = Comparison()
        for (family, text) in [("Inter", "AVWNlxz147agesQ&@%ß8"), ("DejaVu Sans", "AVWNlxz147agesQ&@%8")] {
            let face = try FontRegistry.standard.face(family: family)
            let scale = size / face.unitsPerEm
            for scalar in text.unicodeScalars {
                let glyph = try #require(face.glyph(for: scalar))
                let ours = canvas.rasterizeGlyph(face: face, glyph: glyph, scale: scale, offset: Point(x: 0, y: 0))
                let theirs = try #require(face.freeTypeCoverage(of: glyph, pixelSize: size))
                let device = face.outline(of: glyph).applying(Transform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: 0))
                var polyline = Path()
                Flattener.flattenClosed(device, tolerance: 0.0005) { a, b in
                    if polyline.currentPoint != a { polyline.move(to: a) }
                    polyline.line(to: b)
                }
                let region = PixelRegion(covering: device.controlBounds)
                let exact = canvas.coverageMask(of: polyline, rule: .nonZero, region: region)
                let isStraight = "AVWNlxz147".unicodeScalars.contains(scalar)
                let minX = min(ours.left, theirs.left, region.minX), minY = min(ours.top, theirs.top, region.minY)
                let maxX = max(ours.left + ours.width, theirs.left + theirs.width, region.maxX)
                let maxY = max(ours.top + ours.height, theirs.top + theirs.height, region.maxY)
                for y in minY..<maxY {
                    for x in minX..<maxX {
                        let mine = Self.value(ours, x, y), freeType = Self.value(theirs, x, y)
                        let inRegion = x >= region.minX && x < region.maxX && y >= region.minY && y < region.maxY
                        let truth = inRegion ? Int(exact[(y - region.minY) * region.width + (x - region.minX)]) : 0
                        if isStraight { straight.add(mine, freeType) } else { curved.add(mine, freeType) }
                        exactness.add(mine, truth)
                    }
                }
            }
        }
        print("\(size) px: straight vs FreeType ≤ \(straight.largest); curved vs FreeType ≤ \(curved.largest) "
            + "(mean \(curved.mean)); ours vs exact ≤ \(exactness.largest)")
        #expect(straight.largest <= 4)
        #expect(exactness.largest <= 5)
        #expect(curved.largest <= 50)
        #expect(curved.mean < 5)
    }

    @Test func glyphCacheServesRepeatedText() throws {
        let face = try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        let canvas = try Canvas(width: 200, height: 40, background: .white)
        let text = face.shape("banana", size: 20)
        canvas.drawText(text, face: face, at: Point(x: 4, y: 28), color: .black)
        let first = face.glyphCacheStatistics
        // b, a, n at their sub-pixel offsets; the second "a" and "n" may land on new offsets.
        #expect(first.misses >= 3 && first.misses + first.hits == 6)
        let before = canvas.bitmap
        canvas.clear(to: .white)
        canvas.drawText(text, face: face, at: Point(x: 4, y: 28), color: .black)
        #expect(face.glyphCacheStatistics.misses == first.misses)
        #expect(face.glyphCacheStatistics.hits == first.hits + 6)
        #expect(canvas.bitmap == before)
    }

    /// Glyphs apart are composited one by one, glyphs that overlap are summed first; either way
    /// each pixel must be blended once with the saturated sum of every glyph's coverage there.
    /// Checked pixel by pixel against that sum worked out here from the cached masks, for glyphs
    /// apart, overlapping, placed right to left and cut by the bitmap's edges, in a translucent
    /// colour over a patterned background.
    @Test(arguments: [
        [0.0, 30, 60, 90],        // apart
        [0.0, 12, 24, 70, 78],    // two overlapping groups and one apart
        [90.0, 60, 30, 0],        // right to left
        [-8.0, 40, 100, 112],     // cut by the left and right edges
    ])
    func glyphsAreBlendedOnceWithTheirSummedCoverage(columns: [Double]) throws {
        let face = try FontFace(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        let glyphIDs = try "WAVEMW".unicodeScalars.map { try #require(face.glyph(for: $0)) }
        let size = 30.0, scale = size / face.unitsPerEm
        let glyphs = columns.enumerated().map { index, x in
            PositionedGlyph(glyph: glyphIDs[index % glyphIDs.count], x: x, y: index == 1 ? 9 : 0, cluster: index)
        }
        let canvas = try Canvas(width: 120, height: 40)
        let background = (0..<(120 * 40)).map { index -> UInt32 in
            let alpha = UInt32(index * 37 % 256), red = alpha / 2, blue = alpha / 3
            return red | blue << 16 | alpha << 24
        }
        canvas.bitmap = Bitmap(width: 120, height: 40, storage: background)
        let color = Color(red8: 20, green8: 90, blue8: 200, alpha: 0.7)
        canvas.drawText(ShapedText(glyphs: glyphs, advance: 0, size: size), face: face, at: Point(x: 6, y: 30), color: color)

        var summed = [Int](repeating: 0, count: 120 * 40)
        for glyph in glyphs {
            let key = GlyphMaskKey(glyph: glyph.glyph, scaleBits: scale.bitPattern, subpixelX: 0, subpixelY: 0)
            let mask = canvas.glyphMask(face: face, key: key, scale: scale)
            for row in 0..<mask.height {
                for column in 0..<mask.width {
                    let x = 6 + Int(glyph.x) + mask.left + column, y = 30 + Int(glyph.y) + mask.top + row
                    guard (0..<120).contains(x), (0..<40).contains(y) else { continue }
                    summed[y * 120 + x] += Int(mask[column, row])
                }
            }
        }
        let source = PremultipliedPixel(color).packed
        let expected = zip(background, summed).map { pixel, coverage in
            coverage == 0 ? pixel : PixelMath.sourceOver(PixelMath.scale(source, by: UInt32(min(coverage, 255))), pixel)
        }
        #expect(summed.contains { $0 > 255 } == (columns[1] == 12), "only the second layout overlaps enough to saturate")
        let differing = zip(canvas.bitmap.storage, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }

    @Test func shapingCacheGivesWhatHarfBuzzGives() throws {
        let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        let cached = try FontFace(path: path)
        // Kerning ("AV", "To"), a ligature candidate ("fi") and Arabic, whose joining reads context.
        let texts = [("AVAST fine Total", false), ("مرحبا بالعالم", true)]
        for (text, isRightToLeft) in texts {
            let first = cached.shape(text, size: 17, isRightToLeft: isRightToLeft)
            let statistics = cached.shapingCacheStatistics
            // The same text at another size and spacing comes from the cache, scaled afresh.
            let again = cached.shape(text, size: 31, letterSpacing: 0.5, isRightToLeft: isRightToLeft)
            #expect(cached.shapingCacheStatistics.hits == statistics.hits + 1)
            #expect(cached.shapingCacheStatistics.misses == statistics.misses)
            // A fresh face (empty cache) shapes the same glyphs at the same places.
            let fresh = try FontFace(path: path)
            #expect(fresh.shape(text, size: 17, isRightToLeft: isRightToLeft) == first)
            #expect(fresh.shape(text, size: 31, letterSpacing: 0.5, isRightToLeft: isRightToLeft) == again)
            #expect(first.glyphs.map(\.glyph) == again.glyphs.map(\.glyph))
            #expect(first.advance != again.advance)
        }
        // A run shaped inside a longer text is another entry: its context and clusters differ.
        let before = cached.shapingCacheStatistics.misses
        _ = cached.shape("xAVAST fine Total", size: 17)
        #expect(cached.shapingCacheStatistics.misses == before + 1)
    }
}
