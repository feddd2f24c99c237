/// One glyph placed by the shaper.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph index in its face (0 is .notdef).
    public var glyph: UInt32
    /// Position of the glyph origin relative to the run's origin on the baseline, y down.
    public var x: Double
    /// The vertical position of the glyph origin.
    public var y: Double
    /// The offset in UTF-8 bytes of the text this glyph came from.
    public var cluster: Int
    /// How far the pen moves after this glyph, letter spacing included.
    public var advance: Double

    /// Places a glyph.
    public init(glyph: UInt32, x: Double, y: Double, cluster: Int, advance: Double = 0) {
        (self.glyph, self.x, self.y, self.cluster, self.advance) = (glyph, x, y, cluster, advance)
    }
}

/// A line of text shaped in one face at one size.
public struct ShapedText: Hashable, Sendable {
    /// The glyphs, in visual order, left to right.
    public var glyphs: [PositionedGlyph]
    /// The total advance width.
    public var advance: Double
    /// The em size the text was shaped at.
    public var size: Double

    /// Creates a run from placed glyphs.
    public init(glyphs: [PositionedGlyph], advance: Double, size: Double) {
        (self.glyphs, self.advance, self.size) = (glyphs, advance, size)
    }
}
