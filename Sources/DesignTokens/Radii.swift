/// The corner-radius scale, in points.
public struct Radii: Hashable, Sendable {
    /// Small corners: tags, badges, text fields.
    public var small: Double
    /// Medium corners: buttons, cards.
    public var medium: Double
    /// Large corners: sheets and modals.
    public var large: Double
    /// Fully rounded ends (a capsule).
    public var pill: Double

    /// Creates a radius scale.
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
    /// The shadow's colour, alpha included.
    public var color: Color
    /// The horizontal offset in points.
    public var x: Double
    /// The vertical offset in points (down is positive).
    public var y: Double
    /// The blur radius in points.
    public var blur: Double

    /// Creates a shadow token.
    public init(color: Color, x: Double = 0, y: Double, blur: Double) {
        self.color = color
        self.x = x
        self.y = y
        self.blur = blur
    }
}

/// How far surfaces float above the page: the shadow of each level.
public struct Elevation: Hashable, Sendable {
    /// The lowest elevation: rows and cards at rest.
    public var level1: ShadowToken
    /// Raised elevation: floating buttons and menus.
    public var level2: ShadowToken
    /// The highest elevation: modals and sheets.
    public var level3: ShadowToken

    /// Creates an elevation scale.
    public init(level1: ShadowToken, level2: ShadowToken, level3: ShadowToken) {
        self.level1 = level1
        self.level2 = level2
        self.level3 = level3
    }

    /// Three soft black shadows, each larger and further than the last.
    public static let standard = Elevation(
        level1: ShadowToken(color: Color(red: 0, green: 0, blue: 0, alpha: 0x1F / 255.0), y: 1, blur: 3),
        level2: ShadowToken(color: Color(red: 0, green: 0, blue: 0, alpha: 0x29 / 255.0), y: 3, blur: 8),
        level3: ShadowToken(color: Color(red: 0, green: 0, blue: 0, alpha: 0x33 / 255.0), y: 8, blur: 24))
}
