/// The corner-radius scale, in points.
public struct Radii: Hashable, Sendable {
    public var small: Double
    public var medium: Double
    public var large: Double
    /// Fully rounded ends (a capsule).
    public var pill: Double

    public init(small: Double, medium: Double, large: Double, pill: Double) {
        self.small = small
        self.medium = medium
        self.large = large
        self.pill = pill
    }

    /// 4, 8, 16 and 999 points.
    public static let standard = Radii(small: 4, medium: 8, large: 16, pill: 999)
}

/// A drop shadow: colour, offset and blur, in points.
public struct ShadowToken: Hashable, Sendable {
    public var color: Color
    public var x: Double
    public var y: Double
    public var blur: Double

    public init(color: Color, x: Double = 0, y: Double, blur: Double) {
        self.color = color
        self.x = x
        self.y = y
        self.blur = blur
    }
}

/// How far surfaces float above the page: the shadow of each level.
public struct Elevation: Hashable, Sendable {
    public var level1: ShadowToken
    public var level2: ShadowToken
    public var level3: ShadowToken

    public init(level1: ShadowToken, level2: ShadowToken, level3: ShadowToken) {
        self.level1 = level1
        self.level2 = level2
        self.level3 = level3
    }

    public static let standard = Elevation(
        level1: ShadowToken(color: Color(red: 0, green: 0, blue: 0, alpha: 0x1F / 255.0), y: 1, blur: 3),
        level2: ShadowToken(color: Color(red: 0, green: 0, blue: 0, alpha: 0x29 / 255.0), y: 3, blur: 8),
        level3: ShadowToken(color: Color(red: 0, green: 0, blue: 0, alpha: 0x33 / 255.0), y: 8, blur: 24))
}
