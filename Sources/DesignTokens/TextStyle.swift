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

    /// Creates a text style.
    public init(
        family: String, weight: FontWeight = .regular, isItalic: Bool = false, size: Double,
        lineHeight: Double? = nil, letterSpacing: Double = 0
    ) {
        self.family = family
        self.weight = weight
        self.isItalic = isItalic
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }

    /// The same style at another weight.
    public func weight(_ weight: FontWeight) -> TextStyle {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same style scaled by a factor, as Dynamic Type scales it.
    public func scaled(by factor: Double) -> TextStyle {
        var copy = self
        copy.size = (size * factor).rounded()
        copy.lineHeight = lineHeight.map { ($0 * factor).rounded() }
        return copy
    }
}
