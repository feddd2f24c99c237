import Foundation

/// A complete set of tokens: colours, typography and spacing.
///
/// A theme is a value, but its tokens are kept in one shared, copy-on-write box: every variant of
/// a catalogue carries its theme, and copying a few kilobytes of colours and styles into each was
/// most of a large catalogue's memory.
public struct Theme: Hashable, Sendable {
    /// A name for reports and file names, for example `"light"`.
    public var name: String
    private var box: Box

    /// The tokens themselves, compared and hashed as values.
    private struct Tokens: Hashable {
        var colors: ColorPalette
        var typography: Typography
        var spacing: Spacing
        var radii: Radii
        var elevation: Elevation
        var icons: Icons
    }

    /// The shared tokens; written only through `mutableTokens`, which copies a box that is shared.
    private final class Box: @unchecked Sendable {
        var tokens: Tokens
        init(_ tokens: Tokens) { self.tokens = tokens }
    }

    /// The tokens, this theme's own copy when another theme shares them.
    private var mutableTokens: Tokens {
        _read { yield box.tokens }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.tokens) }
            yield &box.tokens
        }
    }

    /// The semantic colours and the grey scale.
    public var colors: ColorPalette {
        _read { yield box.tokens.colors }
        _modify { yield &mutableTokens.colors }
    }
    /// The type styles.
    public var typography: Typography {
        _read { yield box.tokens.typography }
        _modify { yield &mutableTokens.typography }
    }
    /// The spacing scale.
    public var spacing: Spacing {
        _read { yield box.tokens.spacing }
        _modify { yield &mutableTokens.spacing }
    }
    /// The corner radii.
    public var radii: Radii {
        _read { yield box.tokens.radii }
        _modify { yield &mutableTokens.radii }
    }
    /// The shadows.
    public var elevation: Elevation {
        _read { yield box.tokens.elevation }
        _modify { yield &mutableTokens.elevation }
    }
    /// The icon font and glyphs.
    public var icons: Icons {
        _read { yield box.tokens.icons }
        _modify { yield &mutableTokens.icons }
    }

    /// Creates a theme.
    public init(
        name: String, colors: ColorPalette, typography: Typography, spacing: Spacing, radii: Radii = .standard,
        elevation: Elevation = .standard, icons: Icons = .standard
    ) {
        self.name = name
        self.box = Box(Tokens(colors: colors, typography: typography, spacing: spacing, radii: radii, elevation: elevation, icons: icons))
    }

    /// Themes are equal when their names and tokens are, shared or not.

    public static func == (lhs: Theme, rhs: Theme) -> Bool {
        lhs.name == rhs.name && (lhs.box === rhs.box || lhs.box.tokens == rhs.box.tokens)
    }

    /// Hashes the name and the tokens.

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(box.tokens)
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
