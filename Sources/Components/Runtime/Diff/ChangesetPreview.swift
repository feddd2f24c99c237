import DesignTokens
import Layout
import Rasterizer

/// Two boxes side by side, "before | after", with every changed row outlined: removed rows in the
/// error colour on the left, inserted rows in the success colour and moved or mutated rows in the
/// warning colour on the right. A picture of a changeset, for the gallery and for debugging.
public struct ChangesetPreview<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Renderable {
    /// The box before the change.
    public var old: Box<SectionID, ItemID>
    /// The box after the change.
    public var new: Box<SectionID, ItemID>

    /// Creates a preview of the change from one box to another.
    public init(old: Box<SectionID, ItemID>, new: Box<SectionID, ItemID>) {
        self.old = old
        self.new = new
    }

    private func content(theme: Theme) -> AnyRenderable {
        guard let changes = try? BoxChangeset(old: old, new: new) else {
            return UI.Label(text: "The boxes repeat an identity; no changeset.", color: theme.colors.error).padding(8).asAnyRenderable()
        }
        var removedRows: Set<String> = []
        var marks: [String: Color] = [:]
        var oldSectionIndex: [SectionID: Int] = [:]
        for (index, section) in old.sections.enumerated() { oldSectionIndex[section.id] = index }
        for index in changes.sections.removals {
            for item in old.sections[index].items { removedRows.insert("\(old.sections[index].id)/\(item.id)") }
        }
        for insert in changes.sections.inserts {
            for item in insert.element.items { marks["\(insert.element.id)/\(item.id)"] = theme.colors.success }
        }
        for (sectionIndex, rows) in changes.rows {
            let section = new.sections[sectionIndex]
            if let from = oldSectionIndex[section.id] {
                for index in rows.removals { removedRows.insert("\(section.id)/\(old.sections[from].items[index].id)") }
            }
            for insert in rows.inserts { marks["\(section.id)/\(insert.element.id)"] = theme.colors.success }
            for move in rows.moves { marks["\(section.id)/\(move.element.id)"] = theme.colors.warning }
            for mutation in rows.mutations { marks["\(section.id)/\(mutation.element.id)"] = theme.colors.warning }
        }
        func column(_ title: String, _ box: Box<SectionID, ItemID>, color: (String) -> Color?) -> UI.Stack {
            var items: [(any Renderable)?] = [UI.Label(text: title, style: theme.typography.subhead, color: theme.colors.textSecondary).padding(8)]
            for section in box.sections {
                items.append(UI.Label(text: "Section \(section.id)", style: theme.typography.caption, color: theme.colors.textSecondary)
                    .padding(EdgeInsets(top: 8, leading: 8, bottom: 2, trailing: 8)))
                for item in section.items {
                    let key = "\(section.id)/\(item.id)"
                    let row = item.component.padding(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
                    items.append(color(key).map { row.border($0, width: 2, cornerRadius: 4).asAnyRenderable() } ?? row.asAnyRenderable())
                }
            }
            return items.stack(axis: .vertical, spacing: 2, layoutMargins: EdgeInsets(4))
        }
        let columns: [(any Renderable)?] = [
            column("Before", old) { removedRows.contains($0) ? theme.colors.error : nil },
            UI.Separator(axis: .vertical),
            column("After", new) { marks[$0] },
        ]
        return columns.stack(axis: .horizontal, spacing: 8, alignment: .leading, distribution: .fill).asAnyRenderable()
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try content(theme: environment.theme).sizeThatFits(width: width, in: environment)
    }

    /// One node for the whole preview: its rows drawn and their design values recorded in it.
    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        var node = LaidOutNode(self, frame: frame, environment: environment)
        node.absorb(try content(theme: environment.theme).laidOut(in: frame, environment: environment))
        return node
    }

}
