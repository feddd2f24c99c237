/// Bento's description of a screen's content: sections of rows, each with an identity, the
/// virtual table a renderer draws and a diff compares.
///
/// ```swift
/// let box = Box<SectionID, RowID>.empty
///     |-+ Section(id: .first, header: UI.Label(text: "Header"))
///     |---+ Node(id: .title, component: UI.Label(text: "Hello"))
///     |-? .iff(showsDetails) { Section(id: .details) }
/// ```
public struct Box<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// A section of this box's kind.
    public typealias Section = Components.Section<SectionID, ItemID>

    /// The sections, in order.
    public var sections: [Section]

    /// Creates a box.
    public init(sections: [Section] = []) {
        self.sections = sections
    }

    /// The box with no sections.
    public static var empty: Box { Box() }

    /// Every repeated identity: section ids used twice, and row ids used twice within a section.
    @inlinable
    public var duplicateIdentities: [BoxError] {
        var errors: [BoxError] = []
        var seenSections = Set<SectionID>(minimumCapacity: sections.count)
        for section in sections {
            if !seenSections.insert(section.id).inserted {
                errors.append(.duplicateSection(id: "\(section.id)"))
            }
            var seenItems = Set<ItemID>(minimumCapacity: section.items.count)
            for item in section.items where !seenItems.insert(item.id).inserted {
                errors.append(.duplicateItem(id: "\(item.id)", section: "\(section.id)"))
            }
        }
        return errors
    }

    /// Throws the first repeated identity; a box must be valid before it is diffed or rendered.
    @inlinable
    public func validate() throws(BoxError) {
        if let first = duplicateIdentities.first { throw first }
    }

    /// The tree, one line per section, supplement and row, with Bento's 🍱 marker.
    public var debugDescription: String {
        var lines = ["🍱 Box (\(sections.count) sections)"]
        for section in sections {
            lines.append("  Section \(section.id)")
            if let header = section.header { lines.append("    header: \(type(of: header.base))") }
            for item in section.items { lines.append("    Node \(item.id): \(type(of: item.component.base))") }
            if let footer = section.footer { lines.append("    footer: \(type(of: footer.base))") }
        }
        return lines.joined(separator: "\n")
    }
}

/// A box whose identities repeat, which diffing and rendering cannot accept.
public enum BoxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two sections have the same identity.
    case duplicateSection(id: String)
    /// Two rows of one section have the same identity.
    case duplicateItem(id: String, section: String)

    public var description: String {
        switch self {
        case .duplicateSection(let id): return "The section id \(id) is used by more than one section."
        case .duplicateItem(let id, let section): return "The row id \(id) is used more than once in section \(section)."
        }
    }
}
