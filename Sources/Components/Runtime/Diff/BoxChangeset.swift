/// How one `Box` became another: sections by id (inserted, removed, moved, mutated when their
/// header or footer changed), and the rows of every surviving section by id.
///
/// Content equality is a separate question from identity: components that are `Equatable` compare
/// by value; others count as changed whenever they survive, as Bento did.
public struct BoxChangeset<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: CustomStringConvertible {
    /// How the sections changed.
    public var sections: Changeset<Section<SectionID, ItemID>>
    /// Row changes of each section present in both boxes, by the section's new offset.
    public var rows: [Int: Changeset<Node<ItemID>>]

    /// Compares two boxes.
    ///
    /// - Throws: `BoxError` when either box repeats an identity.
    @inlinable
    public init(old: Box<SectionID, ItemID>, new: Box<SectionID, ItemID>) throws(BoxError) {
        try old.validate()
        try new.validate()
        sections = Changeset(
            old: old.sections, new: new.sections, identity: { $0.id },
            isEqual: { a, b in Self.sameSupplements(a, b) })
        var oldIndex: [SectionID: Int] = [:]
        for (index, section) in old.sections.enumerated() { oldIndex[section.id] = index }
        var rows: [Int: Changeset<Node<ItemID>>] = [:]
        for (index, section) in new.sections.enumerated() {
            guard let from = oldIndex[section.id] else { continue }
            let changes = Changeset(
                old: old.sections[from].items, new: section.items, identity: { $0.id },
                isEqual: { a, b in ComponentEquality.isEqual(a.component, b.component) })
            if !changes.isEmpty { rows[index] = changes }
        }
        self.rows = rows
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { sections.isEmpty && rows.isEmpty }

    /// The new box, built from the old one.
    @inlinable
    public func apply(to old: Box<SectionID, ItemID>) -> Box<SectionID, ItemID> {
        var sections = self.sections.apply(to: old.sections)
        // Row changes start from the old rows of the section (a moved or mutated section arrives
        // with its new header and footer).
        var oldItems: [SectionID: [Node<ItemID>]] = [:]
        for section in old.sections { oldItems[section.id] = section.items }
        for (index, changes) in rows {
            sections[index].items = changes.apply(to: oldItems[sections[index].id] ?? [])
        }
        return Box(sections: sections)
    }

    @usableFromInline
    static func sameSupplements(_ a: Section<SectionID, ItemID>, _ b: Section<SectionID, ItemID>) -> Bool {
        guard Set(a.supplements.keys) == Set(b.supplements.keys) else { return false }
        return a.supplements.allSatisfy { key, value in b.supplements[key].map { ComponentEquality.isEqual(value, $0) } ?? false }
    }

    /// One line per change: `sections: moved 0→1; section 2: inserted [0], mutated 3`.
    public var description: String {
        var lines = ["sections: \(sections)"]
        for (index, changes) in rows.sorted(by: { $0.key < $1.key }) { lines.append("section \(index): \(changes)") }
        return lines.joined(separator: "\n")
    }
}
