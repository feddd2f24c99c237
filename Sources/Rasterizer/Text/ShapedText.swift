/// One glyph placed by the shaper.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph index in its face (0 is .notdef).
    public var glyph: UInt32
    /// Position of the glyph origin relative to the run's origin on the baseline, y down.
    public var x: Double
    public var y: Double
    /// The offset in UTF-8 bytes of the text this glyph came from.
    public var cluster: Int
}

/// A line of text shaped in one face at one size.
public struct ShapedText: Hashable, Sendable {
    /// The glyphs, in visual order, left to right.
    public var glyphs: [PositionedGlyph]
    /// The total advance width.
    public var advance: Double
    /// The em size the text was shaped at.
    public var size: Double
}
