import Foundation
import SafeFiles

/// A design tool's answer saved in a repository: Figma's REST answer for a whole file
/// (`GET /v1/files/:key`), for some of its nodes (`GET /v1/files/:key/nodes?ids=…`), or for its
/// variables (`GET /v1/files/:key/variables/local`).
///
/// Every byte is read as hostile data: the file's size, its JSON's nesting, the number of nodes,
/// strings, numbers and path data are bounded, and anything that does not fit the schema is a
/// `DesignFileError` naming the file and the JSON path.
///
/// ```swift
/// let design = try DesignFile(contentsOf: URL(fileURLWithPath: "Design/atoms.json"))
/// let button = try design.node("Button/variant=primary")
/// ```
public struct DesignFile: Sendable {
    /// Which REST answer the file holds.
    public enum Answer: Sendable {
        /// A whole file: its document, pages and everything on them.
        case file
        /// Some nodes of a file, each with the components and styles it uses.
        case nodes
        /// A file's local variables and their collections.
        case variables

        /// `file`, `nodes` or `variables`, as `gallery design inspect` names it.
        public var name: String {
            switch self {
            case .file: "file"
            case .nodes: "nodes"
            case .variables: "variables"
            }
        }
    }

    /// A component or component set the answer lists.
    public struct Component: Sendable, Equatable {
        /// Its name (`State=Sale`, `PriceTag`).
        public var name: String
        /// The set a variant belongs to, for a component that is one.
        public var componentSetID: String?
    }

    /// A shared style the answer lists (`TEXT`, `FILL`, `EFFECT`, `GRID`).
    public struct Style: Sendable, Equatable {
        /// Its name (`label/md`).
        public var name: String
        /// `TEXT`, `FILL`, `EFFECT` or `GRID`.
        public var type: String
    }

    /// The path the file was read from, as given (or the name given to bytes read from elsewhere).
    public var source: String
    /// Which answer it is.
    public var answer: Answer
    /// The design file's name (`nil` for a variables answer).
    public var name: String?
    /// The file's version when the answer was saved.
    public var version: String?
    /// The nodes: the document for a file answer, each requested node for a nodes answer.
    public var roots: [DesignNode]
    /// The components the answer lists, by node id.
    public var components: [String: Component]
    /// The component sets the answer lists, by node id.
    public var componentSets: [String: Component]
    /// The styles the answer lists, by id.
    public var styles: [String: Style]
    /// The variables, for a variables answer (empty otherwise).
    public var variables: DesignVariables
    /// The SHA-256 of the file's bytes, in hex: what says that a saved answer changed.
    public var sha256: String

    /// The largest answer read (64 MB): a whole file with thousands of frames is a few megabytes.
    public static let largestFile = 64 * 1024 * 1024

    /// Reads a saved answer.
    public init(contentsOf url: URL) throws(DesignFileError) {
        let file: PlainFile, bytes: [UInt8]
        do {
            file = try PlainFile(url.path)
        } catch {
            throw .unreadable(file: url.path, detail: error.reason)
        }
        guard file.size <= Self.largestFile else { throw .tooLarge(file: url.path, bytes: file.size, limit: Self.largestFile) }
        do {
            bytes = try file.read(upTo: Self.largestFile + 1)
        } catch {
            throw .unreadable(file: url.path, detail: error.reason)
        }
        try self.init(bytes: bytes, source: url.path)
    }

    /// Reads an answer's bytes; `source` names it in errors.
    public init(bytes: [UInt8], source: String) throws(DesignFileError) {
        guard bytes.count <= Self.largestFile else { throw .tooLarge(file: source, bytes: bytes.count, limit: Self.largestFile) }
        let tape: JSONTape
        do {
            tape = try JSONTape(bytes)
        } catch {
            throw .malformedJSON(file: source, detail: error.description)
        }
        let json = JSONCursor(root: tape, file: source)
        guard json.isObject else { throw .unknownAnswer(file: source, keys: []) }
        self.source = source
        sha256 = ContentHash.hex(bytes)
        name = try json.string("name", longest: 4096)
        version = try json.string("version", longest: 256)
        components = [:]
        componentSets = [:]
        styles = [:]
        variables = DesignVariables()
        roots = []
        var budget = NodeBudget()
        if let document = json["document"] {
            answer = .file
            roots = [try DesignNode(document, depth: 0, budget: &budget)]
            try readListings(json)
        } else if let nodes = json["nodes"] {
            answer = .nodes
            for member in try nodes.members() where !member.value.isNull {
                guard let document = member.value["document"] else { throw member.value.invalid("a requested node has no document") }
                roots.append(try DesignNode(document, depth: 0, budget: &budget))
                try readListings(member.value)
            }
        } else if let meta = json["meta"], meta["variables"] != nil || meta["variableCollections"] != nil {
            answer = .variables
            variables = try DesignVariables(meta: meta)
        } else {
            throw .unknownAnswer(file: source, keys: try json.members().map(\.key))
        }
    }

    /// The `components`, `componentSets` and `styles` listings beside a document.
    private mutating func readListings(_ json: JSONCursor) throws(DesignFileError) {
        for member in try (json["components"]?.members() ?? []) {
            components[member.key] = Component(
                name: try member.value.string("name", longest: 4096) ?? "", componentSetID: try member.value.string("componentSetId", longest: 256))
        }
        for member in try (json["componentSets"]?.members() ?? []) {
            componentSets[member.key] = Component(name: try member.value.string("name", longest: 4096) ?? "", componentSetID: nil)
        }
        for member in try (json["styles"]?.members() ?? []) {
            styles[member.key] = Style(name: try member.value.string("name", longest: 4096) ?? "", type: try member.value.string("styleType", longest: 64) ?? "")
        }
    }

    /// Every node of the answer, depth first.
    public var allNodes: [DesignNode] { roots.flatMap(\.allNodes) }

    /// The node a reference names: its id (`1:13`), a path of layer names from a page or a
    /// requested node (`Button/variant=primary`; names may hold slashes themselves), or a name
    /// only one layer has.
    ///
    /// - Throws: `DesignFileError.nodeNotFound` with names like the reference's.
    public func node(_ reference: String) throws(DesignFileError) -> DesignNode {
        let nodes = allNodes
        if let node = nodes.first(where: { $0.id == reference }) { return node }
        let starts = roots.flatMap { $0.type == "DOCUMENT" ? $0.children : [$0] }
        for start in starts {
            if let node = Self.follow(reference[...], from: start) { return node }
        }
        let named = nodes.filter { $0.name == reference }
        if named.count == 1 { return named[0] }
        // The layers beside the one asked for, when the path leads as far as its parent; else
        // layers whose names hold the last part of the reference.
        let parentPath = reference.split(separator: "/").dropLast().joined(separator: "/")
        let parent = parentPath.isEmpty ? nil : starts.lazy.compactMap { Self.follow(parentPath[...], from: $0) }.first
        let last = reference.split(separator: "/").last.map(String.init)?.lowercased() ?? ""
        let suggestions = named.count > 1
            ? named.map { "\($0.id) \($0.name)" }
            : parent.map { $0.children.map { "\($0.id) \(parentPath)/\($0.name)" } }
                ?? nodes.filter { !last.isEmpty && $0.name.lowercased().contains(last) }.map { "\($0.id) \($0.name)" }
        throw .nodeNotFound(file: source, reference: reference, suggestions: Array(suggestions.prefix(5)))
    }

    /// The node a name path reaches from `node`, whose own name must start it.
    private static func follow(_ path: Substring, from node: DesignNode) -> DesignNode? {
        guard path.hasPrefix(node.name) else { return nil }
        let rest = path.dropFirst(node.name.count)
        if rest.isEmpty { return node }
        guard rest.first == "/" else { return nil }
        for child in node.children {
            if let found = follow(rest.dropFirst(), from: child) { return found }
        }
        return nil
    }
}
