/// What a theme read from its token file, beyond its values: the primitive each colour role
/// aliases, the roles the file leaves to Bento's standard values, and the file's colour tokens
/// that no role reads (a team's palette and extra tokens), so pages and reports speak of the
/// team's own tokens rather than the theme's fallbacks.
public struct ThemeProvenance: Hashable, Sendable {
    /// Each colour role's alias, and each other colour token's, followed to the last token in the
    /// chain (`color.primary` → `palette.plum.500`); a role mapped to a token of another name
    /// counts as its alias.
    public var aliases: [String: String]
    /// Roles the file does not define, which took the standard values (`color.grey.50`, `radius.pill`).
    public var standardRoles: Set<String>
    /// The file's colour tokens that no role reads, by path: primitives and a team's extra tokens.
    public var otherColors: [String: Color]
    /// The team's own token for each role its file plays under another name (`spacing.medium` →
    /// `space.md`, mapped by `bento.roles` or a `roles.json`), so findings name the token the team
    /// writes.
    public var teamTokens: [String: String] = [:]

    /// A provenance.
    public init(aliases: [String: String] = [:], standardRoles: Set<String> = [], otherColors: [String: Color] = [:]) {
        self.aliases = aliases
        self.standardRoles = standardRoles
        self.otherColors = otherColors
    }

    /// A role as a finding names it: the team's token, then the role (`space.md (spacing.medium)`),
    /// or the role alone where the file calls it by its own name.
    public func named(_ role: String) -> String {
        teamTokens[role].map { "\($0) (\(role))" } ?? role
    }

    /// Whether the theme's file defines a role (true for a theme made in code, which has no file).
    public func defines(_ role: String) -> Bool { !standardRoles.contains(role) }
}
