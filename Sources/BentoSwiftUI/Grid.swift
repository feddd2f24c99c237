import Components
import Foundation

/// Views in rows and columns (`Grid` with `GridRow`s): each column as wide as its widest cell,
/// each row as tall as its tallest, cells at their ideal size aligned in their place, 8 points
/// between columns and rows unless given (Apple's documentation of `Grid`); a view that is not in
/// a row spans every column.
public struct Grid<Content: View>: View {
    let alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?, content: Content
    /// A grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing, self.content) = (alignment, horizontalSpacing, verticalSpacing, content())
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// One row of a grid.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?, content: Content
    /// A row whose cells are `content`'s views.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { (self.alignment, self.content) = (alignment, content()) }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension GridRow: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [GridRowNode(alignment: alignment, cells: context.nodes(of: content))] }
}

extension Grid: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8, rows: context.nodes(of: content))]
    }
}

/// A row's cells; laid out by its grid (alone, it is a horizontal stack).
struct GridRowNode: LayoutNode {
    let alignment: VerticalAlignment?
    let cells: [LayoutNode]
    var kind: String { "GridRow" }
    var stack: StackNode { StackNode(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil, children: cells) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { stack.sizeThatFits(proposal) }
    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        stack.place(in: frame, proposal: proposal, environment: environment)
    }
}

struct GridNode: LayoutNode {
    let alignment: Alignment
    let horizontalSpacing: CGFloat, verticalSpacing: CGFloat
    let rows: [LayoutNode]
    var kind: String { "Grid" }

    /// Each row's cells (a view outside a row is one cell spanning the columns).
    var cells: [[LayoutNode]] { rows.map { ($0 as? GridRowNode)?.cells ?? [$0] } }

    /// The columns' widths and the rows' heights, from the cells' ideal sizes.
    func tracks() -> (columns: [CGFloat], rows: [CGFloat]) {
        let cells = cells
        let count = cells.map(\.count).max() ?? 0
        var columns = [CGFloat](repeating: 0, count: count)
        var heights: [CGFloat] = []
        for (row, line) in zip(rows, cells) {
            let sizes = line.map { $0.sizeThatFits(.unspecified) }
            if row is GridRowNode {
                for (index, size) in sizes.enumerated() { columns[index] = max(columns[index], size.width) }
            }
            heights.append(sizes.map(\.height).max() ?? 0)
        }
        return (columns, heights)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (columns, heights) = tracks()
        let width = columns.reduce(0, +) + horizontalSpacing * CGFloat(max(columns.count - 1, 0))
        let spanning = zip(rows, cells).filter { !($0.0 is GridRowNode) }.map { $0.1[0].sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: max(width, spanning), height: heights.reduce(0, +) + verticalSpacing * CGFloat(max(heights.count - 1, 0)))
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let (columns, heights) = tracks()
        var placed: [LaidOutNode] = []
        var y = frame.minY
        for ((row, line), height) in zip(zip(rows, cells), heights) {
            var x = frame.minX
            var rowAlignment = alignment
            if let own = (row as? GridRowNode)?.alignment { rowAlignment.vertical = own }
            for (index, cell) in line.enumerated() {
                let width = row is GridRowNode ? columns[index] : frame.width
                let size = cell.sizeThatFits(.unspecified)
                let slot = CGRect(x: x, y: y, width: width, height: height)
                placed.append(cell.place(in: CGRect(origin: rowAlignment.origin(of: size, in: slot), size: size), proposal: .unspecified, environment: environment))
                x += width + horizontalSpacing
            }
            y += height + verticalSpacing
        }
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding(placed)
    }
}
