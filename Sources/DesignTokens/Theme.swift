import Foundation

/// A complete set of tokens: colours, typography and spacing.
public struct Theme: Hashable, Sendable {
    /// A name for reports and file names, for example `"light"`.
    public var name: String
    /// The semantic colours and the grey scale.
    public var colors: ColorPalette
    /// The type styles.
    public var typography: Typography
    /// The spacing scale.
    public var spacing: Spacing
    /// The corner radii.
    public var radii: Radii
    /// The shadows.
    public var elevation: Elevation
    /// The icon font and glyphs.
    public var icons: Icons

    /// Creates a theme.
    public init(
        name: String, colors: ColorPalette, typography: Typography, spacing: Spacing, radii: Radii = .standard,
        elevation: Elevation = .standard, icons: Icons = .standard
    ) {
        self.name = name
        self.colors = colors
        self.typography = typography
        self.spacing = spacing
        self.radii = radii
        self.elevation = elevation
        self.icons = icons
    }
}

extension Theme {
    /// The built-in light theme, loaded from the token file shipped with the package
    /// (`Sources/DesignTokens/Resources/light.tokens.json`).
    public static let light = builtIn("light")

    /// The built-in dark theme (`dark.tokens.json`).
    public static let dark = builtIn("dark")

    /// Where a built-in token file (`"light"`, `"dark"`) is, to read or copy as a starting point.
    public static func builtInTokenFile(named name: String) -> URL? {
        Bundle.module.url(forResource: "\(name).tokens", withExtension: "json")
    }

    /// A theme shipped with the package. The files are part of the build and tested; failing to
    /// read one is a packaging error, reported with the file's name.
    static func builtIn(_ name: String) -> Theme {
        guard let url = builtInTokenFile(named: name) else {
            fatalError("The built-in token file \(name).tokens.json is missing from the DesignTokens resources.")
        }
        do {
            return try Theme(tokensAt: url, name: name)
        } catch {
            fatalError("The built-in token file \(name).tokens.json is invalid: \(error)")
        }
    }
}
