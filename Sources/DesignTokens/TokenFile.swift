import Foundation

/// A set of design tokens in the W3C Design Tokens Community Group format, as designers export
/// them from Figma through Style Dictionary: nested groups, tokens with `$value` (and a `$type`
/// of their own or inherited from a group), and references written `{group.token}`.
///
/// ```json
/// { "color": { "$type": "color",
///              "primary": { "$value": "#1F5FD6" },
///              "background": { "$value": "{color.white}" } } }
/// ```
public struct TokenFile: Sendable {
    /// A token's raw value and its type, by dotted path.
    struct Token: @unchecked Sendable {
        var type: String?
        var value: Any
    }

    private let tokens: [String: Token]
    /// Each token's value with references resolved, worked out once.
    private let resolutions = Resolutions()
    /// The file's own role mapping, from `"$extensions": {"bento.roles": {…}}` at the top level.
    public let roles: TokenRoles

    /// The largest token file read (2 MB: real exports are a few hundred KB); parsed JSON takes
    /// many times its size in memory.
    public static let largestFile = 2 * 1024 * 1024
    /// How deep groups may nest, and how long a chain of references may be.
    public static let deepestNesting = 64

    /// Parses token JSON.
    ///
    /// - Throws: `TokenFileError.malformedJSON` when the data is not a JSON object,
    ///   `.tooLarge` past `largestFile`, `.tooDeep` for groups nested past `deepestNesting`, and
    ///   `.duplicateToken` for a path defined twice (`"color.primary"` as one key and as nested keys).
    public init(data: Data) throws(TokenFileError) {
        guard data.count <= Self.largestFile else { throw .tooLarge(bytes: data.count, limit: Self.largestFile) }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .malformedJSON(detail: (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
        }
        guard let object = root as? [String: Any] else { throw .malformedJSON(detail: "the top level is not an object") }
        var tokens: [String: Token] = [:]
        try Self.collect(object, path: [], inheritedType: nil, into: &tokens)
        self.tokens = tokens
        let extensions = object["$extensions"] as? [String: Any]
        roles = try TokenRoles(json: extensions?[TokenRoles.extensionKey], source: "$extensions.\(TokenRoles.extensionKey)")
    }

    /// Reads a token file.
    public init(contentsOf url: URL) throws(TokenFileError) {
        let data = try Self.read(url)
        do { try self.init(data: data) } catch { throw error.inFile(url.path) }
    }

    /// A token or role file's bytes: refused by its size (past `largestFile`) before it is read.
    static func read(_ url: URL) throws(TokenFileError) -> Data {
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > largestFile {
            throw .tooLarge(bytes: size, limit: largestFile)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, detail: error.localizedDescription)
        }
        guard data.count <= largestFile else { throw .tooLarge(bytes: data.count, limit: largestFile) }
        return data
    }

    /// Gathers the tokens of a group, keys in sorted order so the result never depends on the
    /// order a dictionary happens to give.
    private static func collect(
        _ group: [String: Any], path: [String], inheritedType: String?, into tokens: inout [String: Token]
    ) throws(TokenFileError) {
        guard path.count <= deepestNesting else { throw .tooDeep(token: path.prefix(4).joined(separator: ".") + "…", limit: deepestNesting) }
        let type = group["$type"] as? String ?? inheritedType
        if let value = group["$value"] {
            let joined = path.joined(separator: ".")
            guard tokens[joined] == nil else { throw .duplicateToken(token: joined) }
            tokens[joined] = Token(type: type, value: value)
            return
        }
        for key in group.keys.sorted() where !key.hasPrefix("$") {
            if let child = group[key] as? [String: Any] {
                try collect(child, path: path + [key], inheritedType: type, into: &tokens)
            }
        }
    }

    /// Every token path, sorted.
    public var paths: [String] { tokens.keys.sorted() }

    /// The token a token's whole value refers to, followed to the last token of the chain
    /// (`color.primary` whose value is `{color.brand}`, itself `{palette.plum.500}`, gives
    /// `palette.plum.500`); `nil` when the token's value is its own.
    public func aliasTarget(of path: String) -> String? {
        var current = path
        var seen: Set<String> = [path]
        while let value = tokens[current]?.value as? String, value.hasPrefix("{"), value.hasSuffix("}"),
            !value.dropFirst().dropLast().contains("{"), seen.count <= Self.deepestNesting
        {
            let next = String(value.dropFirst().dropLast())
            guard tokens[next] != nil, seen.insert(next).inserted else { break }
            current = next
        }
        return current == path ? nil : current
    }

    /// The declared type of a token (its own `$type` or its group's), when it has one.
    public func declaredType(of path: String) -> String? { tokens[path]?.type }

    /// Whether a token exists.
    public func contains(_ path: String) -> Bool { tokens[path] != nil }

    /// The value of a token with references resolved (a whole-value `{a.b}` reference, or
    /// references inside a composite value's members and lists).
    func resolvedValue(_ path: String) throws(TokenFileError) -> Any {
        try resolve(path, chain: [])
    }

    /// How many values (objects, lists and scalars) a token may stand for once its references are
    /// replaced by what they refer to: references that fan out (each level two references to the
    /// next) would otherwise stand for exponentially many.
    public static let largestExpansion = 100_000

    /// Resolves a path once: its result (and how many values it expands to) is kept, so a file
    /// whose references fan out costs time and memory in proportion to the file.
    private func resolve(_ path: String, chain: [String]) throws(TokenFileError) -> Any {
        try resolveCounting(path, chain: chain).value
    }

    private func resolveCounting(_ path: String, chain: [String]) throws(TokenFileError) -> (value: Any, size: Int) {
        if let resolved = resolutions[path] { return resolved }
        guard !chain.contains(path) else { throw .circularReference(chain: chain + [path]) }
        guard chain.count < Self.deepestNesting else { throw .tooDeep(token: chain[0], limit: Self.deepestNesting) }
        guard let token = tokens[path] else {
            if !chain.isEmpty, let system = SystemColor.token(path) { return (system.hexString, 1) }
            if let last = chain.last { throw .unknownReference(token: last, reference: "{\(path)}") }
            throw .missingToken(token: path)
        }
        let resolved = try substitute(token.value, in: path, chain: chain + [path])
        _ = try Self.expanded(0, by: resolved.size, token: path)
        resolutions[path] = resolved
        return resolved
    }

    /// A running count of expanded values, refused past `largestExpansion`.
    private static func expanded(_ size: Int, by more: Int, token: String) throws(TokenFileError) -> Int {
        let total = size + more
        guard total <= largestExpansion else {
            throw .badValue(token: token, detail: "its references expand to more than \(largestExpansion) values")
        }
        return total
    }

    private func substitute(_ value: Any, in path: String, chain: [String]) throws(TokenFileError) -> (value: Any, size: Int) {
        if let string = value as? String, string.hasPrefix("{"), string.hasSuffix("}"), !string.dropFirst().dropLast().contains("{") {
            return try resolveCounting(String(string.dropFirst().dropLast()), chain: chain)
        }
        if let object = value as? [String: Any] {
            var result: [String: Any] = [:], size = 1
            for (key, inner) in object {
                let member = try substitute(inner, in: path, chain: chain)
                result[key] = member.value
                size = try Self.expanded(size, by: member.size, token: path)
            }
            return (result, size)
        }
        if let list = value as? [Any] {
            var result: [Any] = [], size = 1
            for inner in list {
                let item = try substitute(inner, in: path, chain: chain)
                result.append(item.value)
                size = try Self.expanded(size, by: item.size, token: path)
            }
            return (result, size)
        }
        return (value, 1)
    }

    // MARK: - Typed reads

    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or a DTCG 2025.10 colour object in any of the
    /// format's colour spaces (`srgb`, `srgb-linear`, `hsl`, `hwb`, `lab`, `lch`, `oklab`,
    /// `oklch`, `display-p3`, `xyz-d65`, `xyz-d50`), turned into sRGB; for another space, its `hex`.
    public func color(_ path: String) throws(TokenFileError) -> Color {
        try Self.color(try resolvedValue(path), token: path)
    }

    static func color(_ value: Any, token: String) throws(TokenFileError) -> Color {
        if let text = value as? String {
            do {
                return try Color(hex: text)
            } catch {
                throw .badColor(token: token, value: text)
            }
        }
        guard let object = value as? [String: Any], let list = object["components"] as? [Any], list.count == 3 else {
            throw .badColor(token: token, value: Self.excerpt(value))
        }
        // "none" is a missing component, which counts as zero.
        let components = list.map { ($0 as? String) == "none" ? 0 : ($0 as? Double) ?? .nan }
        let alpha = (object["alpha"] as? String) == "none" ? 0 : (object["alpha"] as? Double) ?? 1
        let spaceName = object["colorSpace"] as? String ?? "srgb"
        guard components.allSatisfy(\.isFinite), alpha.isFinite else { throw .badColor(token: token, value: Self.excerpt(value)) }
        if let space = TokenColorSpace(rawValue: spaceName) {
            let (red, green, blue) = space.srgb(components)
            guard red.isFinite, green.isFinite, blue.isFinite else { throw .badColor(token: token, value: Self.excerpt(value)) }
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let hex = object["hex"] as? String, var color = try? Color(hex: hex) {
            color.alpha = min(max(alpha, 0), 1)
            return color
        }
        throw .badValue(
            token: token,
            detail: "the colour space \"\(Self.excerpt(spaceName))\" is not one Bento converts and the colour has no hex fallback")
    }

    /// A value as an error message shows it: at most 120 characters, written without ever
    /// describing more of the value than that (a value that references fan out into may be huge).
    static func excerpt(_ value: Any, limit: Int = 120) -> String {
        if let string = value as? String { return string.count <= limit ? string : string.prefix(limit - 1) + "…" }
        var text = ""
        func add(_ part: String) -> Bool {
            text += part
            return text.count < limit
        }
        func walk(_ value: Any) -> Bool {
            switch value {
            case let object as [String: Any]:
                guard add("{") else { return false }
                for (index, (key, member)) in object.sorted(by: { $0.key < $1.key }).enumerated() {
                    guard add((index == 0 ? "" : ", ") + "\"\(key.prefix(limit))\": "), walk(member) else { return false }
                }
                return add("}")
            case let list as [Any]:
                guard add("[") else { return false }
                for (index, item) in list.enumerated() {
                    guard add(index == 0 ? "" : ", "), walk(item) else { return false }
                }
                return add("]")
            case let string as String: return add("\"" + string.prefix(limit) + "\"")
            default: return add(String("\(value)".prefix(limit)))
            }
        }
        _ = walk(value)
        return text.count <= limit ? text : text.prefix(limit - 1) + "…"
    }

    /// A length in points: a number, or a string with `px` or `pt` (one CSS pixel is one point).
    public func dimension(_ path: String) throws(TokenFileError) -> Double {
        try Self.dimension(try resolvedValue(path), token: path)
    }

    /// The largest length a token may have, in points.
    public static let largestDimension = 100_000.0

    static func dimension(_ value: Any, token: String) throws(TokenFileError) -> Double {
        let number = try unboundedDimension(value, token: token)
        guard abs(number) <= largestDimension else {
            throw .badDimension(token: token, value: "\(excerpt(value)) (lengths go up to \(Int(largestDimension)) points)")
        }
        return number
    }

    private static func unboundedDimension(_ value: Any, token: String) throws(TokenFileError) -> Double {
        if let number = value as? Double, number.isFinite { return number }
        if let number = value as? Int { return Double(number) }
        if let object = value as? [String: Any], let number = object["value"] as? Double, number.isFinite {
            // DTCG's rem is the browser default root size, 16 px.
            switch object["unit"] as? String ?? "px" {
            case "px", "pt": return number
            case "rem": return number * 16
            default: break
            }
        }
        if let text = value as? String {
            var digits = Substring(text.trimmingCharacters(in: .whitespaces))
            if digits.hasSuffix("px") || digits.hasSuffix("pt") { digits = digits.dropLast(2) }
            if let number = Double(digits), number.isFinite { return number }
        }
        throw .badDimension(token: token, value: excerpt(value))
    }

    /// A string value (a font family, an icon glyph name).
    public func string(_ path: String) throws(TokenFileError) -> String {
        let value = try resolvedValue(path)
        if let text = value as? String { return text }
        if let list = value as? [String], let first = list.first { return first }
        throw .badValue(token: path, detail: "expected text, found \(Self.excerpt(value))")
    }

    /// An icon token's glyph: a Material Icons ligature name (`"delete"`), or an SF Symbols name
    /// as code names it (`{"systemName": "trash"}`), drawn as the open symbol `SystemSymbol` maps it
    /// to; a name the table lacks is an error naming the token.
    public func iconGlyph(_ path: String) throws(TokenFileError) -> String {
        let value = try resolvedValue(path)
        guard let object = value as? [String: Any] else { return try string(path) }
        guard object.count == 1, let name = object["systemName"] as? String else {
            throw .badValue(token: path, detail: "an icon is a glyph name or {\"systemName\": \"…\"}, found \(Self.excerpt(value))")
        }
        guard let glyph = SystemSymbol(name).materialName else {
            throw .badValue(token: "\(path).systemName", detail: "\(Self.excerpt(name)) is no SF Symbols name the symbol table maps (SystemSymbol.materialNames)")
        }
        return glyph
    }

    /// A composite typography token: fontFamily, fontWeight, fontSize, lineHeight, letterSpacing,
    /// and `relativeTo`, the iOS text style it grows like with Dynamic Type (`"body"`).
    public func textStyle(_ path: String) throws(TokenFileError) -> TextStyle {
        guard let object = try resolvedValue(path) as? [String: Any] else {
            throw .badValue(token: path, detail: "a typography token needs an object value")
        }
        let family: String
        if let text = object["fontFamily"] as? String {
            family = text
        } else if let list = object["fontFamily"] as? [String], let first = list.first {
            family = first
        } else {
            throw .badValue(token: path, detail: "fontFamily is missing")
        }
        guard let sizeValue = object["fontSize"] else { throw .badValue(token: path, detail: "fontSize is missing") }
        let size = try Self.dimension(sizeValue, token: "\(path).fontSize")
        guard size > 0, size <= 1000 else { throw .badDimension(token: "\(path).fontSize", value: "\(Self.excerpt(sizeValue)) (font sizes go from above 0 to 1000 points)") }
        var weight = FontWeight.regular
        if let raw = object["fontWeight"] {
            let number = (raw as? Int) ?? (raw as? Double).flatMap { Int(exactly: $0.rounded()) } ?? (raw as? String).flatMap { Self.weightNames[$0.lowercased()] ?? Int($0) }
            guard let number, let parsed = FontWeight(rawValue: number) else {
                throw .badValue(token: "\(path).fontWeight", detail: "\(Self.excerpt(raw)) is not a weight from 100 to 900")
            }
            weight = parsed
        }
        let lineHeight = try object["lineHeight"].map { value throws(TokenFileError) in try Self.lineHeight(value, fontSize: size, token: "\(path).lineHeight") }
        let letterSpacing = try object["letterSpacing"].map { value throws(TokenFileError) in try Self.dimension(value, token: "\(path).letterSpacing") } ?? 0
        let italic = (object["fontStyle"] as? String)?.lowercased() == "italic"
        var style = TextStyle(family: family, weight: weight, isItalic: italic, size: size, lineHeight: lineHeight, letterSpacing: letterSpacing)
        if let raw = object["relativeTo"] {
            guard let name = raw as? String, let system = SystemTextStyle(name: name) else {
                let names = SystemTextStyle.allCases.map { "\($0)" }.joined(separator: ", ")
                throw .badValue(token: "\(path).relativeTo", detail: "\(Self.excerpt(raw)) is not an iOS text style (\(names))")
            }
            style.scalesLike = system
        }
        return style
    }

    /// A typography token's line height in points: a dimension (`"22px"`, `{"value": 22, "unit":
    /// "px"}`), or, as DTCG writes it, a plain number that is a ratio of the font size (`1.5`).
    static func lineHeight(_ value: Any, fontSize: Double, token: String) throws(TokenFileError) -> Double {
        guard let ratio = (value as? Double) ?? (value as? Int).map(Double.init) else { return try dimension(value, token: token) }
        guard ratio.isFinite, ratio > 0, ratio <= 10 else {
            throw .badDimension(
                token: token,
                value: "\(excerpt(value)) (a plain number is a ratio of the font size, from above 0 to 10; write \"\(excerpt(value))px\" for points)")
        }
        return ratio * fontSize
    }

    /// A shadow token: color, offsetX, offsetY, blur (DTCG's `spread` and `inset` are read past).
    /// A list of shadows, which DTCG allows, gives its first.
    public func shadow(_ path: String) throws(TokenFileError) -> ShadowToken {
        var value = try resolvedValue(path)
        if let layers = value as? [Any], let first = layers.first { value = first }
        guard let object = value as? [String: Any] else {
            throw .badValue(token: path, detail: "a shadow token needs an object value")
        }
        guard let colorValue = object["color"] else { throw .badColor(token: "\(path).color", value: "nothing") }
        let color = try Self.color(colorValue, token: "\(path).color")
        return ShadowToken(
            color: color, x: try Self.dimension(object["offsetX"] ?? 0, token: "\(path).offsetX"),
            y: try Self.dimension(object["offsetY"] ?? 0, token: "\(path).offsetY"),
            blur: try Self.dimension(object["blur"] ?? 0, token: "\(path).blur"))
    }

    /// A border token: color, width and style (`solid`, `dashed`, … or a DTCG stroke object,
    /// read as `solid` when it has no dashes).
    public func border(_ path: String) throws(TokenFileError) -> BorderToken {
        guard let object = try resolvedValue(path) as? [String: Any] else {
            throw .badValue(token: path, detail: "a border token needs an object value")
        }
        guard let colorValue = object["color"] else { throw .badColor(token: "\(path).color", value: "nothing") }
        guard let widthValue = object["width"] else { throw .badValue(token: path, detail: "width is missing") }
        let style: String
        switch object["style"] {
        case let name as String: style = name
        case let stroke as [String: Any]: style = (stroke["dashArray"] as? [Any])?.isEmpty == false ? "dashed" : "solid"
        default: style = "solid"
        }
        return BorderToken(
            color: try Self.color(colorValue, token: "\(path).color"),
            width: try Self.dimension(widthValue, token: "\(path).width"), style: style)
    }

    /// A gradient token: its stops, each a colour at a position clamped to 0...1, in order.
    public func gradient(_ path: String) throws(TokenFileError) -> [GradientStop] {
        guard let list = try resolvedValue(path) as? [Any], !list.isEmpty else {
            throw .badValue(token: path, detail: "a gradient token needs a list of stops")
        }
        var stops: [GradientStop] = []
        for (index, item) in list.enumerated() {
            guard let stop = item as? [String: Any], let colorValue = stop["color"],
                  let position = stop["position"] as? Double, position.isFinite
            else { throw .badValue(token: "\(path)[\(index)]", detail: "a stop needs a color and a numeric position") }
            stops.append(GradientStop(color: try Self.color(colorValue, token: "\(path)[\(index)].color"), position: min(max(position, 0), 1)))
        }
        return stops
    }

    private static let weightNames = [
        "thin": 100, "extralight": 200, "extra-light": 200, "light": 300, "regular": 400, "normal": 400, "medium": 500,
        "semibold": 600, "semi-bold": 600, "bold": 700, "extrabold": 800, "extra-bold": 800, "black": 900,
    ]
}

/// Resolved token values by path, shared by the copies of one `TokenFile` (reads may come from
/// several threads).
private final class Resolutions: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: (value: Any, size: Int)] = [:]

    subscript(path: String) -> (value: Any, size: Int)? {
        get { lock.withLock { values[path] } }
        set { lock.withLock { values[path] = newValue } }
    }
}
