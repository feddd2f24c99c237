import ComponentCatalogue
import Components
import DesignTokens
import ImageSnapshots

/// Which variants a change of token files can touch, and why, found before anything is drawn.
///
/// Colours, text styles and shadows carry their token, so a variant is touched by a change of one
/// when a node read it (`color.surface #FFFFFFFF → #FAFAFAFF, used by Stack/View[0] background`).
/// Lengths (spacing, radii, icon size) and icon glyphs are plain numbers and names that carry no
/// origin, and may be computed (an avatar's circle is the icon size plus a spacing): for a change
/// of one, the variant is laid out under the theme before and after, and touched when a frame or
/// a recorded value differs.
package struct TokenImpact: Sendable {
    /// The changes, by theme name.
    let changesByTheme: [String: [TokenChange]]
    /// The themes before the change, by name.
    let before: [String: Theme]
    /// The themes after the change, by name.
    let after: [String: Theme]

    /// The impact of going from the `before` themes to the `after` ones (matched by name; a theme
    /// in only one of them changes nothing).
    package init(before: [Theme], after: [Theme]) {
        self.before = Dictionary(before.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.after = Dictionary(after.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [String: [TokenChange]] = [:]
        for (name, old) in self.before {
            guard let new = self.after[name] else { continue }
            let found = old.tokenChanges(to: new)
            if !found.isEmpty { changes[name] = found }
        }
        changesByTheme = changes
    }

    /// Every change, theme by theme in name order.
    package var changes: [TokenChange] {
        changesByTheme.sorted { $0.key < $1.key }.flatMap(\.value)
    }

    /// Why a catalogue variant is touched, one line per change and node; empty when it is not.
    /// The variant is made as the catalogue makes it, with its theme's `after` version.
    package func reasons(for entry: CatalogueEntry, _ variant: CatalogueVariant) throws -> [String] {
        let name = variant.traits.theme.name
        guard let changes = changesByTheme[name], let old = before[name], let new = after[name] else { return [] }
        var afterVariant = variant
        afterVariant.traits.theme = new
        let after = try entry.rendering(afterVariant).layOut()
        let reads = after.designReads
        var reasons = Self.reasons(for: changes.filter { !Self.carriesNoOrigin($0) }, reads: reads)
        let untraced = changes.filter(Self.carriesNoOrigin)
        if !untraced.isEmpty {
            var beforeVariant = variant
            beforeVariant.traits.theme = old
            let beforeNodes = try entry.rendering(beforeVariant).layOut().nodes
            let afterNodes = after.nodes
            let differences = Self.differences(before: beforeNodes, after: afterNodes)
            if !differences.isEmpty {
                let names = untraced.map(\.description).joined(separator: "; ")
                reasons.append("\(names): \(differences.prefix(3).joined(separator: "; "))\(differences.count > 3 ? " and \(differences.count - 3) more" : "")")
            }
        }
        return reasons
    }

    /// The changes of traced values a variant's reads name: `color.surface #FFFFFFFF → #FAFAFAFF,
    /// used by Stack/View[0] background`, one line per change listing its nodes.
    package static func reasons(for changes: [TokenChange], reads: [DesignRead]) -> [String] {
        changes.compactMap { change in
            let users = reads.filter { read in
                guard let token = read.use.token else { return false }
                return token.role == change.role && token.theme == change.theme
            }
            guard !users.isEmpty else { return nil }
            let names = users.prefix(4).map { "\($0.node) \($0.use.property)" }.joined(separator: ", ")
            return "\(change), used by \(names)\(users.count > 4 ? " and \(users.count - 4) more" : "")"
        }
    }

    /// Lengths and icons: values without an origin, matched by laying out under both themes.
    static func carriesNoOrigin(_ change: TokenChange) -> Bool {
        change.isLength || change.role.hasPrefix("icon.")
    }

    /// What differs between two layouts of one variant: frames (as the layout record says them),
    /// and the lengths and icons nodes recorded (colours and fonts are matched by their tokens).
    static func differences(before: [LaidOutComponent], after: [LaidOutComponent]) -> [String] {
        var lines = LayoutRecord(after).changes(since: LayoutRecord(before))
        let paths = LaidOutComponent.paths(of: after)
        func untraced(_ node: LaidOutComponent) -> [String] {
            node.designUses.filter { !$0.lengths.isEmpty || $0.designProperty == .icon }.map { "\($0.property) \($0.value)" }
        }
        if before.count == after.count {
            for index in after.indices {
                let old = untraced(before[index]), new = untraced(after[index])
                if old != new {
                    let changed = zip(old, new).filter { $0 != $1 }.map { "\($0.0) → \($0.1.split(separator: " ").dropFirst().joined(separator: " "))" }
                    lines.append("\(paths[index]) \(changed.isEmpty ? "values changed" : changed.joined(separator: ", "))")
                }
            }
        }
        return lines
    }
}
