import SafeText

/// One role whose value differs between two versions of a theme: what a token edit changed, as
/// the impact of a change and a failing verify name it (`color.surface #FFFFFFFF → #FAFAFAFF`).
public struct TokenChange: Hashable, Sendable, CustomStringConvertible {
    /// The theme's name.
    public var theme: String
    /// The theme role (`color.surface`, `typography.body1`, `spacing.medium`).
    public var role: String
    /// The token's path in the file after the change (the role's own path when the value is not
    /// traced to a token, as for lengths).
    public var token: String
    /// The value before, as `Theme.tokenValues` writes it.
    public var before: String
    /// The value after.
    public var after: String
    /// The primitive the role's token aliases in the file after the change (`palette.ink.600`),
    /// which is the token a team edits; `nil` when the value is the token's own.
    public var alias: String?

    /// A change of one role.
    public init(theme: String, role: String, token: String, before: String, after: String, alias: String? = nil) {
        self.theme = theme
        self.role = role
        self.token = token
        self.before = before
        self.after = after
        self.alias = alias
    }

    /// Whether the role is a length (spacing, radius, icon size), which values carry no origin for.
    public var isLength: Bool {
        role.hasPrefix("spacing.") || role.hasPrefix("radius.") || role == "icon.size"
    }

    /// `color.surface #FFFFFFFF → #FAFAFAFF`, naming the token when it is not the role's own, and
    /// first the primitive it aliases (`palette.ink.600 as color.textSecondary …`).
    public var description: String {
        (alias.map { "\($0) as " } ?? "") + (token == role ? role : "\(token) (\(role))") + " \(before) → \(after)"
    }
}

extension Theme {
    /// Every role of the theme with the token that plays it and its value written out: colours as
    /// `#RRGGBBAA`, text styles as `Inter 17/22 semibold`, lengths in points, shadows as
    /// `x y blur colour`, icons by glyph name.
    public var tokenValues: [(role: String, token: String, value: String)] {
        func token(_ origin: DesignOrigin, _ role: String) -> String { origin.tokenPath ?? role }
        var values: [(role: String, token: String, value: String)] = []
        for (role, color) in colorTokens { values.append((role, token(color.origin, role), color.hexString)) }
        for (role, style) in textStyleTokens { values.append((role, token(style.origin, role), style.summary)) }
        for (role, value) in spacingTokens + radiusTokens { values.append((role, role, Self.number(value))) }
        for (index, shadow) in [elevation.level1, elevation.level2, elevation.level3].enumerated() {
            let role = "elevation.level\(index + 1)"
            values.append((role, token(shadow.color.origin, role), [shadow.x, shadow.y, shadow.blur].map(Self.number).joined(separator: " ") + " \(shadow.color.hexString)"))
        }
        values.append(("icon.family", "icon.family", icons.family))
        values.append(("icon.size", "icon.size", Self.number(icons.size)))
        for icon in IconToken.allCases { values.append(("icon.\(icon.rawValue)", "icon.\(icon.rawValue)", icons.glyphName(for: icon))) }
        return values
    }

    /// The roles whose values differ in `after`, in the order of `tokenValues`. Themes are matched
    /// by role, so a token renamed but worth the same is no change.
    public func tokenChanges(to after: Theme) -> [TokenChange] {
        Self.tokenChanges(from: Dictionary(tokenValues.map { ($0.role, $0.value) }, uniquingKeysWith: { first, _ in first }), to: after)
    }

    /// The roles whose values in `after` differ from `values` (role to value, as `tokenValues`
    /// writes them: the values a theme had when something was recorded), in the order of
    /// `tokenValues`; a role `values` does not hold is no change.
    public static func tokenChanges(from values: [String: String], to after: Theme) -> [TokenChange] {
        after.tokenValues.compactMap { role, token, value in
            guard let before = values[role], before != value else { return nil }
            return TokenChange(theme: after.name, role: role, token: token, before: before, after: value, alias: after.provenance?.aliases[role])
        }
    }

    static func number(_ value: Double) -> String { PrintedNumber.shortest(value) }
}

extension TextStyle {
    /// `Inter 17/22 semibold`, with italic and letter spacing when set.
    public var summary: String {
        var text = "\(family) \(Theme.number(size))"
        if let lineHeight { text += "/\(Theme.number(lineHeight))" }
        text += " \(weight)"
        if isItalic { text += " italic" }
        if letterSpacing != 0 { text += " tracking \(Theme.number(letterSpacing))" }
        return text
    }
}
