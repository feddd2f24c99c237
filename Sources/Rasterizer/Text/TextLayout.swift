import DesignTokens

/// Glyphs of one face, size and colour, placed on a line.
public struct GlyphRun: Sendable {
    /// The face the glyphs belong to.
    public var face: FontFace
    /// The glyphs, left to right, relative to `x` on the baseline.
    public var text: ShapedText
    /// The run's offset from the line's left edge.
    public var x: Double
    /// The colour of the glyphs.
    public var color: Color
    /// The UTF-8 range of the layout's text the run draws (empty for an ellipsis).
    public var textRange: Range<Int>
    /// Whether the run reads right to left (its bidi level is odd).
    public var isRightToLeft: Bool

    /// How many of the run's glyphs its face lacked (`.notdef`, drawn as a box).
    public var missingGlyphCount: Int { text.glyphs.reduce(0) { $0 + ($1.glyph == 0 ? 1 : 0) } }
}

/// One line of a laid-out paragraph. A line whose top is at or below `TextLayout.tallestShown`
/// keeps its metrics and text range but neither runs nor displayed text: no picture shows it.
public struct TextLine: Sendable {
    /// The runs in visual order.
    public var runs: [GlyphRun]
    /// The left edge of the line's ink box relative to the layout's left edge (after alignment).
    public var x: Double
    /// The top of the line box.
    public var top: Double
    /// The baseline, from the layout's top.
    public var baseline: Double
    /// The height of the line box.
    public var height: Double
    /// The advance width of the line's content, trailing spaces excluded.
    public var width: Double
    /// The UTF-8 range of the layout's text shown on this line (an ellipsis stands for the rest).
    public var textRange: Range<Int>
    /// Whether this line shows an ellipsis in place of cut text.
    public var isTruncated: Bool
    /// The characters shown, in logical order, with the ellipsis where text was cut.
    public var displayedText: String
    /// Whether the line's paragraph reads right to left.
    public var isRightToLeft: Bool
}

/// A paragraph broken into lines, measured and placed, ready to draw.
public struct TextLayout: Sendable {
    /// The tallest picture drawn, in points (`ComponentRenderer.largestSide` is this): lines that
    /// start below it are measured but keep no glyphs.
    public static let tallestShown = 100_000.0

    /// The text laid out, which the lines' and runs' UTF-8 ranges index.
    public var string: String
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The width the lines were aligned in (the given width, or the widest line when none was).
    public var width: Double
    /// The size of the text: the widest line, and the line boxes with their spacing.
    public var size: Size
    /// Whether some text is not shown because of the line limit.
    public var isTruncated: Bool
    /// Whether a line runs past `width` and must be clipped (the `.clip` mode).
    public var needsClipping: Bool
    /// Things worth telling the user, such as characters no font has.
    public var warnings: [TextWarning]

    /// The alignment the lines were placed with.
    public var alignment: TextAlignment

    /// The same lines aligned in another width, for a frame that differs slightly from the width
    /// the text was broken at. Line breaks do not change.
    public func aligned(in width: Double) -> TextLayout {
        var copy = self
        copy.width = width
        for index in copy.lines.indices {
            let line = copy.lines[index]
            copy.lines[index].x = TextLayouter.alignmentOffset(alignment, isRightToLeft: line.isRightToLeft, lineWidth: line.width, in: width)
        }
        copy.needsClipping = copy.lines.contains { $0.width > width + 1e-9 }
        return copy
    }

    /// The advance of its widest character (spaces count as nothing, as a line's trailing spaces
    /// do), read from the glyphs the lines hold: the width of the same text laid out `.charWrap`
    /// at width 0, one character a line, without laying it out again. `nil` when some characters
    /// are not in the lines (text cut by the line limit, or lines too far down to keep their
    /// glyphs), or a run's glyphs are reordered against their characters (an Indic syllable's
    /// pre-base vowel), where only that layout says which glyphs each line takes.
    package var widestCharacterWidth: Double? {
        guard !isTruncated, !lines.contains(where: { $0.isTruncated || $0.top >= Self.tallestShown }) else { return nil }
        let utf8 = string.utf8
        var widest = 0.0
        for line in lines {
            for run in line.runs where !run.textRange.isEmpty {
                guard run.textRange.upperBound <= utf8.count else { return nil }
                // The glyphs in the characters' order; their clusters must not fall back.
                let glyphs = run.isRightToLeft ? Array(run.text.glyphs.reversed()) : run.text.glyphs
                guard zip(glyphs, glyphs.dropFirst()).allSatisfy({ $0.cluster <= $1.cluster }) else { return nil }
                let range = utf8.index(utf8.startIndex, offsetBy: run.textRange.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: run.textRange.upperBound)
                var next = 0
                var offset = run.textRange.lowerBound
                // Each character's glyphs: those whose clusters fall in its bytes.
                func measure(length: Int, isSpace: Bool) {
                    let end = offset + length
                    var advance = 0.0
                    while next < glyphs.count && glyphs[next].cluster < end {
                        if glyphs[next].cluster >= offset { advance += glyphs[next].advance }
                        next += 1
                    }
                    if !isSpace { widest = max(widest, advance) }
                    offset = end
                }
                // ASCII other than a carriage return is a character a byte (the usual label), else by characters.
                if utf8[range].allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
                    for byte in utf8[range] { measure(length: 1, isSpace: byte == 0x20 || byte == 0x09) }
                } else {
                    for character in Substring(utf8[range]) { measure(length: character.utf8.count, isSpace: character.isWhitespace && !character.isNewline) }
                }
            }
        }
        return widest
    }

    /// The first line's baseline from the top (0 when empty).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline from the top (0 when empty).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
