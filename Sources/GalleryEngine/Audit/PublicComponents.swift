import Foundation
import Rasterizer
import SafeFiles
import SafeText

/// The public component types of a package's modules, read from the symbol graphs the Swift
/// compiler writes (`swift package dump-symbol-graph`, or the gallery plugin, which asks SwiftPM
/// for them): every public struct, class, enum or actor that conforms to `Renderable`, directly or
/// through a protocol that refines it. `gallery audit` lists those no catalogue entry shows.
package struct PublicComponents {
    /// A public component type and where it is declared.
    package struct Component: Hashable, Comparable {
        /// `Module.Type`, or `Module.Outer.Inner`: as `String(reflecting:)` names the type.
        var qualifiedName: String
        /// The declaring file and line, relative to the folder given to `relativeTo` when inside it.
        var location: String

        package static func < (lhs: Component, rhs: Component) -> Bool { lhs.qualifiedName < rhs.qualifiedName }
    }

    /// Why a symbol graph could not be read.
    struct ReadError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "symbol graph \(Quoted.string(path)): \(reason)" }
    }

    /// Symbol graphs are the compiler's own output, but a folder can hold anything: a file larger
    /// than this is refused unread. A large module's graph is a few megabytes (Components': 2.4
    /// MB); one of this size reads in about 2 s at about 5 times its size in memory.
    static let maximumGraphSize = 64 << 20

    /// Renderable's symbol, the root every component conforms to, and the protocols of
    /// Components that refine it (a module's graph names the protocol a type declares; these are
    /// in Components' graph, which is not read).
    static let renderableProtocols: Set<String> = [
        "s:10Components10RenderableP", "s:10Components17ComposedComponentP", "s:10Components11CustomInputP",
    ]

    package var components: [Component]

    /// The components of every module graph (`Module.symbols.json`; the `Module@Other` extension
    /// graphs declare no types of the module) in the given folders.
    package init(symbolGraphFolders folders: [URL], relativeTo root: URL? = nil) throws {
        var graphs: [(path: String, graph: SymbolGraph)] = []
        for folder in folders {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            } catch {
                throw ReadError(path: folder.path, reason: "is not a folder that can be read (\(error.localizedDescription))")
            }
            for name in names.sorted() where name.hasSuffix(".symbols.json") && !name.contains("@") {
                let file = folder.appendingPathComponent(name)
                graphs.append((file.path, try Self.read(file)))
            }
        }
        components = Self.components(in: graphs.map(\.graph), relativeTo: root)
    }

    static func read(_ file: URL) throws -> SymbolGraph {
        let data: Data
        do { data = try PlainFile(file.path, limit: maximumGraphSize).readData() } catch {
            throw ReadError(path: file.path, reason: error.reason + " (a symbol graph is read up to \(maximumGraphSize >> 20) MB)")
        }
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
        } catch {
            throw ReadError(path: file.path, reason: "is not a symbol graph (\(error))")
        }
    }

    /// The public component types of the graphs: conformances to `Renderable` and to any protocol
    /// of the graphs that refines it, however deep.
    static func components(in graphs: [SymbolGraph], relativeTo root: URL?) -> [Component] {
        let edges = graphs.flatMap(\.relationships).filter { $0.kind == "conformsTo" || $0.kind == "inheritsFrom" }
        let protocols = Set(graphs.flatMap(\.symbols).filter { $0.kind.identifier == "swift.protocol" }.map(\.identifier.precise))
        // The protocols that refine Renderable, however deep: one walk down the graph of
        // refinements, each edge followed once (time and memory in proportion to the edges).
        var refiners: [String: [String]] = [:]
        for edge in edges where protocols.contains(edge.source) { refiners[edge.target, default: []].append(edge.source) }
        var renderableProtocols = Self.renderableProtocols
        var unvisited = Array(renderableProtocols)
        while let next = unvisited.popLast() {
            for refiner in refiners[next] ?? [] where renderableProtocols.insert(refiner).inserted { unvisited.append(refiner) }
        }
        let conforming = Set(edges.filter { renderableProtocols.contains($0.target) }.map(\.source))
        let kinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.actor"]
        var found: Set<Component> = []
        for graph in graphs {
            for symbol in graph.symbols
            where kinds.contains(symbol.kind.identifier) && ["public", "open"].contains(symbol.accessLevel)
                && conforming.contains(symbol.identifier.precise)
            {
                let name = ([graph.module.name] + symbol.pathComponents).joined(separator: ".")
                found.insert(Component(qualifiedName: name, location: location(of: symbol, relativeTo: root)))
            }
        }
        return found.sorted()
    }

    static func location(of symbol: SymbolGraph.Symbol, relativeTo root: URL?) -> String {
        guard let place = symbol.location, let url = URL(string: place.uri), url.isFileURL else { return "" }
        var path = url.path
        if let root, path.hasPrefix(root.standardizedFileURL.path + "/") { path.removeFirst(root.standardizedFileURL.path.count + 1) }
        // Symbol graphs count lines from 0; a number no source file reaches is shown as it is.
        let line = place.position.line
        return (0..<Int(Int32.max)).contains(line) ? "\(path):\(line + 1)" : "\(path) (line \(line) is not a line)"
    }
}

/// The parts of a compiler symbol graph the audit reads.
struct SymbolGraph: Decodable {
    struct Module: Decodable { var name: String }
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Identifier: Decodable { var precise: String }
        struct Location: Decodable {
            struct Position: Decodable { var line: Int }
            var uri: String
            var position: Position
        }
        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var accessLevel: String
        var location: Location?
    }
    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
    }
    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]
}
