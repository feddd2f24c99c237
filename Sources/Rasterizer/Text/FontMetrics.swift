/// Vertical metrics of a face at one size, in the same units as the size (points or pixels).
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the tallest glyphs (positive).
    public var ascender: Double
    /// Distance from the baseline down to the bottom of descenders (positive).
    public var descender: Double
    /// Extra space the font asks for between lines.
    public var lineGap: Double
    /// The height of capital letters above the baseline.
    public var capHeight: Double
    /// The height of lowercase x above the baseline.
    public var xHeight: Double

    /// The font's own distance between baselines: ascender + descender + line gap.
    public var lineHeight: Double { ascender + descender + lineGap }
}
