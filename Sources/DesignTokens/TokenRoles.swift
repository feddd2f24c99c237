import Foundation

/// Which of a team's own tokens plays each of the theme's roles: `color.primary` is played by
/// `color.action.primary`, `typography.body1` by `text.body`.
///
/// A mapping is written in the token file itself, under DTCG's `$extensions`:
///
/// ```json
/// { "$extensions": { "bento.roles": {
///       "color.primary": "{color.action.primary}",
///       "typography.body1": "{text.body}" } },
///   "color": { "action": { "primary": { "$type": "color", "$value": "#1F5FD6" } } } }
/// ```
///
/// or in a `roles.json` beside the token files (the same object, without `$extensions`), which
/// `Theme(tokensAt:)` reads; the token file's own entries win. A role absent from the mapping is
/// read under its own name, so a file may map only the roles it names differently.
public struct TokenRoles: Hashable, Sendable {
    /// The key under `$extensions` that holds the mapping.
    public static let extensionKey = "bento.roles"

    /// Token path by role path.
    public var tokenByRole: [String: String]

    /// Creates a mapping from role names (`color.primary`) to token references.
    public init(_ tokenByRole: [String: String] = [:]) {
        self.tokenByRole = tokenByRole
    }

    /// A mapping from its JSON object (`nil` for none); `source` names it in errors.
    init(json: Any?, source: String) throws(TokenFileError) {
        guard let json else {
            self.init()
            return
        }
        guard let object = json as? [String: Any] else {
            throw .badValue(token: source, detail: "the role mapping must be an object of role: \"{token.path}\"")
        }
        var mapping: [String: String] = [:]
        for (role, value) in object {
            guard let text = value as? String, !text.isEmpty, text.count <= 512 else {
                throw .badValue(token: "\(source).\(role)", detail: "a role maps to a token path, written \"{group.token}\"")
            }
            let path = text.hasPrefix("{") && text.hasSuffix("}") ? String(text.dropFirst().dropLast()) : text
            mapping[role] = path
        }
        self.init(mapping)
    }

    /// A mapping file: one JSON object of role: "{token.path}".
    public init(contentsOf url: URL) throws(TokenFileError) {
        try self.init(data: try TokenFile.read(url), source: url.lastPathComponent)
    }

    /// A mapping file's bytes (one JSON object of role: "{token.path}"), `source` naming it in errors.
    public init(data: Data, source: String = "roles.json") throws(TokenFileError) {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .malformedJSON(detail: "\(source): \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")")
        }
        try self.init(json: json, source: source)
    }

    /// The token that plays a role: the mapped one, or the role's own path.
    public func tokenPath(for role: String) -> String { tokenByRole[role] ?? role }

    /// This mapping with another's entries added where this one has none.
    public func filling(from other: TokenRoles) -> TokenRoles {
        TokenRoles(tokenByRole.merging(other.tokenByRole) { own, _ in own })
    }
}
