import Layout
import Rasterizer

/// A table part way from the tree before a change to the tree after it, as `UITableView` animates
/// a batch of updates. Pieces are matched by identity (a row by its section's and its own, a
/// header or footer by its section's): surviving rows, headers and footers slide (and grow or
/// shrink) from their old places to their new ones, a moved one above the others, a changed one
/// rebound with its new content; inserted ones come in where they will be and deleted ones go from
/// where they were, as the animation says (a fade by default); a moved section is deleted and
/// inserted; the content's height follows.
struct TableTransition<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Renderable {
    /// The table before the change, at rest.
    var before: BoxContent<SectionID, ItemID>
    /// The table after the change, at rest: its style, separators and visible part are the frame's.
    var after: BoxContent<SectionID, ItemID>
    /// How far the change has gone, already eased: 0 draws `before`, 1 `after`.
    var progress: Double
    /// How rows and sections come and go.
    var animation: TableViewAnimation
    /// What the frames of the transition share.
    var cache: TransitionCache

    /// Each piece of the table before (`isBefore`) or after the change, placed; laid out once for
    /// every frame.
    func placed(isBefore: Bool, width: Double, in environment: RenderEnvironment) throws(RenderError) -> [PlacedPiece] {
        let table = isBefore ? before : after, pieces = isBefore ? cache.before : cache.after
        return try pieces.placed(MeasuredPieces.Key(slot: after.slot, width: width, environment: environment)) { () throws(RenderError) in
            try table.layOutPieces(width: width, in: environment)
        }
    }

    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let width = width ?? 320
        let old = try placed(isBefore: true, width: width, in: environment).reduce(0) { $0 + $1.height }
        let new = try placed(isBefore: false, width: width, in: environment).reduce(0) { $0 + $1.height }
        return Size(width: width, height: old + (new - old) * progress)
    }

    /// The frame of the change drawn as one picture, the rows listed where they come to rest.
    func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        var list = DisplayList()
        if progress <= 0 {
            try before.render(in: frame, environment: environment, into: &list)
        } else {
            try draw(in: frame, environment: environment, into: &list)
        }
        var node = LaidOutNode(after, frame: frame, environment: environment)
        if environment.recordsLayoutDetails {
            let resting = try after.laidOut(in: frame, environment: environment)
            node.record.designUses = resting.record.designUses
            if resting.isListed && (resting.drawsChildrenInItsList || !resting.isDrawnAsOne) {
                // The rows where they come to rest are its children; the picture is the change.
                node.drawAsOne(list, keeping: resting.children)
            } else {
                node.drawAsOne(list, listing: resting.records.dropFirst().map { var record = $0; record.depth -= 1; return record })
            }
        } else {
            node.drawAsOne(list, listing: [])
        }
        return node
    }

    /// Draws the table part way through the change.
    private func draw(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        let t = progress
        let old = try placed(isBefore: true, width: frame.width, in: environment)
        let new = try placed(isBefore: false, width: frame.width, in: environment)
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(\.key))
        let colors = after.style.colors(for: environment.theme)
        let scale = environment.traits.scale
        if after.drawsRowBackground { list.fill(.rect(frame.rect), with: .solid(colors.background)) }

        func draw(
            _ piece: PlacedPiece, y: Double, height: Double, motion: PieceMotion = PieceMotion(), reboundFrom previous: PlacedPiece? = nil,
            separator presence: Double? = nil
        ) throws(RenderError) {
            let opacity = motion.opacity
            guard let component = piece.component, opacity > 0, motion.shownFraction > 0 else { return }
            let placed = Frame(x: frame.x + motion.dx, y: frame.y + y + motion.dy, width: frame.width, height: height).snapped(toScale: scale)
            guard after.isVisible(y: placed.y, height: placed.height) else { return }
            // The piece's own clip first, so a fading piece's layer covers the piece, not the canvas.
            list.append(.pushClip(.rect(placed.rect)))
            if opacity < 1 { list.append(.pushLayer(opacity: opacity)) }
            // `middle` shows the band of its height the opening space has room for, centred.
            let shown = motion.shownFraction < 1
                ? Frame(x: placed.x, y: placed.y + placed.height * (1 - motion.shownFraction) / 2, width: placed.width,
                        height: placed.height * motion.shownFraction).snapped(toScale: scale)
                : placed
            list.append(.pushClip(.rect(shown.rect)))
            if piece.isRow && after.drawsRowBackground { list.fill(.rect(placed.rect), with: .solid(colors.row)) }
            // The content is laid out at its own height, as a cell's content is during the animation;
            // a row that changed is rebound, as Bento's diff rebinds visible cells inside the batch
            // update: its new content at once, only its frame animating, apart from the parts that
            // draw their own change (a switch's knob), drawn from the states they had in the tree
            // before. Pieces that are not rebound hand their parts themselves, so what moves on its
            // own goes on.
            var noted: NotedParts?
            if let previous, let before = previous.component {
                noted = try notedParts(of: previous.key, before: before, in: Frame(x: placed.x, y: placed.y, width: placed.width, height: previous.height), environment: environment)
            }
            let content = Frame(x: placed.x, y: placed.y, width: placed.width, height: piece.height)
            try component.laidOut(in: content, environment: environment).changing(from: noted, progress: t).draw(into: &list)
            list.append(.popClip)
            // A row's separator comes or goes with the change that gives or takes it (a row inserted
            // below the last one), not at the first frame.
            let separator = presence ?? (piece.hasSeparator ? 1 : 0)
            if after.showsSeparators && separator > 0 {
                let color = separator < 1 ? colors.separator.withAlpha(colors.separator.alpha * separator) : colors.separator
                after.appendSeparator(under: placed, color: color, environment: environment, into: &list)
            }
            if opacity < 1 { list.append(.popLayer) }
            list.append(.popClip)
        }

        // Sections that moved are deleted and inserted, as Bento's diff applies a section move;
        // pieces of a section that came or went take the section animations, others the row ones.
        let oldSections = before.box.sections.map { AnyHashable($0.id) }, newSections = after.box.sections.map { AnyHashable($0.id) }
        let oldSet = Set(oldSections), newSet = Set(newSections)
        let movedSections = Self.moved(newSections.filter(oldSet.contains), from: oldSections.filter(newSet.contains))
        let replacedSections = oldSet.symmetricDifference(newSet).union(movedSections)
        func staysPut(_ key: PieceKey) -> Bool { !(key.section.map(replacedSections.contains) ?? false) }

        // Deleted pieces go from where they were and inserted ones come in where they will be,
        // under the surviving pieces that slide over them.
        for piece in old where !newKeys.contains(piece.key) || !staysPut(piece.key) {
            let kind = staysPut(piece.key) ? animation.rowDeletion : animation.sectionDeletion
            try draw(piece, y: piece.y, height: piece.height, motion: PieceMotion(kind, inserting: false, progress: t, width: frame.width, height: piece.height))
        }
        for piece in new where oldByKey[piece.key] == nil || !staysPut(piece.key) {
            let kind = staysPut(piece.key) ? animation.rowInsertion : animation.sectionInsertion
            try draw(piece, y: piece.y, height: piece.height, motion: PieceMotion(kind, inserting: true, progress: t, width: frame.width, height: piece.height))
        }
        // The pieces that stay slide to their places; those that moved past others slide above
        // them, whole at every frame, as a moving cell does.
        let survivors = new.filter { oldByKey[$0.key] != nil && staysPut($0.key) }
        let moved = Self.moved(survivors.map(\.key), from: old.map(\.key))
        for piece in survivors.filter({ !moved.contains($0.key) }) + survivors.filter({ moved.contains($0.key) }) {
            guard let previous = oldByKey[piece.key] else { continue }
            let y = previous.y + (piece.y - previous.y) * t
            let height = previous.height + (piece.height - previous.height) * t
            let had = previous.hasSeparator ? 1.0 : 0, has = piece.hasSeparator ? 1.0 : 0
            let separator = had + (has - had) * t
            try draw(piece, y: y, height: height, reboundFrom: drawsTheSame(previous, piece) ? nil : previous, separator: separator)
        }
    }

    /// Whether a piece draws the same before and after the change; once per transition.
    private func drawsTheSame(_ previous: PlacedPiece, _ piece: PlacedPiece) -> Bool {
        cache.sameContent(slot: after.slot, piece.key) { Self.sameContent(previous.component, piece.component) }
    }

    /// The states of the parts that draw their own change that a piece had before the change, from
    /// its tree before; once per transition.
    private func notedParts(of key: PieceKey, before component: AnyRenderable, in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> NotedParts {
        let cacheKey = MeasuredPieces.Key(slot: after.slot, width: frame.width, environment: environment)
        return try cache.notedParts(cacheKey, key) { () throws(RenderError) in NotedParts(of: try component.laidOut(in: frame, environment: environment)) }
    }

    /// Whether two pieces draw the same: equal when `Equatable`, else when alike field by field.
    static func sameContent(_ a: AnyRenderable?, _ b: AnyRenderable?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return ComponentEquality.isAlike(a.base, b.base)
    }

    /// The pieces that moved: those outside the longest run that keeps its old order (the fewest
    /// that must pass others for `new` to come from `old`). `new` holds each key once and only
    /// keys that `old` holds.
    static func moved<Key: Hashable>(_ new: [Key], from old: [Key]) -> Set<Key> {
        var oldIndex: [Key: Int] = [:]
        for (index, key) in old.enumerated() where oldIndex[key] == nil { oldIndex[key] = index }
        let kept = Changeset<Key>.longestIncreasing(new.map { oldIndex[$0] ?? 0 })
        return Set(new.indices.filter { !kept[$0] }.map { new[$0] })
    }
}
