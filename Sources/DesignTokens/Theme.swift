/// A complete set of tokens: colours, typography and spacing.
public struct Theme: Hashable, Sendable {
    /// A name for reports and file names, for example `"light"`.
    public var name: String
    public var colors: ColorPalette
    public var typography: Typography
    public var spacing: Spacing

    /// Creates a theme.
    public init(name: String, colors: ColorPalette, typography: Typography, spacing: Spacing) {
        self.name = name
        self.colors = colors
        self.typography = typography
        self.spacing = spacing
    }
}

extension Theme {
    /// The default light theme.
    public static let light = Theme(
        name: "light",
        colors: ColorPalette(
            primary: Color(red8: 0x1F, green8: 0x5F, blue8: 0xD6),
            secondary: Color(red8: 0x00, green8: 0x96, blue8: 0x88),
            background: .white,
            surface: Color(red8: 0xF5, green8: 0xF6, blue8: 0xF8),
            textPrimary: Color(red8: 0x1A, green8: 0x1C, blue8: 0x1F),
            textSecondary: Color(red8: 0x5F, green8: 0x66, blue8: 0x70),
            separator: Color(red8: 0xD9, green8: 0xDC, blue8: 0xE1),
            error: Color(red8: 0xC6, green8: 0x28, blue8: 0x28),
            warning: Color(red8: 0xB2, green8: 0x6A, blue8: 0x00),
            success: Color(red8: 0x2E, green8: 0x7D, blue8: 0x32),
            overlay: Color(red: 0, green: 0, blue: 0, alpha: 0.4)),
        typography: .standard,
        spacing: .standard)

    /// The default dark theme.
    public static let dark = Theme(
        name: "dark",
        colors: ColorPalette(
            primary: Color(red8: 0x6E, green8: 0xA2, blue8: 0xFF),
            secondary: Color(red8: 0x4D, green8: 0xD0, blue8: 0xC2),
            background: Color(red8: 0x12, green8: 0x13, blue8: 0x15),
            surface: Color(red8: 0x1E, green8: 0x20, blue8: 0x23),
            textPrimary: Color(red8: 0xF1, green8: 0xF3, blue8: 0xF5),
            textSecondary: Color(red8: 0xA3, green8: 0xAA, blue8: 0xB4),
            separator: Color(red8: 0x33, green8: 0x37, blue8: 0x3D),
            error: Color(red8: 0xEF, green8: 0x6C, blue8: 0x6C),
            warning: Color(red8: 0xF5, green8: 0xB2, blue8: 0x4C),
            success: Color(red8: 0x6B, green8: 0xC4, blue8: 0x6F),
            overlay: Color(red: 0, green: 0, blue: 0, alpha: 0.6)),
        typography: .standard,
        spacing: .standard)
}
