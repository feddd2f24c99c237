import Layout
import Rasterizer

/// What identifies a piece of a table across two boxes.
enum PieceKey: Hashable {
    case row(AnyHashable, AnyHashable)
    case header(AnyHashable)
    case footer(AnyHashable)
    case gap(AnyHashable?)

    /// The section the piece belongs to (a gap: the section after it), if any.
    var section: AnyHashable? {
        switch self {
        case .row(let section, _), .header(let section), .footer(let section): section
        case .gap(let section): section
        }
    }
}

/// A piece of a table: the gap between sections, a header or footer, or a row.
enum TablePiece {
    case gap(Double)
    case supplement(AnyRenderable)
    case row(AnyRenderable, isLastInSection: Bool)
}

/// A piece of a table placed at its offset from the table's top.
struct PlacedPiece {
    var key: PieceKey
    var piece: TablePiece
    var y: Double
    var height: Double

    /// What the piece draws; `nil` for a gap.
    var component: AnyRenderable? {
        switch piece {
        case .gap: nil
        case .supplement(let component), .row(let component, _): component
        }
    }

    var isRow: Bool {
        if case .row = piece { return true }
        return false
    }

    /// Whether a separator goes under it: a row that is not its section's last.
    var hasSeparator: Bool {
        if case .row(_, let isLast) = piece { return !isLast }
        return false
    }
}

extension BoxContent {
    /// The pieces of the box (or, `isOld`, of the box the transition is from), as `pieces` lists
    /// them, each placed at its offset from the table's top; laid out once when `measured` keeps them.
    func placedPieces(isOld: Bool, width: Double, in environment: RenderEnvironment) throws(RenderError) -> [PlacedPiece] {
        var table = self
        if isOld, let transition { table.box = transition.from }
        func layOut() throws(RenderError) -> [PlacedPiece] {
            let pieces = table.pieces
            let heights = try table.heights(of: pieces, width: width, in: environment)
            var y = 0.0
            var placed: [PlacedPiece] = []
            for ((key, piece), height) in zip(pieces, heights) {
                placed.append(PlacedPiece(key: key, piece: piece, y: y, height: height))
                y += height
            }
            return placed
        }
        guard let measured else { return try layOut() }
        return try measured.placed(measuredKey(isOld: isOld, width: width, environment: environment), layOut)
    }

    func measuredKey(isOld: Bool, width: Double, environment: RenderEnvironment) -> MeasuredPieces.Key {
        MeasuredPieces.Key(slot: slot, isOld: isOld, width: width, traits: environment.traits, fonts: ObjectIdentifier(environment.fonts))
    }

    /// The height of the table part way through a transition.
    func transitionHeight(_ transition: BoxTransition<SectionID, ItemID>, width: Double, in environment: RenderEnvironment) throws(RenderError) -> Double {
        let old = try placedPieces(isOld: true, width: width, in: environment).reduce(0) { $0 + $1.height }
        let new = try placedPieces(isOld: false, width: width, in: environment).reduce(0) { $0 + $1.height }
        return old + (new - old) * transition.progress
    }

    /// Draws the table part way through a transition.
    func renderTransition(
        _ transition: BoxTransition<SectionID, ItemID>, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList
    ) throws(RenderError) {
        let t = transition.progress
        let old = try placedPieces(isOld: true, width: frame.width, in: environment)
        let new = try placedPieces(isOld: false, width: frame.width, in: environment)
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(\.key))
        let colors = style.colors(for: environment.theme)
        let scale = environment.traits.scale
        if drawsRowBackground { list.fill(.rect(frame.rect), with: .solid(colors.background)) }
        // Pieces that are not rebound hand their parts themselves, so what moves on its own goes on.
        let unchanged = environment.with(partStates: .unchanged(at: t))

        func draw(
            _ piece: PlacedPiece, y: Double, height: Double, motion: PieceMotion = PieceMotion(), reboundFrom previous: PlacedPiece? = nil,
            separator presence: Double? = nil
        ) throws(RenderError) {
            let opacity = motion.opacity
            guard let component = piece.component, opacity > 0, motion.shownFraction > 0 else { return }
            let placed = Frame(x: frame.x + motion.dx, y: frame.y + y + motion.dy, width: frame.width, height: height).snapped(toScale: scale)
            guard isVisible(y: placed.y, height: placed.height) else { return }
            // The piece's own clip first, so a fading piece's layer covers the piece, not the canvas.
            list.append(.pushClip(.rect(placed.rect)))
            if opacity < 1 { list.append(.pushLayer(opacity: opacity)) }
            // `middle` shows the band of its height the opening space has room for, centred.
            let shown = motion.shownFraction < 1
                ? Frame(x: placed.x, y: placed.y + placed.height * (1 - motion.shownFraction) / 2, width: placed.width,
                        height: placed.height * motion.shownFraction).snapped(toScale: scale)
                : placed
            list.append(.pushClip(.rect(shown.rect)))
            if piece.isRow && drawsRowBackground { list.fill(.rect(placed.rect), with: .solid(colors.row)) }
            // The content is laid out at its own height, as a cell's content is during the animation;
            // a row that changed is rebound, as Bento's diff rebinds visible cells inside the batch
            // update: its new content at once, only its frame animating, apart from the parts that
            // draw their own change (a switch's knob), which are handed the states they had.
            var drawing = unchanged
            if let previous, let before = previous.component {
                let noted = try notedParts(of: previous.key, drawing: before, in: Frame(x: placed.x, y: placed.y, width: placed.width, height: previous.height), environment: environment)
                drawing = environment.with(partStates: noted.replaying(at: t))
            }
            try component.render(in: Frame(x: placed.x, y: placed.y, width: placed.width, height: piece.height), environment: drawing, into: &list)
            list.append(.popClip)
            // A row's separator comes or goes with the change that gives or takes it (a row inserted
            // below the last one), not at the first frame.
            let separator = presence ?? (piece.hasSeparator ? 1 : 0)
            if showsSeparators && separator > 0 {
                let color = separator < 1 ? colors.separator.withAlpha(colors.separator.alpha * separator) : colors.separator
                appendSeparator(under: placed, color: color, environment: environment, into: &list)
            }
            if opacity < 1 { list.append(.popLayer) }
            list.append(.popClip)
        }

        // Sections that moved are deleted and inserted, as Bento's diff applies a section move;
        // pieces of a section that came or went take the section animations, others the row ones.
        let oldSections = transition.from.sections.map { AnyHashable($0.id) }, newSections = box.sections.map { AnyHashable($0.id) }
        let oldSet = Set(oldSections), newSet = Set(newSections)
        let movedSections = Self.moved(newSections.filter(oldSet.contains), from: oldSections.filter(newSet.contains))
        let replacedSections = oldSet.symmetricDifference(newSet).union(movedSections)
        func staysPut(_ key: PieceKey) -> Bool { !(key.section.map(replacedSections.contains) ?? false) }
        let animation = transition.animation

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
            guard let before = oldByKey[piece.key] else { continue }
            let y = before.y + (piece.y - before.y) * t
            let height = before.height + (piece.height - before.height) * t
            let had = before.hasSeparator ? 1.0 : 0, has = piece.hasSeparator ? 1.0 : 0
            let separator = had + (has - had) * t
            try draw(piece, y: y, height: height, reboundFrom: drawsTheSame(before, piece) ? nil : before, separator: separator)
        }
    }

    /// Whether a piece draws the same before and after the change; once per transition when
    /// `measured` keeps it.
    func drawsTheSame(_ before: PlacedPiece, _ after: PlacedPiece) -> Bool {
        guard let measured else { return Self.sameContent(before.component, after.component) }
        return measured.sameContent(slot: slot, after.key) { Self.sameContent(before.component, after.component) }
    }

    /// The states of the `StateTransitioning` parts a piece had before the change, noted by drawing
    /// it (the drawing is thrown away); once per transition when `measured` keeps them.
    func notedParts(of key: PieceKey, drawing before: AnyRenderable, in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> PartStates {
        func note() throws(RenderError) -> PartStates {
            let states = PartStates()
            var unused = DisplayList()
            try before.render(in: frame, environment: environment.with(partStates: states), into: &unused)
            return states
        }
        guard let measured else { return try note() }
        return try measured.notedParts(measuredKey(isOld: true, width: frame.width, environment: environment), key, note)
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
