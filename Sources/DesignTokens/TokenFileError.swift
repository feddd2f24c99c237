import SafeText

/// Why a design-token file could not be turned into a theme; each case names the token path.
public enum TokenFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, detail: String)
    /// The file is not JSON.
    case malformedJSON(detail: String)
    /// A reference `{group.token}` points at no token.
    case unknownReference(token: String, reference: String)
    /// References lead back to where they started.
    case circularReference(chain: [String])
    /// A colour token's value is not a colour the format allows.
    case badColor(token: String, value: String)
    /// A dimension token's value is not a number, `px` or `rem` length.
    case badDimension(token: String, value: String)
    /// A token's value does not have the shape its type needs.
    case badValue(token: String, detail: String)
    /// A token the theme needs is absent.
    case missingToken(token: String)
    /// The file is larger than `TokenFile.largestFile`.
    case tooLarge(bytes: Int, limit: Int)
    /// Groups nest, or references chain, deeper than `TokenFile.deepestNesting`.
    case tooDeep(token: String, limit: Int)
    /// The same token path is defined twice.
    case duplicateToken(token: String)
    /// Theme roles that no token plays: absent under their own names and not mapped.
    case unmappedRoles(roles: [String])

    public var description: String {
        switch self {
        case .unreadable(let path, let detail):
            return "The token file \(Self.shown(path, limit: 300)) cannot be read: \(Self.clause(Self.shown(detail, limit: 1_200)))."
        case .malformedJSON(let detail): return "The token file is not valid JSON: \(Self.clause(Self.shown(detail, limit: 400)))."
        case .unknownReference(let token, let reference):
            return "The token \(Self.shown(token)) refers to \(Self.shown(reference)), which does not exist."
        case .circularReference(let chain): return "The tokens refer to each other in a circle: \(chain.prefix(20).map { Self.shown($0) }.joined(separator: " → "))."
        case .badColor(let token, let value):
            return "The token \(Self.shown(token)) has \"\(Self.shown(value))\", which is not a colour (#RGB, #RRGGBB, #RRGGBBAA or a DTCG colour object)."
        case .badDimension(let token, let value):
            return "The token \(Self.shown(token)) has \"\(Self.shown(value))\", which is not a dimension (a number, or a number with px, pt or rem)."
        case .badValue(let token, let detail): return "The token \(Self.shown(token)) is not usable: \(Self.clause(Self.shown(detail, limit: 400)))."
        case .missingToken(let token): return "The required token \(Self.shown(token)) is missing."
        case .tooLarge(let bytes, let limit): return "The token file has \(bytes) bytes; token files are read up to \(limit)."
        case .tooDeep(let token, let limit): return "The token \(Self.shown(token)) nests or refers deeper than \(limit) levels."
        case .unmappedRoles(let roles):
            let shown = roles.prefix(20).map { Self.shown($0) }.joined(separator: ", ") + (roles.count > 20 ? " and \(roles.count - 20) more" : "")
            return "No token plays the theme's role\(roles.count == 1 ? "" : "s") \(shown): define \(roles.count == 1 ? "it" : "them") under "
                + "\(roles.count == 1 ? "that name" : "those names"), or map your own tokens to \(roles.count == 1 ? "it" : "them") in the file's "
                + "\"$extensions\": {\"bento.roles\": {\"\(Self.shown(roles[0]))\": \"{your.token}\"}} or in a roles.json beside it."
        case .duplicateToken(let token): return "The token \(Self.shown(token)) is defined twice (as one key and as nested keys, say); keep one."
        }
    }

    /// A name or value from a token file as a message shows it: at most `limit` characters, with
    /// control characters escaped, so a hostile file cannot make a megabyte of message or drive
    /// the terminal it is printed on.
    static func shown(_ text: String, limit: Int = 120) -> String { Quoted.field(text, limit: limit) }

    /// The error of a file read from disk, naming the file (a light and a dark file may both
    /// name the token): `unreadable` with the file's path and what is wrong in it.
    func inFile(_ path: String) -> TokenFileError {
        switch self {
        case .unreadable: self
        default: .unreadable(path: path, detail: description)
        }
    }

    /// A system message as a clause of our sentence: without its own closing full stop.
    private static func clause(_ detail: String) -> String {
        detail.hasSuffix(".") ? String(detail.dropLast()) : detail
    }
}
