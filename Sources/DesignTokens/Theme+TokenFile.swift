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
    /// Each role is read from the token the mapping names (`roles`, then the file's own
    /// `$extensions` mapping, which wins), else from the token of the role's own name.
    ///
    /// - Throws: `TokenFileError.unmappedRoles` naming every required role no token plays, or
    ///   the first token that is malformed or refers to nothing.
    public init(tokens tokenFile: TokenFile, name: String, roles extraRoles: TokenRoles = TokenRoles()) throws(TokenFileError) {
        let file = try RoleReader(file: tokenFile, roles: tokenFile.roles.filling(from: extraRoles), theme: name)
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
            overrides[token] = try file.iconGlyph("icon.\(token.rawValue)")
        }
        let icons = Icons(
            family: file.contains("icon.family") ? try file.string("icon.family") : Icons.standard.family,
            size: try optionalDimension("icon.size", Icons.standard.size), overrides: overrides)
        self.init(name: name, colors: colors, typography: typography, spacing: spacing, radii: radii, elevation: elevation, icons: icons)
        provenance = Self.provenance(of: tokenFile, reader: file)
    }

    /// Aliases, standard roles and the other colour tokens of a file read by role.
    private static func provenance(of tokenFile: TokenFile, reader: RoleReader) -> ThemeProvenance {
        var provenance = ThemeProvenance()
        var read = Set<String>()
        for role in roles {
            guard reader.contains(role) else {
                provenance.standardRoles.insert(role)
                continue
            }
            let path = reader.roles.tokenPath(for: role)
            read.insert(path)
            if path != role { provenance.teamTokens[role] = path }
            guard role.hasPrefix("color.") else { continue }
            if let target = tokenFile.aliasTarget(of: path) ?? (path == role ? nil : path) { provenance.aliases[role] = target }
        }
        for path in tokenFile.paths where !read.contains(path) && tokenFile.declaredType(of: path) == "color" {
            if let color = try? tokenFile.color(path) { provenance.otherColors[path] = color }
            if let target = tokenFile.aliasTarget(of: path) { provenance.aliases[path] = target }
        }
        return provenance
    }

    /// A theme from a token file on disk, named after the file (`light.tokens.json` → `light`)
    /// unless a name is given. A `roles.json` beside the file maps the team's token names to the
    /// theme's roles (see `TokenRoles`).
    public init(tokensAt url: URL, name: String? = nil) throws(TokenFileError) {
        let fileName = url.lastPathComponent
        let derived = fileName.components(separatedBy: ".").first ?? fileName
        let rolesFile = url.deletingLastPathComponent().appendingPathComponent("roles.json")
        let roles: TokenRoles
        do {
            roles = FileManager.default.fileExists(atPath: rolesFile.path) ? try TokenRoles(contentsOf: rolesFile) : TokenRoles()
        } catch {
            throw error.inFile(rolesFile.path)
        }
        let file = try TokenFile(contentsOf: url)
        do { try self.init(tokens: file, name: name ?? derived, roles: roles) } catch { throw error.inFile(url.path) }
    }

    /// Every role a theme reads, required or with a standard fallback.
    public static var roles: [String] {
        requiredRoles + GreyScale.stepNames.map { "color.grey.\($0)" } + ["color.white", "color.black", "color.onPrimary"]
            + ["small", "medium", "large", "pill"].map { "radius.\($0)" } + ["level1", "level2", "level3"].map { "elevation.\($0)" }
            + ["icon.family", "icon.size"] + IconToken.allCases.map { "icon.\($0.rawValue)" }
    }

    /// The roles every theme file must play.
    public static var requiredRoles: [String] {
        requiredColorTokens.map { "color.\($0)" } + requiredTypographyTokens.map { "typography.\($0)" }
            + requiredSpacingTokens.map { "spacing.\($0)" }
    }
}

/// A token file read by role: each role path goes to the token that plays it.
private struct RoleReader {
    let file: TokenFile
    let roles: TokenRoles
    /// The theme's name, which the values' origins name.
    let theme: String

    /// Checks the mapping (known roles, existing tokens) and that every required role is played.
    init(file: TokenFile, roles: TokenRoles, theme: String) throws(TokenFileError) {
        self.file = file
        self.roles = roles
        self.theme = theme
        let known = Set(Theme.roles)
        for (role, token) in roles.tokenByRole.sorted(by: { $0.key < $1.key }) {
            guard known.contains(role) else {
                throw .badValue(token: "\(TokenRoles.extensionKey).\(role)", detail: "\(role) is not a theme role (Theme.roles lists them)")
            }
            guard file.contains(token) else {
                throw .unknownReference(token: "\(TokenRoles.extensionKey).\(role)", reference: "{\(token)}")
            }
        }
        let unplayed = Theme.requiredRoles.filter { !file.contains(roles.tokenPath(for: $0)) }
        guard unplayed.isEmpty else { throw .unmappedRoles(roles: unplayed) }
    }

    func contains(_ role: String) -> Bool { file.contains(roles.tokenPath(for: role)) }
    /// The colour of the token playing `role`, traced to that token and role.
    func color(_ role: String) throws(TokenFileError) -> Color {
        let path = roles.tokenPath(for: role)
        return try file.color(path).traced(to: DesignOrigin(.token(path: path, role: role, theme: theme)))
    }
    func dimension(_ role: String) throws(TokenFileError) -> Double { try file.dimension(roles.tokenPath(for: role)) }
    /// The text style of the token playing `role`, traced to that token and role.
    func textStyle(_ role: String) throws(TokenFileError) -> TextStyle {
        let path = roles.tokenPath(for: role)
        return try file.textStyle(path).traced(to: DesignOrigin(.token(path: path, role: role, theme: theme)))
    }
    /// The shadow of the token playing `role`, its colour traced to that token and role.
    func shadow(_ role: String) throws(TokenFileError) -> ShadowToken {
        let path = roles.tokenPath(for: role)
        var shadow = try file.shadow(path)
        shadow.color = shadow.color.traced(to: DesignOrigin(.token(path: path, role: role, theme: theme)))
        return shadow
    }
    func string(_ role: String) throws(TokenFileError) -> String { try file.string(roles.tokenPath(for: role)) }
    func iconGlyph(_ role: String) throws(TokenFileError) -> String { try file.iconGlyph(roles.tokenPath(for: role)) }
}
