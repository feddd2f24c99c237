/// The spacing scale, in points.
public struct Spacing: Hashable, Sendable {
    public var extraSmall: Double
    public var small: Double
    public var medium: Double
    public var large: Double
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
