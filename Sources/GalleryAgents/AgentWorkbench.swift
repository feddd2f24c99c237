import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GalleryEngine
import MCP
import SafeText
import Synchronization

/// What `gallery mcp`'s tools work on and do: the catalogue, its references and artifacts, and
/// what the server was allowed. Each tool is a method returning a `ToolAnswer`; the server turns
/// calls into them and answers into MCP results. Every method validates its arguments first
/// (`ToolArguments`) and writes nothing outside the snapshots and artifacts folders.
package final class AgentWorkbench: Sendable {
    /// What the server was started with.
    package struct Configuration: Sendable {
        /// The catalogue, its package and its own design rules.
        package var context: GalleryContext
        /// The snapshots, suite and artifacts folders, and the store.
        package var references: ReferenceFolders
        /// Whether `accept` and `reject` may change the references (`--allow-accept`).
        package var allowsAccept = false
        /// The themes the server's `--tokens` files give, by the name of the catalogue's theme
        /// each replaces; read again for every call, so an edit of a file is seen by the next one.
        package var replacementThemes: @Sendable () throws -> [String: Theme] = { [:] }
        /// An allow-list of audit findings (`--allow`), read again for every audit.
        package var auditAllowList: URL?
        /// Threads to render and verify on.
        package var jobs = ProcessInfo.processInfo.activeProcessorCount

        package init(context: GalleryContext, references: ReferenceFolders) {
            self.context = context
            self.references = references
        }
    }

    package let configuration: Configuration
    /// Who asks, for the review journal: the client's name and version once it said them.
    private let client = Mutex<String>("an MCP client")
    /// The last verify run's answers by variant name, for `explain_change`.
    let lastVerify = Mutex<[String: VerifiedVariant]>([:])

    package init(_ configuration: Configuration) { self.configuration = configuration }

    var catalogue: Catalogue { configuration.context.catalogue }

    /// Records the client that connected (`initialize`'s name and version).
    package func clientConnected(name: String, version: String) {
        client.withLock { $0 = "mcp: \(Quoted.field(name, limit: 80)) \(Quoted.field(version, limit: 40))" }
    }

    /// The client as the review journal names it.
    var requester: String { client.withLock { $0 } }

    /// The entries a glob selects (every entry without one).
    func entries(filter: String?, tool: String) throws(AgentToolError) -> [CatalogueEntry] {
        let all = catalogue.entries
        guard let filter else { return all }
        let chosen = all.filter { Glob.matches(filter, $0.identifier) }
        guard !chosen.isEmpty else {
            throw .argument(tool, "filter", "\(Quoted.string(filter, limit: 80)) matches no entry; list_components lists them")
        }
        return chosen
    }

    /// Every variant of the entries, each drawn with the theme the `--tokens` files give for it.
    func items(of entries: [CatalogueEntry]) throws -> [(entry: CatalogueEntry, variant: CatalogueVariant)] {
        let themes = try replacementThemes()
        return entries.flatMap { entry in
            entry.allVariants().map { variant in
                var variant = variant
                if let theme = themes[variant.traits.theme.name] { variant.traits.theme = theme }
                return (entry, variant)
            }
        }
    }

    /// The `--tokens` themes, or why they could not be read.
    func replacementThemes() throws -> [String: Theme] {
        do {
            return try configuration.replacementThemes()
        } catch {
            throw AgentToolError("the --tokens files the server was started with could not be read: \(error)")
        }
    }

    /// The token changes the `--tokens` files make to the catalogue's own themes (`nil` when none).
    func tokenImpact() throws -> TokenImpact? {
        let themes = try replacementThemes()
        guard !themes.isEmpty else { return nil }
        let own = CatalogueEntry.namedThemes(in: catalogue.entries)
        return TokenImpact(before: themes.keys.compactMap { own[$0] }, after: Array(themes.values))
    }

    /// `list_components`: each component with its doc, entries and variant names.
    func listComponents(_ arguments: ToolArguments) throws -> ToolAnswer {
        let entries = try entries(filter: arguments.string("filter"), tool: arguments.tool)
        struct Listed: Encodable {
            struct Entry: Encodable { var id: String, variants: [String] }
            var name: String, doc: String?, entries: [Entry]
        }
        var order: [String] = []
        var byName: [String: Listed] = [:]
        for entry in entries {
            if byName[entry.component] == nil {
                order.append(entry.component)
                byName[entry.component] = Listed(name: entry.component, doc: entry.doc, entries: [])
            }
            byName[entry.component]?.entries.append(Listed.Entry(id: entry.identifier, variants: entry.allVariants().map(\.name)))
        }
        return try ToolAnswer(json: ["components": order.compactMap { byName[$0] }])
    }

    /// `get_component`: the manifest's record of one component, its tokens read under the
    /// server's themes.
    func getComponent(_ arguments: ToolArguments) throws -> ToolAnswer {
        let name = try arguments.requiredString("name")
        let entries = catalogue.entries.filter { $0.component == name }
        guard !entries.isEmpty else {
            let near = Set(catalogue.entries.map(\.component)).filter { $0.lowercased().contains(name.lowercased()) }.sorted().prefix(5)
            throw AgentToolError.argument(
                arguments.tool, "name",
                "\(Quoted.string(name, limit: 80)) is no component of the catalogue"
                    + (near.isEmpty ? "; list_components lists them" : "; did you mean \(near.joined(separator: ", "))?"))
        }
        let items = try items(of: entries)
        let manifest = ComponentManifest(
            catalogue: catalogue, entries: entries, tokens: ComponentManifest.tokenPaths(of: items, jobs: configuration.jobs),
            packageRoot: configuration.context.packageRoot)
        return try ToolAnswer(json: manifest.components[0])
    }
}

/// What a tool answers: text (JSON for every structured answer), and a picture for `render`;
/// for the resource requests, the resources listed or read.
struct ToolAnswer: Sendable {
    var texts: [String]
    var png: Data?
    var resources: [Resource] = []
    var content: Resource.Content?

    init(texts: [String], png: Data? = nil, resources: [Resource] = [], content: Resource.Content? = nil) {
        self.texts = texts
        self.png = png
        self.resources = resources
        self.content = content
    }

    /// An answer of one JSON document (keys sorted, indented).
    init<Document: Encodable>(json document: Document) throws {
        self.init(texts: [try Self.json(document)])
    }

    /// A document as the tools write it.
    static func json<Document: Encodable>(_ document: Document) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
