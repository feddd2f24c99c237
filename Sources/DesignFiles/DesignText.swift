import DesignTokens

/// The text of a `TEXT` node and its style, as Figma's `TypeStyle` gives it.
public struct DesignText: Sendable, Equatable {
    /// The characters shown.
    public var characters: String
    /// The font family (`Inter`).
    public var family: String
    /// The weight, 100 to 900.
    public var weight: Double
    /// Whether the face is italic.
    public var isItalic: Bool
    /// The em size, in points.
    public var size: Double
    /// The distance between baselines, in points, when the style sets one (`nil`: the font's own).
    public var lineHeight: Double?
    /// Extra space after each glyph, in points.
    public var letterSpacing: Double
    /// `LEFT`, `CENTER`, `RIGHT` or `JUSTIFIED`.
    public var horizontalAlignment: String
    /// `TOP`, `CENTER` or `BOTTOM`.
    public var verticalAlignment: String
    /// `NONE`, `WIDTH_AND_HEIGHT`, `HEIGHT` or `TRUNCATE`: which of the box's sides follow the text.
    public var autoResize: String
    /// The text style the node uses (a `styles` id), when it uses one.
    public var styleID: String?

    /// The largest font size read.
    static let largestSize = 10_000.0

    init(node json: JSONCursor) throws(DesignFileError) {
        characters = try json.string("characters") ?? ""
        let style = json["style"] ?? JSONCursor.emptyObject(path: json.path + ".style", file: json.file)
        family = try style.string("fontFamily", longest: 256) ?? "Inter"
        weight = try style.number("fontWeight", in: 1...1000) ?? 400
        isItalic = try style.bool("italic") ?? false
        size = try style.number("fontSize", in: 0...Self.largestSize) ?? 12
        let unit = try style.string("lineHeightUnit", longest: 64) ?? "INTRINSIC_%"
        lineHeight = unit == "INTRINSIC_%" ? nil : try style.number("lineHeightPx", in: 0...Self.largestSize * 10)
        letterSpacing = try style.number("letterSpacing", in: -Self.largestSize...Self.largestSize) ?? 0
        horizontalAlignment = try style.string("textAlignHorizontal", longest: 64) ?? "LEFT"
        verticalAlignment = try style.string("textAlignVertical", longest: 64) ?? "TOP"
        autoResize = try style.string("textAutoResize", longest: 64) ?? "NONE"
        styleID = try json["styles"]?.string("text", longest: 256)
    }

    /// The style as the catalogue's text styles write it, at the registered weight nearest the
    /// design's (Figma allows any number from 1 to 1000).
    public var textStyle: TextStyle {
        let nearest = FontWeight.allCases.min { abs(Double($0.rawValue) - weight) < abs(Double($1.rawValue) - weight) } ?? .regular
        // Figma keeps lengths as 32-bit floats (57.20000076293945): to the hundredth is what was set.
        func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return TextStyle(
            family: family, weight: nearest, isItalic: isItalic, size: hundredths(size), lineHeight: lineHeight.map(hundredths),
            letterSpacing: hundredths(letterSpacing))
    }
}
