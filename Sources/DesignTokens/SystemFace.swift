/// The platform's own face (SF Pro on iOS), which cannot be shipped: a style that asks for it is
/// drawn with a stand-in family (the theme's body family) and traced to the system font's style
/// (`Font.footnote`), so the specs name what the code asked for and the design comparison holds
/// a design's "SF Pro" layer against it as the same face, not a different family.
public enum SystemFace {
    /// The theme a style traced to the system face names.
    public static let theme = "system font"

    /// Where a style that asks for the system face came from: the platform's style by the name
    /// code spells it with (`Font.footnote`, `Font.system(size: 13)`).
    public static func origin(_ name: String) -> DesignOrigin {
        DesignOrigin(.token(path: name, role: nil, theme: theme))
    }

    /// Whether a design file's family is the system face: SF Pro and its optical sizes
    /// (`SF Pro Text`, `SF Pro Display`, `SF Pro Rounded`), and the name iOS gives it (`.SFUI`).
    public static func isSystemFamily(_ family: String) -> Bool {
        family.hasPrefix("SF Pro") || family.hasPrefix(".SF") || family == "San Francisco" || family == "System"
    }
}

extension TextStyle {
    /// Whether the style asks for the system face (its family is a stand-in for it).
    public var isSystemFace: Bool {
        if case .token(_, _, SystemFace.theme) = origin.source { return true }
        return false
    }
}
