/// The design node an entry is held against: a saved Figma answer in the package and a node in
/// it, and, for a component set, the component properties that pick the entry's variant (the way
/// Code Connect maps `Variant=Primary` to `.primary`, read the other way).
///
/// ```swift
/// CatalogueEntry("on sale") { _ in PriceTag(price: "£3.20", was: "£4.00") }
///     .design("Design/atoms.json", node: "PriceTag", properties: ["State": "Sale"])
/// ```
public struct DesignReference: Hashable, Sendable {
    /// The saved answer, relative to the package's root (`Design/atoms.json`).
    public var file: String
    /// The node: its id (`1:13`), a path of layer names (`Components/PriceTag`), or a name one
    /// layer has.
    public var node: String
    /// For a component set, the properties of the variant to compare (`["State": "Sale"]`); empty
    /// to compare the node itself.
    public var properties: [String: String]

    /// A reference to a node of a saved answer.
    public init(file: String, node: String, properties: [String: String] = [:]) {
        self.file = file
        self.node = node
        self.properties = properties
    }
}

extension CatalogueEntry {
    /// The entry held against a design node (`gallery design compare`, and `gallery audit`'s
    /// `design-file` rule).
    public func design(_ file: String, node: String, properties: [String: String] = [:]) -> CatalogueEntry {
        var entry = self
        entry.design = DesignReference(file: file, node: node, properties: properties)
        return entry
    }
}
