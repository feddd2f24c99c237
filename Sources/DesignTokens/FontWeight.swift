/// The weight of a typeface, with CSS's numeric scale.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// 100.
    case thin = 100
    /// 200.
    case extraLight = 200
    /// 300.
    case light = 300
    /// 400, the default.
    case regular = 400
    /// 500.
    case medium = 500
    /// 600.
    case semibold = 600
    /// 700.
    case bold = 700
    /// 800.
    case extraBold = 800
    /// 900.
    case black = 900

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
