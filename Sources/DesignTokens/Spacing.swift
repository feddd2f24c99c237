/// The spacing scale, in points.
public struct Spacing: Hashable, Sendable {
    /// The smallest step: between a label and its value.
    public var extraSmall: Double
    /// Between related elements.
    public var small: Double
    /// Between groups, and row margins.
    public var medium: Double
    /// Between sections.
    public var large: Double
    /// The largest step: around whole screens' content.
    public var extraLarge: Double

    /// Creates a spacing scale.
    public init(extraSmall: Double, small: Double, medium: Double, large: Double, extraLarge: Double) {
        self.extraSmall = extraSmall
        self.small = small
        self.medium = medium
        self.large = large
        self.extraLarge = extraLarge
    }

    /// 4, 8, 16, 24, 32 points.
    public static let standard = Spacing(extraSmall: 4, small: 8, medium: 16, large: 24, extraLarge: 32)
}
