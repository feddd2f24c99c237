/// One step of the typography scale: which face, how large, and how lines are spaced.
public struct TextStyle: Hashable, Sendable {
    /// The family name as registered in the font registry, for example `"Inter"`.
    public var family: String
    /// The weight of the face.
    public var weight: FontWeight
    /// Whether the italic face is used.
    public var isItalic: Bool
    /// The em size, in points.
    public var size: Double
    /// The distance between baselines, in points; `nil` uses the font's own line height.
    public var lineHeight: Double?
    /// Extra space added after every glyph, in points (tracking).
    public var letterSpacing: Double
    /// Whether digits take the face's tabular forms, all one width (OpenType's `tnum`), so numbers
    /// line up in columns and do not shift as they change (SwiftUI's `monospacedDigit()`).
    public var usesTabularFigures = false
    /// The iOS text style whose row of the Dynamic Type table this style grows by (a token's
    /// `relativeTo`, `UIFontMetrics(forTextStyle:)`); `nil` grows by the style its place in the
    /// typography scale names (`Typography.scaled(for:)`: the title like the headline, captions
    /// like caption 1), and like body elsewhere.
    public var scalesLike: SystemTextStyle?
    /// Where the style came from: a literal's place as the compiler gave it, or a shared origin.
    private var provenance: ValueProvenance

    /// Creates a text style; its origin is a literal at the caller's file and line.
    public init(
        family: String, weight: FontWeight = .regular, isItalic: Bool = false, size: Double,
        lineHeight: Double? = nil, letterSpacing: Double = 0, fileID: StaticString = #fileID, line: UInt = #line
    ) {
        self.family = family
        self.weight = weight
        self.isItalic = isItalic
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.provenance = ValueProvenance(fileID: fileID, line: line)
    }

    /// Where the style came from: the typography token (and role) it was read from, or the line
    /// of code that wrote it, with the changes made since. Ignored by `==` and hashing.
    public var origin: DesignOrigin {
        provenance.origin
    }

    /// The same style, traced to `origin`.
    public func traced(to origin: DesignOrigin) -> TextStyle {
        var copy = self
        copy.provenance = ValueProvenance(origin)
        return copy
    }

    /// The same style at another weight; its origin records the change.
    public func weight(_ weight: FontWeight) -> TextStyle {
        var copy = self
        copy.weight = weight
        return copy.traced(to: origin.changed("weight \(weight)"))
    }

    /// The same style at a content size category, grown as iOS grows the text style it scales like
    /// (`scalesLike`, else `defaultStyle`): its size by the style's row of sizes and its line height
    /// by the row of leading (Apple's tables, `SystemTextStyle`), as `UIFontMetrics` scales a
    /// custom font. The origin is unchanged (the content size is the variant's, not a departure
    /// from the design).
    public func scaled(for category: ContentSizeCategory, like defaultStyle: SystemTextStyle = .body) -> TextStyle {
        guard category != .large else { return self }
        let style = scalesLike ?? defaultStyle
        var copy = self
        copy.size = style.scaled(size, at: category)
        copy.lineHeight = lineHeight.map { style.scaledLeading($0, at: category) }
        return copy
    }

    /// The same style scaled by a factor, as Dynamic Type scales it; the origin is unchanged
    /// (the content size is the variant's, not a departure from the design).
    public func scaled(by factor: Double) -> TextStyle {
        var copy = self
        copy.size = (size * factor).rounded()
        copy.lineHeight = lineHeight.map { ($0 * factor).rounded() }
        return copy
    }

    /// Styles are equal when their family, weight, size and spacing are, wherever they came from.

    public static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
        lhs.family == rhs.family && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic && lhs.size == rhs.size
            && lhs.lineHeight == rhs.lineHeight && lhs.letterSpacing == rhs.letterSpacing && lhs.usesTabularFigures == rhs.usesTabularFigures
            && lhs.scalesLike == rhs.scalesLike
    }

    /// Hashes what `==` compares, not the origin.

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(size)
        hasher.combine(lineHeight)
        hasher.combine(letterSpacing)
        hasher.combine(usesTabularFigures)
        hasher.combine(scalesLike)
    }
}
