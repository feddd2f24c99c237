/// A theme's tokens as lists by role path (`color.primary`, `typography.body1`, `spacing.medium`):
/// what the design audit compares a component's values with and the token pages draw.
extension Theme {
    /// Every colour role with its colour: the semantic colours, the grey scale, white and black.
    public var colorTokens: [(role: String, color: Color)] {
        let c = colors
        let semantic = ColorPalette.roles.map { ($0.name, c[keyPath: $0.keyPath]) }
        let greys = zip(GreyScale.stepNames, c.greys.steps).map { ("grey.\($0)", $1) }
        return (semantic + greys).map { (role: "color.\($0.0)", color: $0.1) }
    }

    /// Every text style role with its style, from the largest.
    public var textStyleTokens: [(role: String, style: TextStyle)] {
        let t = typography
        return [
            ("headline1", t.headline1), ("headline2", t.headline2), ("title", t.title), ("body1", t.body1), ("body2", t.body2),
            ("subhead", t.subhead), ("caption", t.caption), ("footer", t.footer), ("button", t.button),
        ].map { (role: "typography.\($0.0)", style: $0.1) }
    }

    /// The spacing scale, from the smallest.
    public var spacingTokens: [(role: String, value: Double)] {
        [("extraSmall", spacing.extraSmall), ("small", spacing.small), ("medium", spacing.medium), ("large", spacing.large),
         ("extraLarge", spacing.extraLarge)].map { (role: "spacing.\($0.0)", value: $0.1) }
    }

    /// The corner radii, from the smallest.
    public var radiusTokens: [(role: String, value: Double)] {
        [("small", radii.small), ("medium", radii.medium), ("large", radii.large), ("pill", radii.pill)].map { (role: "radius.\($0.0)", value: $0.1) }
    }

    /// The colour token that looks most like `color` (CIEDE2000, opacity compared exactly), with
    /// the difference; `nil` for a theme without colours of that opacity.
    public func nearestColorToken(to color: Color) -> (role: String, color: Color, difference: Double)? {
        colorTokens.filter { abs($0.color.alpha - color.alpha) < 0.5 / 255 }
            .map { (role: $0.role, color: $0.color, difference: $0.color.difference(to: color)) }
            .min { ($0.difference, $0.role) < ($1.difference, $1.role) }
    }
}
