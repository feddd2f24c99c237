/// Identifies one shaping: the whole UTF-8 text HarfBuzz saw (it reads context around the run,
/// and clusters are offsets into the whole text), the run's byte range, its direction and language.
struct ShapingKey: Hashable {
    var text: [UInt8]
    var range: Range<Int>
    var isRightToLeft: Bool
    var language: String?
    var tabularFigures = false
}

/// One glyph as HarfBuzz shaped it, in font units (independent of the size it is drawn at).
struct ShapedGlyphUnits: Hashable {
    var glyph: UInt32
    var cluster: UInt32
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}
