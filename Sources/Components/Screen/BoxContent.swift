import DesignTokens
import Layout
import Rasterizer

/// A box drawn as a grouped table: each section's header, its rows on the surface colour with
/// hairline separators inset from the leading edge as `UITableView` insets them, and its footer.
public struct BoxContent<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Renderable {
    public var box: Box<SectionID, ItemID>
    public var showsSeparators: Bool
    /// The separators' leading inset (UITableView's default is 16 on phones).
    public var separatorInset: Double
    /// Whether rows sit on the theme's background colour (a grouped table's cells).
    public var drawsRowBackground: Bool

    public init(box: Box<SectionID, ItemID>, showsSeparators: Bool = true, separatorInset: Double = 16, drawsRowBackground: Bool = true) {
        self.box = box
        self.showsSeparators = showsSeparators
        self.separatorInset = separatorInset
        self.drawsRowBackground = drawsRowBackground
    }

    private enum Piece {
        case supplement(AnyRenderable)
        case row(AnyRenderable, isLast: Bool)
    }

    private var pieces: [Piece] {
        box.sections.flatMap { section -> [Piece] in
            var pieces: [Piece] = []
            if let header = section.header { pieces.append(.supplement(header)) }
            for (index, item) in section.items.enumerated() {
                pieces.append(.row(item.component, isLast: index == section.items.count - 1))
            }
            if let footer = section.footer { pieces.append(.supplement(footer)) }
            return pieces
        }
    }

    private func heights(width: Double, in environment: RenderEnvironment) throws(RenderError) -> [Double] {
        var result: [Double] = []
        for piece in pieces {
            switch piece {
            case .supplement(let component), .row(let component, _):
                result.append(try component.sizeThatFits(width: width, in: environment).height)
            }
        }
        return result
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let width = width ?? 320
        return Size(width: width, height: try heights(width: width, in: environment).reduce(0, +))
    }

    public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        let heights = try heights(width: frame.width, in: environment)
        let scale = environment.traits.scale
        var y = frame.y
        for (piece, height) in zip(pieces, heights) {
            let rowFrame = Frame(x: frame.x, y: y, width: frame.width, height: height).snapped(toScale: scale)
            switch piece {
            case .supplement(let component):
                try component.render(in: rowFrame, environment: environment, into: &list)
            case .row(let component, let isLast):
                if drawsRowBackground { list.fill(.rect(rowFrame.rect), with: .solid(environment.theme.colors.background)) }
                try component.render(in: rowFrame, environment: environment, into: &list)
                if showsSeparators && !isLast {
                    let thickness = 1 / scale
                    list.fill(
                        .rect(Rect(x: rowFrame.x + (environment.isRightToLeft ? 0 : separatorInset), y: rowFrame.maxY - thickness,
                                   width: max(0, rowFrame.width - separatorInset), height: thickness)),
                        with: .solid(environment.theme.colors.separator))
                }
            }
            y += height
        }
    }

    public func appendLayout(
        in frame: Frame, depth: Int, environment: RenderEnvironment, to nodes: inout [LaidOutComponent]
    ) throws(RenderError) {
        nodes.append(LaidOutComponent(component: self, frame: frame, depth: depth, environment: environment))
        let heights = try heights(width: frame.width, in: environment)
        var y = frame.y
        for (piece, height) in zip(pieces, heights) {
            let rowFrame = Frame(x: frame.x, y: y, width: frame.width, height: height).snapped(toScale: environment.traits.scale)
            switch piece {
            case .supplement(let component), .row(let component, _):
                try component.appendLayout(in: rowFrame, depth: depth + 1, environment: environment, to: &nodes)
            }
            y += height
        }
    }
}
