import Components
import Localization

/// A registry of component states: what the gallery renders, records and verifies, and what the
/// snapshot tests check.
///
/// A catalogue is a value that composes. Each module of a design system declares its own, and the
/// app's root catalogue includes them:
///
/// ```swift
/// public let atoms = Catalogue("Atoms", variants: VariantMatrix(themes: [brandLight, brandDark])) {
///     CatalogueGroup("PriceTag", doc: "A price, with the old one struck through on sale.") {
///         CatalogueEntry("regular") { _ in PriceTag(amount: "£4.20") }
///         CatalogueEntry("sale") { _ in PriceTag(amount: "£3.50", was: "£4.20") }
///     }
/// }
/// public let root = Catalogue("DesignSystem") { atoms; checkout }
/// ```
///
/// Variants are inherited downwards: the root's defaults, then an included catalogue's, then a
/// group's, then an entry's, each overriding only the fields it sets.
public struct Catalogue: Sendable {
    /// The catalogue's name, shown by the gallery's help and pages.
    public var name: String
    /// A short text about the catalogue.
    public var doc: String?
    /// The folder under `Snapshots/` that holds the catalogue's references (the root's is used).
    public var snapshotFolder: String
    /// Defaults for everything in the catalogue.
    public var variants: VariantMatrix
    /// What the catalogue holds, in order: entries, groups and included catalogues.
    public var items: [CatalogueItem]
    /// Where the catalogue is declared, for error messages.
    public var location: CatalogueSourceLocation
    /// The team's strings, by key and language, for everything in the catalogue (an included
    /// catalogue's own come first); `nil` draws strings as written.
    public var strings: StringCatalog?
    /// The design nodes entries are held against, by entry (`Component/state`): what
    /// `designed(by:)` sets, for entries declared where they cannot name one (`#Preview`).
    public var designs: [String: DesignReference] = [:]

    /// A catalogue of groups, entries and other catalogues.
    public init(
        _ name: String, doc: String? = nil, snapshotFolder: String? = nil, variants: VariantMatrix = .inherited,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        @CatalogueBuilder content: () -> [CatalogueItem]
    ) {
        self.init(
            name, doc: doc, snapshotFolder: snapshotFolder, variants: variants, items: content(), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A catalogue of items made some other way.
    public init(
        _ name: String, doc: String? = nil, snapshotFolder: String? = nil, variants: VariantMatrix = .inherited, items: [CatalogueItem],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.name = name
        self.doc = doc
        self.snapshotFolder = snapshotFolder ?? name
        self.variants = variants
        self.items = items
        self.location = CatalogueSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The catalogue reading its strings from a String Catalog: `CatalogueContext.text(_:)` gives
    /// each variant the text of a key in the variant's language (`VariantMatrix.locales`).
    ///
    /// ```swift
    /// let strings = try StringCatalog(contentsOf: root.appendingPathComponent("Resources/Localizable.xcstrings"))
    /// let catalogue = Catalogue("Shop", variants: VariantMatrix(locales: ["en", "de", "ar"])) { … }.localized(by: strings)
    /// ```
    public func localized(by strings: StringCatalog) -> Catalogue {
        var catalogue = self
        catalogue.strings = strings
        return catalogue
    }

    /// The catalogue with entries held against design nodes, by entry: the way Code Connect maps
    /// a team's components to Figma's, kept in one place.
    ///
    /// ```swift
    /// catalogue.designed(by: [
    ///     "PriceTag/sale": DesignReference(file: "Design/checkout.json", node: "PriceTag", properties: ["State": "Sale"]),
    /// ])
    /// ```
    public func designed(by references: [String: DesignReference]) -> Catalogue {
        var catalogue = self
        catalogue.designs.merge(references) { _, new in new }
        return catalogue
    }

    /// Every entry, flattened in declaration order, its component, doc text, catalogue path and
    /// complete variant matrix filled in. An entry reached twice through the same declaration (a
    /// catalogue included by two others) appears once.
    public var entries: [CatalogueEntry] {
        var seen = Set<String>()
        return flattened().filter { seen.insert("\($0.identifier)|\($0.location)").inserted }
    }

    /// The components in display order, each with its states.
    public var components: [CatalogueComponent] {
        var order: [String] = []
        var byName: [String: CatalogueComponent] = [:]
        for entry in entries {
            if byName[entry.component] == nil {
                order.append(entry.component)
                byName[entry.component] = CatalogueComponent(name: entry.component, doc: entry.doc, cataloguePath: entry.cataloguePath, entries: [])
            }
            byName[entry.component]?.entries.append(entry)
            if byName[entry.component]?.doc == nil { byName[entry.component]?.doc = entry.doc }
        }
        return order.compactMap { byName[$0] }
    }

    /// Every entry with what its enclosing declarations give it.
    func flattened(
        inheriting parent: VariantMatrix = .standard, path: [String] = [], strings parentStrings: StringCatalog? = nil,
        designs parentDesigns: [String: DesignReference] = [:]
    ) -> [CatalogueEntry] {
        let matrix = variants.inheriting(from: parent)
        let strings = self.strings ?? parentStrings
        let designs = self.designs.merging(parentDesigns) { _, outer in outer }
        let path = path + [name]
        var result: [CatalogueEntry] = []
        for item in items {
            switch item {
            case .entry(var entry):
                entry.variants = entry.variants.inheriting(from: matrix)
                entry.cataloguePath = path
                entry.strings = strings
                result.append(entry)
            case .group(let group):
                let groupMatrix = group.variants.inheriting(from: matrix)
                for var entry in group.entries {
                    entry.component = group.component
                    entry.doc = entry.doc ?? group.doc
                    entry.arguments = group.arguments + entry.arguments.filter { own in !group.arguments.contains { $0.name == own.name } }
                    entry.variants = entry.variants.inheriting(from: groupMatrix)
                    entry.cataloguePath = path
                    entry.strings = strings
                    result.append(entry)
                }
            case .catalogue(let catalogue):
                result += catalogue.flattened(inheriting: matrix, path: path, strings: strings, designs: designs)
            }
        }
        for index in result.indices where result[index].design == nil { result[index].design = designs[result[index].identifier] }
        return result
    }
}

/// One component of a catalogue: its states, and the text its gallery page shows.
public struct CatalogueComponent: Sendable {
    /// The component's name, as its entries spell it (`Button`, `Component.Toggle`).
    public var name: String
    /// What the component is for, shown on its gallery page.
    public var doc: String?
    /// The catalogues it was declared in, from the root.
    public var cataloguePath: [String]
    /// The component's states, in catalogue order.
    public var entries: [CatalogueEntry]
}

/// What a catalogue holds: entries, groups of entries, and other catalogues.
public enum CatalogueItem: Sendable {
    /// One state of a component.
    case entry(CatalogueEntry)
    /// A component's states under one name and doc text.
    case group(CatalogueGroup)
    /// Another catalogue, included with its own variants.
    case catalogue(Catalogue)
}

/// Collects a catalogue's entries, groups and included catalogues.
@resultBuilder
public enum CatalogueBuilder {
    /// An entry in a catalogue's builder block.
    public static func buildExpression(_ entry: CatalogueEntry) -> [CatalogueItem] { [.entry(entry)] }
    /// A list of entries in a catalogue's builder block.
    public static func buildExpression(_ entries: [CatalogueEntry]) -> [CatalogueItem] { entries.map { .entry($0) } }
    /// A group in a catalogue's builder block.
    public static func buildExpression(_ group: CatalogueGroup) -> [CatalogueItem] { [.group(group)] }
    /// A list of groups in a catalogue's builder block.
    public static func buildExpression(_ groups: [CatalogueGroup]) -> [CatalogueItem] { groups.map { .group($0) } }
    /// An included catalogue in a catalogue's builder block.
    public static func buildExpression(_ catalogue: Catalogue) -> [CatalogueItem] { [.catalogue(catalogue)] }
    /// The block's items, in order.
    public static func buildBlock(_ parts: [CatalogueItem]...) -> [CatalogueItem] { parts.flatMap { $0 } }
    /// The items of an `if` without `else`, or none.
    public static func buildOptional(_ part: [CatalogueItem]?) -> [CatalogueItem] { part ?? [] }
    /// The items of an `if` branch.
    public static func buildEither(first: [CatalogueItem]) -> [CatalogueItem] { first }
    /// The items of an `else` branch.
    public static func buildEither(second: [CatalogueItem]) -> [CatalogueItem] { second }
    /// The items of a `for` loop, in order.
    public static func buildArray(_ parts: [[CatalogueItem]]) -> [CatalogueItem] { parts.flatMap { $0 } }
}
