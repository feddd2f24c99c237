/// A component's states under one name, with the text its gallery page shows and the variants
/// its states share.
public struct CatalogueGroup: Sendable {
    /// The component's name (`"PriceTag"`).
    public var component: String
    /// A short text saying what the component is for.
    public var doc: String?
    /// Variants shared by the group's entries; unset fields come from the catalogue.
    public var variants: VariantMatrix
    /// The component's states, in order.
    public var entries: [CatalogueEntry]
    /// Arguments every state of the component takes (before each entry's own).
    public var arguments: [AnyCatalogueArgument]
    /// Where the group is declared, for error messages.
    public var location: CatalogueSourceLocation

    /// A group of states: `CatalogueEntry("regular") { … }` declarations, or arrays of them.
    public init(
        _ component: String, doc: String? = nil, variants: VariantMatrix = .inherited, arguments: [any CatalogueArgumentDeclaring] = [],
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        @CatalogueEntriesBuilder entries: () -> [CatalogueEntry]
    ) {
        self.component = component
        self.doc = doc
        self.variants = variants
        self.entries = entries()
        self.arguments = arguments.map(\.declaration)
        self.location = CatalogueSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Collects a group's entries.
@resultBuilder
public enum CatalogueEntriesBuilder {
    /// An entry in a group's builder block.
    public static func buildExpression(_ entry: CatalogueEntry) -> [CatalogueEntry] { [entry] }
    /// A list of entries in a group's builder block.
    public static func buildExpression(_ entries: [CatalogueEntry]) -> [CatalogueEntry] { entries }
    /// The block's entries, in order.
    public static func buildBlock(_ parts: [CatalogueEntry]...) -> [CatalogueEntry] { parts.flatMap { $0 } }
    /// The entries of an `if` without `else`, or none.
    public static func buildOptional(_ part: [CatalogueEntry]?) -> [CatalogueEntry] { part ?? [] }
    /// The entries of an `if` branch.
    public static func buildEither(first: [CatalogueEntry]) -> [CatalogueEntry] { first }
    /// The entries of an `else` branch.
    public static func buildEither(second: [CatalogueEntry]) -> [CatalogueEntry] { second }
    /// The entries of a `for` loop, in order.
    public static func buildArray(_ parts: [[CatalogueEntry]]) -> [CatalogueEntry] { parts.flatMap { $0 } }
}
