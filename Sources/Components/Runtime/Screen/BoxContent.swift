import DesignTokens
import Layout
import Rasterizer

/// A box drawn as a table of its style: each section's header, its rows on the row colour with
/// hairline separators inset from the leading edge as `UITableView` insets them, and its footer;
/// sections apart by the style's spacing whether or not they have a header or footer.
public struct BoxContent<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Renderable {
    /// The sections and rows drawn.
    public var box: Box<SectionID, ItemID>
    /// Plain or grouped: the colours and the spacing between sections.
    public var style: TableStyle
    /// Whether hairlines are drawn between rows.
    public var showsSeparators: Bool
    /// The separators' leading inset (UITableView's default is 16 on phones).
    public var separatorInset: Double
    /// Whether rows sit on the style's row colour and sections are spaced apart, as a table's
    /// are; `false` for boxes pinned above or below the table, which are drawn bare.
    public var drawsRowBackground: Bool
    /// The box this one is changing from and how far: one frame of a change drawn by hand.
    @available(*, deprecated, message: "Transition.frames(from:to:timing:) draws a change between the trees of two states; a box holds no animation")
    public var transition: BoxTransition<SectionID, ItemID>? {
        get { handDrawnChange }
        set { handDrawnChange = newValue }
    }
    /// The deprecated `transition`: a table is drawn part way only through it (`TableTransition`).
    private var handDrawnChange: BoxTransition<SectionID, ItemID>?
    /// Where pieces laid out once are kept for one picture (measured, then drawn); `nil` lays them
    /// out whenever they are needed.
    var measured: MeasuredPieces?
    /// Which of a screen's boxes this is, for `measured`.
    var slot = 0
    /// The part of the canvas on screen, top to bottom, when known: pieces wholly outside it are
    /// laid out (they place the others) but not drawn.
    var visible: ClosedRange<Double>?

    /// Creates a box drawn as a table.
    public init(
        box: Box<SectionID, ItemID>, style: TableStyle = .grouped, showsSeparators: Bool = true, separatorInset: Double = 16,
        drawsRowBackground: Bool = true, transition: BoxTransition<SectionID, ItemID>? = nil
    ) {
        self.handDrawnChange = transition
        self.box = box
        self.style = style
        self.showsSeparators = showsSeparators
        self.separatorInset = separatorInset
        self.drawsRowBackground = drawsRowBackground
    }

    /// The table's pieces in order, each with what identifies it across two boxes: a section's
    /// header (or the gap standing in for it), its rows, its footer, and a grouped table's closing gap.
    var pieces: [(key: PieceKey, piece: TablePiece)] {
        let spacing = drawsRowBackground ? style.sectionSpacing : 0
        var pieces: [(key: PieceKey, piece: TablePiece)] = []
        for (sectionIndex, section) in box.sections.enumerated() {
            // A header stands in for the gap; without one the gap keeps sections apart. A grouped
            // table also opens with the gap, as iOS's does.
            if let header = section.header {
                pieces.append((.header(section.id), .supplement(header)))
            } else if spacing > 0 && (sectionIndex > 0 || style == .grouped) {
                pieces.append((.gap(section.id), .gap(spacing)))
            }
            for (index, item) in section.items.enumerated() {
                pieces.append((.row(section.id, item.id), .row(item.component, isLastInSection: index == section.items.count - 1)))
            }
            if let footer = section.footer { pieces.append((.footer(section.id), .supplement(footer))) }
        }
        if spacing > 0 && style == .grouped && !box.sections.isEmpty && box.sections.last?.footer == nil {
            pieces.append((.gap(nil), .gap(spacing)))
        }
        return pieces
    }

    func heights(of pieces: [(key: PieceKey, piece: TablePiece)], width: Double, in environment: RenderEnvironment) throws(RenderError) -> [Double] {
        var result: [Double] = []
        for (_, piece) in pieces {
            switch piece {
            case .gap(let height): result.append(height)
            case .supplement(let component), .row(let component, _):
                result.append(try component.sizeThatFits(width: width, in: environment).height)
            }
        }
        return result
    }

    /// The hairline under a row that is not its section's last, inset from the leading edge.
    func appendSeparator(under row: Frame, color: Color, environment: RenderEnvironment, into list: inout DisplayList) {
        let thickness = 1 / environment.traits.scale
        list.fill(
            .rect(Rect(x: row.x + (environment.isRightToLeft ? 0 : separatorInset), y: row.maxY - thickness,
                       width: max(0, row.width - separatorInset), height: thickness)),
            with: .solid(color))
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        if let change = handDrawnTransition { return try change.sizeThatFits(width: width, in: environment) }
        let width = width ?? 320
        return Size(width: width, height: try placedPieces(width: width, in: environment).reduce(0) { $0 + $1.height })
    }

    /// Whether a piece drawn at `y`, `height` tall, shows on screen.
    func isVisible(y: Double, height: Double) -> Bool {
        guard let visible else { return true }
        return y < visible.upperBound && y + height > visible.lowerBound
    }

    /// The deprecated `transition` while it is under way, as a change between two tables.
    private var handDrawnTransition: TableTransition<SectionID, ItemID>? {
        guard let change = handDrawnChange, change.progress < 1 else { return nil }
        var before = self, after = self
        before.handDrawnChange = nil
        before.box = change.from
        before.measured = nil
        after.handDrawnChange = nil
        return TableTransition(before: before, after: after, progress: change.progress, animation: change.animation, cache: TransitionCache())
    }

    /// The table: each visible piece's background, its component's node and the separator under a row.
    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        if let change = handDrawnTransition { return try change.laidOut(in: frame, environment: environment) }
        var node = LaidOutNode(self, frame: frame, environment: environment)
        let colors = style.colors(for: environment.theme)
        let scale = environment.traits.scale
        for placed in try placedPieces(width: frame.width, in: environment) {
            let rowFrame = Frame(x: frame.x, y: frame.y + placed.y, width: frame.width, height: placed.height).snapped(toScale: scale)
            guard isVisible(y: rowFrame.y, height: rowFrame.height) else { continue }
            switch placed.piece {
            case .gap:
                if drawsRowBackground { node.fill(rowFrame, with: colors.background, as: .background, in: environment) }
            case .supplement(let component):
                if drawsRowBackground { node.fill(rowFrame, with: colors.background, as: .background, in: environment) }
                try node.place(component, in: rowFrame, environment: environment)
            case .row(let component, let isLastInSection):
                if drawsRowBackground { node.fill(rowFrame, with: colors.row, as: "row background", in: environment) }
                try node.place(component, in: rowFrame, environment: environment)
                if showsSeparators && !isLastInSection {
                    node.draw { appendSeparator(under: rowFrame, color: colors.separator, environment: environment, into: &$0) }
                    node.record(.color(.separator, colors.separator), in: environment)
                }
            }
        }
        return node
    }
}
