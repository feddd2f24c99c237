import Components
import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): fixed, flexible within limits, or
/// adaptive (as many tracks of at least its minimum as fit its share), with the spacing after it
/// and how its cells align.
public struct GridItem: Sendable {
    /// How a track is sized.
    public enum Size: Sendable {
        /// A fixed length.
        case fixed(CGFloat)
        /// A share of what the fixed tracks leave, within limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit the share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The track's size.
    public var size: Size
    /// The space after the track; 8 points when `nil`.
    public var spacing: CGFloat?
    /// How cells align in the track.
    public var alignment: Alignment?
    /// A track of a size, spacing and alignment.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
    }
}

/// A grid that grows downward: its columns divide the width (`GridItem`s), its cells fill them a
/// row at a time, every cell drawn (SwiftUI's lazy grid loads what is on screen; a snapshot shows
/// all of it).
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem], alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// A grid of columns.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        (self.columns, self.alignment, self.spacing, self.content) = (columns, alignment, spacing, content())
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A grid that grows to the trailing side: its rows divide the height, its cells fill them a
/// column at a time, every cell drawn.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem], alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// A grid of rows.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        (self.rows, self.alignment, self.spacing, self.content) = (rows, alignment, spacing, content())
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension LazyVGrid: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [LazyGridNode(axis: .vertical, tracks: columns, spacing: spacing ?? 8, cells: context.nodes(of: content))]
    }
}

extension LazyHGrid: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [LazyGridNode(axis: .horizontal, tracks: rows, spacing: spacing ?? 8, cells: context.nodes(of: content))]
    }
}

/// A lazy grid's layout along `axis` (the way it grows): the tracks divide the length across it
/// (fixed ones first, the rest sharing what is left within their limits, an adaptive one split
/// into as many tracks of its minimum as fit), the cells fill the tracks in order, each line as
/// thick as its thickest cell, `spacing` between lines.
struct LazyGridNode: LayoutNode {
    let axis: Axis
    let tracks: [GridItem]
    let spacing: CGFloat
    let cells: [LayoutNode]
    var kind: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    /// Each resolved track's length and the spacing after it, for a length across.
    func lengths(across length: CGFloat?) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment)] {
        let gaps = tracks.dropLast().reduce(0) { $0 + ($1.spacing ?? 8) }
        let fixed = tracks.reduce(0) { total, track in if case .fixed(let value) = track.size { total + value } else { total } }
        let sharing = tracks.filter { if case .fixed = $0.size { false } else { true } }.count
        let share = max(0, ((length ?? 0) - fixed - gaps)) / CGFloat(max(sharing, 1))
        var resolved: [(CGFloat, CGFloat, Alignment)] = []
        for track in tracks {
            let gap = track.spacing ?? 8, alignment = track.alignment ?? .center
            switch track.size {
            case .fixed(let value): resolved.append((value, gap, alignment))
            case .flexible(let minimum, let maximum): resolved.append((min(max(share, minimum), max(minimum, maximum)), gap, alignment))
            case .adaptive(let minimum, let maximum):
                let count = max(1, Int(((share + gap) / (max(minimum, 1) + gap)).rounded(.down)))
                let each = min(max((share - CGFloat(count - 1) * gap) / CGFloat(count), minimum), max(minimum, maximum))
                resolved += Array(repeating: (each, gap, alignment), count: count)
            }
        }
        return resolved
    }

    /// Each cell's frame in a grid of `across` length, from the origin, and the grid's size.
    func frames(across length: CGFloat?) -> (frames: [CGRect], size: CGSize) {
        let lines = lengths(across: length)
        guard !lines.isEmpty else { return ([], .zero) }
        var frames: [CGRect] = []
        var position: CGFloat = 0
        var thicknesses: [CGFloat] = []
        for start in stride(from: 0, to: cells.count, by: lines.count) {
            let row = Array(cells[start..<min(start + lines.count, cells.count)])
            let sizes = zip(row, lines).map { cell, line in cell.sizeThatFits(ProposedViewSize(along: axis, nil, across: line.length)) }
            let thickness = sizes.map { $0[axis] }.max() ?? 0
            var offset: CGFloat = 0
            for (size, line) in zip(sizes, lines) {
                let slot = axis == .vertical
                    ? CGRect(x: offset, y: position, width: line.length, height: thickness) : CGRect(x: position, y: offset, width: thickness, height: line.length)
                frames.append(CGRect(origin: line.alignment.origin(of: size, in: slot), size: size))
                offset += line.length + line.spacing
            }
            thicknesses.append(thickness)
            position += thickness + spacing
        }
        let along = thicknesses.reduce(0, +) + spacing * CGFloat(max(thicknesses.count - 1, 0))
        let across = lines.reduce(0) { $0 + $1.length } + lines.dropLast().reduce(0) { $0 + $1.spacing }
        return (frames, CGSize(along: axis, along, across: max(across, length ?? 0)))
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { frames(across: proposal[axis.other]).size }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let (frames, size) = self.frames(across: proposal[axis.other] ?? frame.size[axis.other])
        // Narrower tracks than the frame are centred across it, as the grid centres its columns.
        let inset = (frame.size[axis.other] - size[axis.other]) / 2
        let placed = zip(cells, frames).map { cell, cellFrame in
            let moved = cellFrame.offsetBy(dx: frame.minX + (axis == .vertical ? max(inset, 0) : 0), dy: frame.minY + (axis == .horizontal ? max(inset, 0) : 0))
            return cell.place(in: moved, proposal: ProposedViewSize(along: axis, nil, across: cellFrame.size[axis.other]), environment: environment)
        }
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding(placed)
    }
}
