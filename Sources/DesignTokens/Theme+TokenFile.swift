import Foundation

extension Theme {
    /// The color tokens every theme file must define, under `color.`.
    public static let requiredColorTokens = [
        "primary", "secondary", "background", "surface", "textPrimary", "textSecondary", "separator", "error", "warning",
        "success", "overlay",
    ]
    /// The typography tokens every theme file must define, under `typography.`.
    public static let requiredTypographyTokens = [
        "headline1", "headline2", "title", "body1", "body2", "subhead", "caption", "footer", "button",
    ]
    /// The spacing tokens every theme file must define, under `spacing.`.
    public static let requiredSpacingTokens = ["extraSmall", "small", "medium", "large", "extraLarge"]

    /// A theme from a token file. Semantic colours, typography and spacing are required; the grey
    /// scale (`color.grey.50` …), `color.white`/`black`, `color.onPrimary` (white), `radius.*`, `elevation.level1…3` and
    /// `icon.*` fall back to the standard values when absent.
    ///
    /// - Throws: `TokenFileError` naming the first token that is missing, malformed or refers to
    ///   nothing.
    public init(tokens file: TokenFile, name: String) throws(TokenFileError) {
        func color(_ key: String) throws(TokenFileError) -> Color { try file.color("color.\(key)") }
        func optionalColor(_ path: String, _ fallback: Color) throws(TokenFileError) -> Color {
            file.contains(path) ? try file.color(path) : fallback
        }
        func optionalDimension(_ path: String, _ fallback: Double) throws(TokenFileError) -> Double {
            file.contains(path) ? try file.dimension(path) : fallback
        }
        let standardGreys = GreyScale.standard.steps
        var greys: [Color] = []
        for (index, step) in GreyScale.stepNames.enumerated() {
            greys.append(try optionalColor("color.grey.\(step)", standardGreys[index]))
        }
        let colors = ColorPalette(
            primary: try color("primary"), secondary: try color("secondary"), background: try color("background"),
            surface: try color("surface"), textPrimary: try color("textPrimary"), textSecondary: try color("textSecondary"),
            separator: try color("separator"), error: try color("error"), warning: try color("warning"),
            success: try color("success"), overlay: try color("overlay"),
            greys: GreyScale(
                grey50: greys[0], grey100: greys[1], grey200: greys[2], grey300: greys[3], grey400: greys[4],
                grey500: greys[5], grey600: greys[6], grey700: greys[7], grey800: greys[8], grey900: greys[9]),
            white: try optionalColor("color.white", .white), black: try optionalColor("color.black", .black),
            onPrimary: file.contains("color.onPrimary") ? try file.color("color.onPrimary") : nil)
        func style(_ key: String) throws(TokenFileError) -> TextStyle { try file.textStyle("typography.\(key)") }
        let typography = Typography(
            headline1: try style("headline1"), headline2: try style("headline2"), title: try style("title"),
            body1: try style("body1"), body2: try style("body2"), subhead: try style("subhead"), caption: try style("caption"),
            footer: try style("footer"), button: try style("button"))
        func space(_ key: String) throws(TokenFileError) -> Double { try file.dimension("spacing.\(key)") }
        let spacing = Spacing(
            extraSmall: try space("extraSmall"), small: try space("small"), medium: try space("medium"),
            large: try space("large"), extraLarge: try space("extraLarge"))
        let radii = Radii(
            small: try optionalDimension("radius.small", Radii.standard.small),
            medium: try optionalDimension("radius.medium", Radii.standard.medium),
            large: try optionalDimension("radius.large", Radii.standard.large),
            pill: try optionalDimension("radius.pill", Radii.standard.pill))
        func level(_ key: String, _ fallback: ShadowToken) throws(TokenFileError) -> ShadowToken {
            file.contains("elevation.\(key)") ? try file.shadow("elevation.\(key)") : fallback
        }
        let elevation = Elevation(
            level1: try level("level1", Elevation.standard.level1), level2: try level("level2", Elevation.standard.level2),
            level3: try level("level3", Elevation.standard.level3))
        var overrides: [IconToken: String] = [:]
        for token in IconToken.allCases where file.contains("icon.\(token.rawValue)") {
            overrides[token] = try file.string("icon.\(token.rawValue)")
        }
        let icons = Icons(
            family: file.contains("icon.family") ? try file.string("icon.family") : Icons.standard.family,
            size: try optionalDimension("icon.size", Icons.standard.size), overrides: overrides)
        self.init(name: name, colors: colors, typography: typography, spacing: spacing, radii: radii, elevation: elevation, icons: icons)
    }

    /// A theme from a token file on disk, named after the file (`light.tokens.json` → `light`)
    /// unless a name is given.
    public init(tokensAt url: URL, name: String? = nil) throws(TokenFileError) {
        let fileName = url.lastPathComponent
        let derived = fileName.components(separatedBy: ".").first ?? fileName
        try self.init(tokens: try TokenFile(contentsOf: url), name: name ?? derived)
    }
}
