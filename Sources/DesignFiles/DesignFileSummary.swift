/// What a saved answer holds, as `gallery design inspect` tells it: nodes by type, auto-layout
/// frames, text styles, bound variables, variable collections and modes.
public struct DesignFileSummary: Sendable, Equatable, CustomStringConvertible {
    /// The file, as given.
    public var source: String
    /// Which answer it is.
    public var answer: DesignFile.Answer
    /// The design file's name.
    public var name: String?
    /// How many nodes there are of each type.
    public var nodesByType: [String: Int]
    /// Frames, components and instances that place their children by auto layout.
    public var autoLayoutFrames: Int
    /// Text layers.
    public var textNodes: Int
    /// Distinct text styles the text layers use (family, size, line height, weight, spacing).
    public var textStyles: [String]
    /// Shared styles the answer lists, by type (`TEXT`: 12).
    public var sharedStyles: [String: Int]
    /// Components the answer lists.
    public var components: Int
    /// Component sets the answer lists.
    public var componentSets: Int
    /// Nodes with at least one bound variable (a paint's colour included).
    public var nodesWithBoundVariables: Int
    /// Distinct variables bound anywhere in the nodes.
    public var boundVariableIDs: [String]
    /// Variable collections, each with its mode names.
    public var collections: [(name: String, modes: [String])]
    /// Variables by resolved type (`COLOR`: 127).
    public var variablesByType: [String: Int]
    /// Values that are aliases of other variables.
    public var aliases: Int
    /// The SHA-256 of the file.
    public var sha256: String

    /// Counts what an answer holds.
    public init(_ file: DesignFile) {
        source = file.source
        answer = file.answer
        name = file.name
        let nodes = file.allNodes
        var types: [String: Int] = [:]
        for node in nodes { types[node.type, default: 0] += 1 }
        nodesByType = types
        autoLayoutFrames = nodes.filter(\.isAutoLayout).count
        textNodes = nodes.filter { $0.text != nil }.count
        textStyles = Set(nodes.compactMap { $0.text?.textStyle.summary }).sorted()
        var shared: [String: Int] = [:]
        for style in file.styles.values { shared[style.type, default: 0] += 1 }
        sharedStyles = shared
        components = file.components.count
        componentSets = file.componentSets.count
        let bound = nodes.filter { !$0.boundVariables.isEmpty || ($0.fills + $0.strokes).contains { $0.colorVariable != nil } }
        nodesWithBoundVariables = bound.count
        boundVariableIDs = Set(bound.flatMap { $0.boundVariables.values.flatMap { $0 } + ($0.fills + $0.strokes).compactMap(\.colorVariable) }).sorted()
        collections = file.variables.collections.values.sorted { $0.name < $1.name || ($0.name == $1.name && $0.id < $1.id) }
            .map { (name: $0.name, modes: $0.modes.map(\.name)) }
        var variableTypes: [String: Int] = [:]
        for variable in file.variables.variables.values { variableTypes[variable.resolvedType, default: 0] += 1 }
        variablesByType = variableTypes
        aliases = file.variables.aliasCount
        sha256 = file.sha256
    }

    /// Summaries are equal when they read alike.
    public static func == (lhs: DesignFileSummary, rhs: DesignFileSummary) -> Bool { lhs.description == rhs.description }

    /// The summary as `gallery design inspect` prints it.
    public var description: String {
        // Type names are the file's text: escaped, cut short, and at most twelve of them.
        func counted(_ counts: [String: Int]) -> String {
            let sorted = counts.sorted { $0.key < $1.key }
            let shown = sorted.prefix(12).map { "\(DesignFileError.shown($0.key, limit: 40)) \($0.value)" }.joined(separator: ", ")
            return shown + (sorted.count > 12 ? " and \(sorted.count - 12) more types" : "")
        }
        var lines = ["\(DesignFileError.shown(source, limit: 300)): \(answer.name) answer" + (name.map { " of \"\(DesignFileError.shown($0))\"" } ?? "")]
        if answer != .variables {
            let total = nodesByType.values.reduce(0, +)
            lines.append("  nodes: \(total) (\(counted(nodesByType)))")
            lines.append("  auto-layout frames: \(autoLayoutFrames)")
            lines.append("  text: \(textNodes) layer\(textNodes == 1 ? "" : "s") in \(textStyles.count) style\(textStyles.count == 1 ? "" : "s")" + (textStyles.isEmpty ? "" : ": " + textStyles.prefix(12).map { DesignFileError.shown($0) }.joined(separator: "; ")) + (textStyles.count > 12 ? "; …" : ""))
            if !sharedStyles.isEmpty { lines.append("  shared styles: \(counted(sharedStyles))") }
            lines.append("  components: \(components), component sets: \(componentSets)")
            lines.append("  bound variables: \(boundVariableIDs.count) on \(nodesWithBoundVariables) nodes")
        } else {
            let total = variablesByType.values.reduce(0, +)
            lines.append("  variables: \(total) (\(counted(variablesByType))), \(aliases) aliases")
            lines.append("  collections: \(collections.count)")
            for collection in collections.prefix(40) {
                let modes = collection.modes.prefix(8).map { DesignFileError.shown($0, limit: 40) }.joined(separator: ", ")
                lines.append("    \(DesignFileError.shown(collection.name, limit: 80)): \(collection.modes.count) mode\(collection.modes.count == 1 ? "" : "s") (\(modes)\(collection.modes.count > 8 ? ", …" : ""))")
            }
        }
        lines.append("  sha256: \(sha256)")
        return lines.joined(separator: "\n")
    }
}
