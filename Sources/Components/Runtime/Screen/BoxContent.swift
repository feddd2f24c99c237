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
    /// The box this one is changing from, part way through its animation; `nil` draws it at rest.
    public var transition: BoxTransition<SectionID, ItemID>?
    /// Where pieces laid out once are kept (a screen's picture, or a transition's frames); `nil`
    /// lays them out whenever they are needed.
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
        self.transition = transition
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
        let width = width ?? 320
        if let transition = activeTransition {
            return Size(width: width, height: try transitionHeight(transition, width: width, in: environment))
        }
        return Size(width: width, height: try placedPieces(isOld: false, width: width, in: environment).reduce(0) { $0 + $1.height })
    }

    /// Whether a piece drawn at `y`, `height` tall, shows on screen.
    func isVisible(y: Double, height: Double) -> Bool {
        guard let visible else { return true }
        return y < visible.upperBound && y + height > visible.lowerBound
    }

    /// The transition when it is under way: at 0 the old box is drawn at rest, at 1 the new one.
    private var activeTransition: BoxTransition<SectionID, ItemID>? {
        guard let transition, transition.progress < 1 else { return nil }
        return transition
    }

    /// The table: each visible piece's background, its component's node and the separator under
    /// a row. Mid-transition, the frame of the change is drawn as one picture and the rows are
    /// listed where they come to rest.
    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        if let transition = activeTransition {
            var list = DisplayList()
            if transition.progress <= 0 {
                var before = self
                before.box = transition.from
                before.transition = nil
                try before.render(in: frame, environment: environment, into: &list)
            } else {
                try renderTransition(transition, in: frame, environment: environment, into: &list)
            }
            var node = LaidOutNode(self, frame: frame, environment: environment)
            if environment.recordsLayoutDetails {
                var resting = self
                resting.transition = nil
                let restingNode = try resting.laidOut(in: frame, environment: environment.with(partStates: nil))
                node.record.designUses = restingNode.record.designUses
                node.drawAsOne(list, listing: restingNode.records.dropFirst().map { var record = $0; record.depth -= 1; return record })
            } else {
                node.drawAsOne(list, listing: [])
            }
            return node
        }
        var node = LaidOutNode(self, frame: frame, environment: environment)
        let colors = style.colors(for: environment.theme)
        let scale = environment.traits.scale
        for placed in try placedPieces(isOld: false, width: frame.width, in: environment) {
            let rowFrame = Frame(x: frame.x, y: frame.y + placed.y, width: frame.width, height: placed.height).snapped(toScale: scale)
            guard isVisible(y: rowFrame.y, height: rowFrame.height) else { continue }
            switch placed.piece {
            case .gap:
                if drawsRowBackground { node.fill(rowFrame, with: colors.background, as: "background", in: environment) }
            case .supplement(let component):
                if drawsRowBackground { node.fill(rowFrame, with: colors.background, as: "background", in: environment) }
                try node.place(component, in: rowFrame, environment: environment)
            case .row(let component, let isLastInSection):
                if drawsRowBackground { node.fill(rowFrame, with: colors.row, as: "row background", in: environment) }
                try node.place(component, in: rowFrame, environment: environment)
                if showsSeparators && !isLastInSection {
                    node.draw { appendSeparator(under: rowFrame, color: colors.separator, environment: environment, into: &$0) }
                    node.record(.color("separator", colors.separator), in: environment)
                }
            }
        }
        return node
    }
}
