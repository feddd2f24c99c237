import Layout
import Rasterizer

/// A box part way through its change from another box, as `UITableView` animates a batch of
/// updates: surviving rows, headers and footers slide (and grow or shrink) from their old places
/// to their new ones and cross-fade when their content changed; inserted ones fade in where they
/// will be, deleted ones fade out where they were; the content's height follows.
public struct BoxTransition<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The box before the change.
    public var from: Box<SectionID, ItemID>
    /// How far the change has gone, already eased: 0 draws the old box, 1 the new one.
    public var progress: Double

    /// Creates a transition from a box at an eased progress.
    public init(from: Box<SectionID, ItemID>, progress: Double) {
        self.from = from
        self.progress = progress
    }
}

/// A screen part way through its change from an earlier state: its scrolling box and the boxes
/// pinned above and below each animate from the earlier state's (see `BoxTransition`).
public struct ScreenTransition<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The earlier state's scrolling box.
    public var box: Box<SectionID, ItemID>
    /// The earlier state's box pinned under the navigation bar.
    public var pinnedToTopBox: Box<SectionID, ItemID>
    /// The earlier state's box pinned to the bottom.
    public var pinnedToBottomBox: Box<SectionID, ItemID>
    /// How far the change has gone, already eased: 0 draws the earlier state, 1 the new one.
    public var progress: Double

    /// The change from an earlier state of the screen, at an eased progress.
    public init(from screen: Screen<SectionID, ItemID>, progress: Double) {
        self.box = screen.box
        self.pinnedToTopBox = screen.pinnedToTopBox
        self.pinnedToBottomBox = screen.pinnedToBottomBox
        self.progress = progress
    }

    func transition(from box: Box<SectionID, ItemID>) -> BoxTransition<SectionID, ItemID> {
        BoxTransition(from: box, progress: progress)
    }
}

/// What identifies a piece of a table across two boxes.
enum PieceKey: Hashable {
    case row(AnyHashable, AnyHashable)
    case header(AnyHashable)
    case footer(AnyHashable)
    case gap(AnyHashable?)
}

/// A piece of a table placed at its offset from the table's top.
struct PlacedPiece {
    var key: PieceKey
    var component: AnyRenderable?
    var isRow: Bool
    var isLastInSection: Bool
    var y: Double
    var height: Double
}

extension BoxContent {
    /// The pieces of a box, each with its key and place.
    func placedPieces(of box: Box<SectionID, ItemID>, width: Double, in environment: RenderEnvironment) throws(RenderError) -> [PlacedPiece] {
        let spacing = drawsRowBackground ? style.sectionSpacing : 0
        var pieces: [PlacedPiece] = []
        var y = 0.0
        func place(_ key: PieceKey, _ component: AnyRenderable?, isRow: Bool = false, isLast: Bool = false, height: Double? = nil) throws(RenderError) {
            var measured = height ?? 0
            if height == nil, let component { measured = try component.sizeThatFits(width: width, in: environment).height }
            pieces.append(PlacedPiece(key: key, component: component, isRow: isRow, isLastInSection: isLast, y: y, height: measured))
            y += measured
        }
        for (sectionIndex, section) in box.sections.enumerated() {
            if let header = section.header {
                try place(.header(section.id), header)
            } else if spacing > 0 && (sectionIndex > 0 || style == .grouped) {
                try place(.gap(section.id), nil, height: spacing)
            }
            for (index, item) in section.items.enumerated() {
                try place(.row(section.id, item.id), item.component, isRow: true, isLast: index == section.items.count - 1)
            }
            if let footer = section.footer { try place(.footer(section.id), footer) }
        }
        if spacing > 0 && style == .grouped && !box.sections.isEmpty && box.sections.last?.footer == nil {
            try place(.gap(nil), nil, height: spacing)
        }
        return pieces
    }

    /// The height of the table part way through a transition.
    func transitionHeight(_ transition: BoxTransition<SectionID, ItemID>, width: Double, in environment: RenderEnvironment) throws(RenderError) -> Double {
        let old = try placedPieces(of: transition.from, width: width, in: environment).reduce(0) { $0 + $1.height }
        let new = try placedPieces(of: box, width: width, in: environment).reduce(0) { $0 + $1.height }
        return old + (new - old) * transition.progress
    }

    /// Draws the table part way through a transition.
    func renderTransition(
        _ transition: BoxTransition<SectionID, ItemID>, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList
    ) throws(RenderError) {
        let t = transition.progress
        let old = try placedPieces(of: transition.from, width: frame.width, in: environment)
        let new = try placedPieces(of: box, width: frame.width, in: environment)
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(\.key))
        let colors = style.colors(for: environment.theme)
        let scale = environment.traits.scale
        if drawsRowBackground { list.fill(.rect(frame.rect), with: .solid(colors.background)) }

        func draw(_ piece: PlacedPiece, y: Double, height: Double, opacity: Double, crossFadeFrom previous: PlacedPiece? = nil) throws(RenderError) {
            guard let component = piece.component, opacity > 0 else { return }
            let placed = Frame(x: frame.x, y: frame.y + y, width: frame.width, height: height).snapped(toScale: scale)
            if opacity < 1 { list.append(.pushLayer(opacity: opacity)) }
            list.append(.pushClip(.rect(placed.rect)))
            if piece.isRow && drawsRowBackground { list.fill(.rect(placed.rect), with: .solid(colors.row)) }
            // The content is laid out at its own height, as a cell's content is during the animation.
            if let previous, let before = previous.component {
                list.append(.pushLayer(opacity: 1 - t))
                try before.render(in: Frame(x: placed.x, y: placed.y, width: placed.width, height: previous.height), environment: environment, into: &list)
                list.append(.popLayer)
                list.append(.pushLayer(opacity: t))
                try component.render(in: Frame(x: placed.x, y: placed.y, width: placed.width, height: piece.height), environment: environment, into: &list)
                list.append(.popLayer)
            } else {
                try component.render(in: Frame(x: placed.x, y: placed.y, width: placed.width, height: piece.height), environment: environment, into: &list)
            }
            list.append(.popClip)
            if piece.isRow && showsSeparators && !piece.isLastInSection {
                let thickness = 1 / scale
                list.fill(
                    .rect(Rect(x: placed.x + (environment.isRightToLeft ? 0 : separatorInset), y: placed.maxY - thickness,
                               width: max(0, placed.width - separatorInset), height: thickness)),
                    with: .solid(colors.separator))
            }
            if opacity < 1 { list.append(.popLayer) }
        }

        // Deleted pieces fade out where they were and inserted ones fade in where they will be,
        // under the surviving pieces that slide over them.
        for piece in old where !newKeys.contains(piece.key) {
            try draw(piece, y: piece.y, height: piece.height, opacity: 1 - t)
        }
        for piece in new where oldByKey[piece.key] == nil {
            try draw(piece, y: piece.y, height: piece.height, opacity: t)
        }
        for piece in new {
            guard let before = oldByKey[piece.key] else { continue }
            let y = before.y + (piece.y - before.y) * t
            let height = before.height + (piece.height - before.height) * t
            let changed = !Self.sameContent(before.component, piece.component)
            try draw(piece, y: y, height: height, opacity: 1, crossFadeFrom: changed ? before : nil)
        }
    }

    /// Whether two pieces draw the same: equal when `Equatable`, else when they describe alike.
    static func sameContent(_ a: AnyRenderable?, _ b: AnyRenderable?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return ComponentEquality.isEqual(a, b) || String(reflecting: a.base) == String(reflecting: b.base)
    }
}
