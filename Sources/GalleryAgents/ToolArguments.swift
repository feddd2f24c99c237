import MCP
import SafeText

/// Why a tool call was refused: the tool, the argument and what is wrong with it, in words an agent
/// can act on. Names in it are quoted and cut short as the commands' messages are.
struct AgentToolError: Error, CustomStringConvertible, Sendable {
    var description: String

    init(_ description: String) { self.description = description }

    /// An argument's value is wrong.
    static func argument(_ tool: String, _ name: String, _ problem: String) -> AgentToolError {
        AgentToolError("\(tool): argument \(Quoted.string(name, limit: 60)) \(problem)")
    }
}

/// A tool call's arguments, checked before anything runs: only the names the tool takes, each of
/// the type it declares and within its bounds (names at most 500 characters, values 4,000, lists
/// and argument sets 100 items).
struct ToolArguments: Sendable {
    static let nameLimit = 500
    static let valueLimit = 4000
    static let listLimit = 100
    static let widthLimit = 4096.0

    let tool: String
    let values: [String: Value]

    /// The arguments of a call to `tool`, refused when one is not among `allowed`.
    init(tool: String, values: [String: Value]?, allowed: Set<String>) throws(AgentToolError) {
        self.tool = tool
        let values = values ?? [:]
        let unknown = values.keys.filter { !allowed.contains($0) }.sorted()
        if !unknown.isEmpty {
            let named = unknown.prefix(5).map { Quoted.string($0, limit: 60) }.joined(separator: ", ") + (unknown.count > 5 ? " …" : "")
            let known = allowed.isEmpty ? "it takes none" : "it takes " + allowed.sorted().joined(separator: ", ")
            throw AgentToolError("\(tool): unknown argument\(unknown.count == 1 ? "" : "s") \(named); \(known)")
        }
        self.values = values
    }

    /// A text argument, at most `limit` characters, without control characters; `nil` when absent.
    func string(_ name: String, limit: Int = nameLimit) throws(AgentToolError) -> String? {
        guard let value = values[name], value != .null else { return nil }
        guard case .string(let text) = value else { throw .argument(tool, name, "must be text") }
        guard text.utf8.count <= limit * 4, text.count <= limit else { throw .argument(tool, name, "is \(text.count) characters long; at most \(limit)") }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .argument(tool, name, "holds a control character: \(Quoted.string(text, limit: 80))")
        }
        return text
    }

    /// A text argument that must be given.
    func requiredString(_ name: String, limit: Int = nameLimit) throws(AgentToolError) -> String {
        guard let text = try string(name, limit: limit), !text.isEmpty else { throw .argument(tool, name, "is required") }
        return text
    }

    /// A number argument within `range`; `nil` when absent.
    func number(_ name: String, in range: ClosedRange<Double>) throws(AgentToolError) -> Double? {
        guard let value = values[name], value != .null else { return nil }
        let number: Double
        switch value {
        case .int(let integer): number = Double(integer)
        case .double(let double): number = double
        default: throw .argument(tool, name, "must be a number")
        }
        guard number.isFinite, range.contains(number) else {
            throw .argument(tool, name, "is \(number); it takes \(PrintedNumber.shortest(range.lowerBound, decimals: 1)) to \(PrintedNumber.shortest(range.upperBound, decimals: 1))")
        }
        return number
    }

    /// A list of names, at most `listLimit`, each as `string(_:)` checks it.
    func names(_ name: String) throws(AgentToolError) -> [String] {
        guard let value = values[name], value != .null else { throw .argument(tool, name, "is required") }
        guard case .array(let items) = value else { throw .argument(tool, name, "must be a list of names") }
        guard !items.isEmpty else { throw .argument(tool, name, "names nothing") }
        guard items.count <= Self.listLimit else { throw .argument(tool, name, "holds \(items.count) names; at most \(Self.listLimit)") }
        var names: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item, !text.isEmpty, text.count <= Self.nameLimit,
                !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else { throw .argument(tool, "\(name)[\(index)]", "must be a name of 1 to \(Self.nameLimit) characters without control characters") }
            names.append(text)
        }
        return names
    }

    /// An object of text values by name (`arguments`), at most `listLimit` of them.
    func textValues(_ name: String) throws(AgentToolError) -> [String: String] {
        guard let value = values[name], value != .null else { return [:] }
        guard case .object(let object) = value else { throw .argument(tool, name, "must be an object of text values by name") }
        guard object.count <= Self.listLimit else { throw .argument(tool, name, "holds \(object.count) values; at most \(Self.listLimit)") }
        var texts: [String: String] = [:]
        for (key, item) in object {
            guard key.count <= Self.nameLimit else { throw .argument(tool, name, "names an argument \(key.count) characters long") }
            switch item {
            case .string(let text) where text.count <= Self.valueLimit: texts[key] = text
            case .int(let integer): texts[key] = String(integer)
            case .double(let double) where double.isFinite: texts[key] = PrintedNumber.shortest(double, decimals: 6)
            case .bool(let flag): texts[key] = flag ? "true" : "false"
            default:
                throw .argument(tool, "\(name).\(String(key.prefix(60)))", "must be text of at most \(Self.valueLimit) characters, a number or true/false")
            }
        }
        return texts
    }
}
