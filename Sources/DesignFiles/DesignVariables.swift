import DesignTokens

/// A design file's variables (`GET /v1/files/:key/variables/local`): collections with their
/// modes, and each variable's value in each mode, aliases resolved on request.
public struct DesignVariables: Sendable {
    /// A collection of variables and the modes it has (`Light`, `Dark`; a brand per mode).
    public struct Collection: Sendable, Equatable {
        /// Its id (`VariableCollectionId:2:100`).
        public var id: String
        /// Its name (`Brand colours`).
        public var name: String
        /// The modes, as (id, name), in the file's order.
        public var modes: [(id: String, name: String)]
        /// The mode a value is read in when none is named.
        public var defaultModeID: String

        /// Collections are equal when their ids, names, modes and default mode are.
        public static func == (lhs: Collection, rhs: Collection) -> Bool {
            lhs.id == rhs.id && lhs.name == rhs.name && lhs.defaultModeID == rhs.defaultModeID
                && lhs.modes.map(\.id) == rhs.modes.map(\.id) && lhs.modes.map(\.name) == rhs.modes.map(\.name)
        }
    }

    /// One variable's value in one mode.
    public enum Value: Sendable, Equatable {
        /// A `COLOR` variable's colour.
        case color(Color)
        /// A `FLOAT` variable's number.
        case number(Double)
        /// A `STRING` variable's text.
        case string(String)
        /// A `BOOLEAN` variable's value.
        case boolean(Bool)
        /// Another variable's value.
        case alias(String)
    }

    /// One variable.
    public struct Variable: Sendable, Equatable {
        /// Its id (`VariableID:2:3`).
        public var id: String
        /// Its name, with groups split by slashes (`Brand main/piccolo`).
        public var name: String
        /// `COLOR`, `FLOAT`, `STRING` or `BOOLEAN`.
        public var resolvedType: String
        /// The collection it belongs to.
        public var collectionID: String
        /// The value in each mode, by mode id.
        public var valuesByMode: [String: Value]
    }

    /// The collections, by id.
    public private(set) var collections: [String: Collection] = [:]
    /// The variables, by id.
    public private(set) var variables: [String: Variable] = [:]

    /// The most variables read from one answer.
    static let mostVariables = 100_000
    /// The longest chain of aliases followed.
    static let longestAliasChain = 64

    /// No variables.
    public init() {}

    init(meta json: JSONCursor) throws(DesignFileError) {
        for member in try (json["variableCollections"]?.members() ?? []) {
            let collection = member.value
            var modes: [(id: String, name: String)] = []
            for mode in try collection.elements("modes") {
                modes.append((id: try mode.string("modeId", longest: 256) ?? "", name: try mode.string("name", longest: 1024) ?? ""))
            }
            collections[member.key] = Collection(
                id: try collection.string("id", longest: 256) ?? member.key, name: try collection.string("name", longest: 1024) ?? "",
                modes: modes, defaultModeID: try collection.string("defaultModeId", longest: 256) ?? modes.first?.id ?? "")
        }
        let members = try json["variables"]?.members() ?? []
        guard members.count <= Self.mostVariables else {
            throw .tooMany(file: json.file, path: json.path + ".variables", what: "variables", limit: Self.mostVariables)
        }
        for member in members {
            let variable = member.value
            let type = try variable.string("resolvedType", longest: 64) ?? ""
            var values: [String: Value] = [:]
            for mode in try (variable["valuesByMode"]?.members() ?? []) {
                values[mode.key] = try Self.value(mode.value, type: type)
            }
            variables[member.key] = Variable(
                id: try variable.string("id", longest: 256) ?? member.key, name: try variable.string("name", longest: 1024) ?? "",
                resolvedType: type, collectionID: try variable.string("variableCollectionId", longest: 256) ?? "", valuesByMode: values)
        }
    }

    private static func value(_ json: JSONCursor, type: String) throws(DesignFileError) -> Value {
        if json["type"] != nil, try json.string("type", longest: 64) == "VARIABLE_ALIAS" {
            guard let id = try json.string("id", longest: 256) else { throw json.invalid("an alias has no id") }
            return .alias(id)
        }
        switch type {
        case "COLOR": return .color(try DesignPaint.color(json))
        case "FLOAT": return .number(try json.number())
        case "BOOLEAN": return .boolean(try json.bool())
        default: return .string(try json.string(longest: 64 * 1024))
        }
    }

    /// Adds another answer's variables (a library's, say); the first definition of an id stays.
    public mutating func merge(_ other: DesignVariables) {
        collections.merge(other.collections) { first, _ in first }
        variables.merge(other.variables) { first, _ in first }
    }

    /// The name of a variable (`Brand main/piccolo`), or `nil` when the answers do not define it.
    public func name(of id: String) -> String? { variables[id]?.name }

    /// A variable's value in a mode (its collection's default mode when none is named), aliases
    /// followed to a plain value; `nil` when the chain leaves the answers, loops or runs past
    /// `longestAliasChain`.
    public func resolvedValue(of id: String, mode: String? = nil) -> Value? {
        var current = id
        var seen: Set<String> = []
        while seen.count < Self.longestAliasChain, seen.insert(current).inserted, let variable = variables[current] {
            let modeID = mode.flatMap { wanted in variable.valuesByMode[wanted] != nil ? wanted : nil }
                ?? collections[variable.collectionID]?.defaultModeID ?? variable.valuesByMode.keys.sorted().first ?? ""
            guard let value = variable.valuesByMode[modeID] ?? variable.valuesByMode.keys.sorted().first.flatMap({ variable.valuesByMode[$0] }) else { return nil }
            guard case .alias(let next) = value else { return value }
            current = next
        }
        return nil
    }

    /// How many values are aliases of other variables.
    public var aliasCount: Int {
        variables.values.reduce(0) { count, variable in
            count + variable.valuesByMode.values.filter { if case .alias = $0 { return true } else { return false } }.count
        }
    }
}
