import ComponentCatalogue
import Components
import DesignTokens
import Foundation

/// Every entry of a catalogue as one JSON document, for coding agents and scripts: each
/// component's doc and arguments; each entry's place in the source, variants (theme, scale,
/// content size, direction, locale, width or device, and the reference it is kept as), the tokens
/// it reads, its design node, and the code that makes it. `gallery manifest` writes it, `gallery
/// render` puts it beside the site's pages (`manifest.json`), `gallery mcp` serves it.
///
/// The schema is `Schemas/component-manifest-1.json` (JSON Schema draft 2020-12), named in the
/// document's `schema` field. The document is stable: components and entries sorted by name, keys
/// sorted, no time or machine path in it, so two runs over one catalogue write the same bytes.
package struct ComponentManifest: Codable, Equatable, Sendable {
    package static let schemaName = "bento.component-manifest/1"

    /// An argument's declaration, as the live preview's control shows it.
    package struct Argument: Codable, Equatable, Sendable {
        package var name: String
        /// `text`, `number`, `flag`, `choice`, `color` or `optional`, with its bounds (`ArgumentControl`'s JSON).
        package var control: ArgumentControl
        /// The default value's text form.
        package var `default`: String
    }

    /// One variant an entry is drawn in.
    package struct Variant: Codable, Equatable, Sendable {
        /// The variant's name (`light-2x`, `dark-xl-rtl-3x-w320`).
        package var name: String
        /// The reference file's name without its extension (`Button-primary@light-2x`).
        package var reference: String
        package var theme: String
        package var scale: Double
        /// The content size category (`large`, `accessibilityLarge`).
        package var contentSize: String
        /// `leftToRight` or `rightToLeft`.
        package var direction: String
        /// The language of the catalogue's strings it is drawn in, when it sets one.
        package var locale: String?
        /// The width in points it sets, when it sets one.
        package var width: Double?
        /// The device whose screen it is drawn at, when it sets one.
        package var device: String?
    }

    /// The design node an entry is held against.
    package struct Design: Codable, Equatable, Sendable {
        package var file: String
        package var node: String
        package var properties: [String: String]
    }

    /// One state of a component.
    package struct Entry: Codable, Equatable, Sendable {
        /// `Component/state`.
        package var id: String
        package var state: String
        /// The source file, relative to the package's root (or as the compiler names it, `Module/File.swift`, when outside it).
        package var file: String
        package var line: Int
        package var column: Int
        /// The entry's own layout: `sizeThatFits`, `width 320`, `fixed 320×200`, `device iPhone15`.
        package var layout: String
        /// The argument values this entry sets, by name (the others take their defaults).
        package var setting: [String: String]
        package var variants: [Variant]
        /// Every token path any of its variants read (`color.primary`, `typography.body`), sorted.
        package var tokens: [String]
        package var design: Design?
        /// The code that makes it, cut from its source file; `nil` when the file could not be read.
        package var snippet: String?
        /// For a step of a running screen's play script, the step in words.
        package var step: String?
    }

    /// A component and its states.
    package struct Component: Codable, Equatable, Sendable {
        package var name: String
        package var doc: String?
        /// The catalogues it was declared in, from the root.
        package var catalogue: [String]
        package var arguments: [Argument]
        package var entries: [Entry]
    }

    package var schema = Self.schemaName
    /// The root catalogue's name.
    package var catalogue: String
    package var doc: String?
    /// The folder inside `Snapshots/` that holds its references.
    package var snapshotFolder: String
    package var components: [Component]

    /// The manifest of `entries` (all of `catalogue`'s unless given) under `catalogue`'s name;
    /// `tokens` gives the token paths each entry's variants read, by entry identifier
    /// (`tokenPaths(of:jobs:)`, or a render's reads); `packageRoot` makes file paths relative and
    /// is where the snippets are read.
    package init(catalogue: Catalogue, entries: [CatalogueEntry]? = nil, tokens: [String: Set<String>], packageRoot: URL) {
        self.catalogue = catalogue.name
        doc = catalogue.doc
        snapshotFolder = catalogue.snapshotFolder
        let byComponent = Dictionary(grouping: entries ?? catalogue.entries, by: \.component)
        let sources = SourceSnippet.Reader()
        components = byComponent.map { name, entries in
            var arguments: [String: Argument] = [:]
            for entry in entries {
                for argument in entry.arguments where arguments[argument.name] == nil {
                    arguments[argument.name] = Argument(name: argument.name, control: argument.control, default: argument.defaultText)
                }
            }
            return Component(
                name: name, doc: entries.lazy.compactMap(\.doc).first, catalogue: entries[0].cataloguePath,
                arguments: arguments.values.sorted { $0.name < $1.name },
                entries: entries.map { Self.entry($0, tokens: tokens[$0.identifier] ?? [], packageRoot: packageRoot, sources: sources) }.sorted { $0.id < $1.id })
        }.sorted { $0.name < $1.name }
    }

    static func entry(_ entry: CatalogueEntry, tokens: Set<String>, packageRoot: URL, sources: SourceSnippet.Reader) -> Entry {
        let location = entry.location
        let relative = VerifyRunRecord.relativePath(location.filePath, to: packageRoot)
        let inside = relative != location.filePath
        let variants: [Variant] = entry.allVariants().map { variant in
            let traits = variant.traits
            var device: String?
            if case .device(let named) = variant.layout { device = named.name }
            return Variant(
                name: variant.name, reference: entry.referenceName(for: variant), theme: traits.theme.name, scale: traits.scale,
                contentSize: traits.contentSize.rawValue, direction: traits.layoutDirection.rawValue, locale: traits.locale, width: variant.width,
                device: device)
        }
        var setting: [String: String] = [:]
        for value in entry.setting { setting[value.name] = value.text }
        let design = entry.design.map { Design(file: $0.file, node: $0.node, properties: $0.properties) }
        let file = inside ? relative : location.fileID
        let snippet = inside ? sources.snippet(atPath: location.filePath, line: location.line, column: location.column) : nil
        return Entry(
            id: entry.identifier, state: entry.state, file: file, line: location.line, column: location.column, layout: describe(entry.layout),
            setting: setting, variants: variants, tokens: tokens.sorted(), design: design, snippet: snippet, step: entry.play?.stepInWords)
    }

    /// A layout in words.
    static func describe(_ layout: RenderLayout) -> String {
        switch layout {
        case .sizeThatFits: "sizeThatFits"
        case .width(let width): "width \(Audit.format(width))"
        case .fixed(let width, let height): "fixed \(Audit.format(width))×\(Audit.format(height))"
        case .device(let device): "device \(device.name)"
        }
    }

    /// The token paths each entry's variants read, by entry identifier: every variant laid out
    /// once with its design values, on `jobs` threads. A variant that cannot be laid out adds none.
    package static func tokenPaths(of items: [(entry: CatalogueEntry, variant: CatalogueVariant)], jobs: Int) -> [String: Set<String>] {
        let reads = ResultBox<Set<String>>(count: items.count)
        concurrentlyForEach(items.indices, jobs: jobs) { index in
            let (entry, variant) = items[index]
            reads.set(index, Result { Set(try entry.rendering(variant).layOut(.designValues).designReads.compactMap { $0.use.token?.path }) })
        }
        return tokenPaths(of: items.map(\.entry.identifier), reads: reads.values.map { (try? $0?.get()) ?? [] })
    }

    /// The token paths by entry identifier, from each item's reads.
    package static func tokenPaths(of identifiers: [String], reads: [Set<String>]) -> [String: Set<String>] {
        var paths: [String: Set<String>] = [:]
        for (identifier, read) in zip(identifiers, reads) { paths[identifier, default: []].formUnion(read) }
        return paths
    }

    /// The document as written: keys sorted, indented, slashes unescaped, ending in a newline.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

extension ComponentManifest {
    /// The manifest of every entry of `catalogue`, each variant laid out once for its tokens.
    package static func of(_ catalogue: Catalogue, packageRoot: URL, jobs: Int) -> ComponentManifest {
        let items = catalogue.entries.flatMap { entry in entry.allVariants().map { (entry: entry, variant: $0) } }
        return ComponentManifest(catalogue: catalogue, tokens: tokenPaths(of: items, jobs: jobs), packageRoot: packageRoot)
    }
}
