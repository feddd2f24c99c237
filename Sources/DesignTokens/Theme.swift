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
    /// What the theme's token file says of its tokens (aliases, roles left to the standard
    /// values, other colours); `nil` for a theme made in code. Not part of equality.
    public var provenance: ThemeProvenance?

    /// The tokens themselves, compared as values.
    private struct Tokens: Equatable {
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

    /// Hashes the name only: equal themes have equal names, and hashing every token cost more
    /// than the rest of listing a catalogue's variants (each variant's traits hold its theme).
    /// Themes of one name that differ (a token file and its edit) are told apart by `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

extension Theme {
    /// The built-in light theme, read from the token file compiled into the library
    /// (`Sources/DesignTokens/Resources/light.tokens.json`).
    public static let light = builtIn("light")

    /// The built-in dark theme (`dark.tokens.json`).
    public static let dark = builtIn("dark")

    /// A built-in token file's bytes (`"light"`, `"dark"`), to read or to write out as a starting
    /// point; `nil` for another name. The files are compiled into the library, so a binary copied
    /// alone (into a container) still has its themes.
    public static func builtInTokens(named name: String) -> Data? {
        switch name {
        case "light": Data(PackageResources.light_tokens_json)
        case "dark": Data(PackageResources.dark_tokens_json)
        default: nil
        }
    }

    /// A built-in token file written out to the temporary folder, for code that wants a file.
    @available(*, deprecated, message: "The token files are compiled into the library: read builtInTokens(named:) instead.")
    public static func builtInTokenFile(named name: String) -> URL? {
        guard let data = builtInTokens(named: name) else { return nil }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bento-\(getpid())-\(name).tokens.json")
        return (try? data.write(to: url, options: .atomic)) == nil ? nil : url
    }

    /// A theme shipped with the package. The files are part of the build and tested; failing to
    /// read one is a packaging error, reported with the file's name.
    static func builtIn(_ name: String) -> Theme {
        guard let data = builtInTokens(named: name) else {
            fatalError("The built-in token file \(name).tokens.json is not compiled into DesignTokens.")
        }
        do {
            return try Theme(tokens: try TokenFile(data: data), name: name)
        } catch {
            fatalError("The built-in token file \(name).tokens.json is invalid: \(error)")
        }
    }
}
