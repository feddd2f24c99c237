/// A group of rows with an identity and an optional header and footer.
public struct Section<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// Identifies the section across renders.
    public let id: SectionID
    /// The rows, in order.
    public var items: [Node<ItemID>]
    /// Header, footer and other supplementary components.
    public private(set) var supplements: [Supplement: AnyRenderable]

    /// A section without header or footer.
    public init(id: SectionID, items: [Node<ItemID>] = []) {
        self.id = id
        self.items = items
        self.supplements = [:]
    }

    /// A section with a header.
    public init(id: SectionID, header: some Renderable, items: [Node<ItemID>] = []) {
        self.init(id: id, items: items)
        supplements[.header] = AnyRenderable(header)
    }

    /// A section with a footer.
    public init(id: SectionID, footer: some Renderable, items: [Node<ItemID>] = []) {
        self.init(id: id, items: items)
        supplements[.footer] = AnyRenderable(footer)
    }

    /// A section with a header and a footer.
    public init(id: SectionID, header: some Renderable, footer: some Renderable, items: [Node<ItemID>] = []) {
        self.init(id: id, items: items)
        supplements[.header] = AnyRenderable(header)
        supplements[.footer] = AnyRenderable(footer)
    }

    /// A section with any supplements.
    public init(id: SectionID, items: [Node<ItemID>], supplements: [Supplement: AnyRenderable]) {
        self.init(id: id, items: items)
        self.supplements = supplements
    }

    /// The header, if any.
    public var header: AnyRenderable? { supplements[.header] }
    /// The footer, if any.
    public var footer: AnyRenderable? { supplements[.footer] }

    /// The same section with a supplement added or replaced.
    public func adding(_ supplement: Supplement, _ component: some Renderable) -> Section {
        var copy = self
        copy.supplements[supplement] = AnyRenderable(component)
        return copy
    }

    /// The same section without a supplement (Bento's `removing` set it instead; this removes).
    public func removing(_ supplement: Supplement) -> Section {
        var copy = self
        copy.supplements[supplement] = nil
        return copy
    }

    /// Whether the section has a supplement.
    public func has(_ supplement: Supplement) -> Bool { supplements[supplement] != nil }
}
