import SafeText

/// Why a saved design-tool answer could not be read: each case names the file, and the place in
/// it (a JSON path such as `$.nodes["1:13"].document.children[0].fills[0].color.r`) when there is one.
public enum DesignFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read from the disk.
    case unreadable(file: String, detail: String)
    /// The file is larger than `DesignFile.largestFile`.
    case tooLarge(file: String, bytes: Int, limit: Int)
    /// The file is not JSON (or nests deeper than the JSON reader allows).
    case malformedJSON(file: String, detail: String)
    /// The JSON is neither a file, a nodes nor a variables answer of Figma's REST API.
    case unknownAnswer(file: String, keys: [String])
    /// A value does not have the shape the answer's schema gives it.
    case invalid(file: String, path: String, problem: String)
    /// More of something than a design file holds (nodes, nesting, variables).
    case tooMany(file: String, path: String, what: String, limit: Int)
    /// No node of the design answers to a reference.
    case nodeNotFound(file: String, reference: String, suggestions: [String])

    /// The error in a sentence, names from the file escaped and bounded.
    public var description: String {
        switch self {
        case .unreadable(let file, let detail):
            return "The design file \(Self.shown(file)) cannot be read: \(Self.shown(detail, limit: 400))."
        case .tooLarge(let file, let bytes, let limit):
            return "The design file \(Self.shown(file)) has \(bytes) bytes; design files are read up to \(limit)."
        case .malformedJSON(let file, let detail):
            return "The design file \(Self.shown(file)) is not valid JSON: \(Self.shown(detail, limit: 400))."
        case .unknownAnswer(let file, let keys):
            let shown = keys.prefix(8).map { Self.shown($0, limit: 40) }.joined(separator: ", ")
            return "The design file \(Self.shown(file)) is not one of Figma's REST answers (a file, GET /v1/files/:key; nodes, "
                + "GET /v1/files/:key/nodes; or variables, GET /v1/files/:key/variables/local): its top level has \(shown.isEmpty ? "no keys" : shown)."
        case .invalid(let file, let path, let problem):
            return "The design file \(Self.shown(file)) at \(Self.shown(path, limit: 200)): \(Self.shown(problem, limit: 400))."
        case .tooMany(let file, let path, let what, let limit):
            return "The design file \(Self.shown(file)) at \(Self.shown(path, limit: 200)) has more than \(limit) \(what)."
        case .nodeNotFound(let file, let reference, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; nodes with names like it: " + suggestions.prefix(5).map { Self.shown($0, limit: 80) }.joined(separator: ", ")
            return "The design file \(Self.shown(file)) has no node \(Self.shown(reference)) (an id such as 1:13, or a name path such as "
                + "Components/Button/variant=primary)\(hint)."
        }
    }

    /// A name or value from the file as a message shows it: bounded, control characters escaped.
    static func shown(_ text: String, limit: Int = 120) -> String { Quoted.field(text, limit: limit) }
}
