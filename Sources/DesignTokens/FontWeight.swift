/// The weight of a typeface, with CSS's numeric scale.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// Weight 100.
    case thin = 100
    /// Weight 200.
    case extraLight = 200
    /// Weight 300.
    case light = 300
    /// Weight 400, the default.
    case regular = 400
    /// Weight 500.
    case medium = 500
    /// Weight 600.
    case semibold = 600
    /// Weight 700.
    case bold = 700
    /// Weight 800.
    case extraBold = 800
    /// Weight 900.
    case black = 900

    /// Whether one weight is lighter than another.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
