import Components
import Foundation

/// A point in a view's bounds as fractions of its size: (0, 0) the top leading corner.
public struct UnitPoint: Hashable, Sendable {
    /// The fraction of the width.
    public var x: CGFloat
    /// The fraction of the height.
    public var y: CGFloat
    /// A point at fractions of the width and height.
    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The top leading corner, as a point at zero.
    public static let zero = UnitPoint(x: 0, y: 0)
}

/// A team's own layout, as SwiftUI's `Layout` protocol declares one: it sizes itself from its
/// subviews' answers to proposals and places each.
public protocol Layout {
    /// What the layout keeps between sizing and placing.
    associatedtype Cache = Void
    /// The layout's size for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize
    /// Places each subview in `bounds`, the size the layout chose for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
    /// A new cache for the subviews.
    func makeCache(subviews: LayoutSubviews) -> Cache
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: LayoutSubviews) {}
}

extension Layout {
    /// The views `content` makes, laid out by this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> _LayoutView<Self, Content> {
        _LayoutView(layout: self, content: content())
    }
}

/// A layout's subviews.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let elements: [LayoutSubview]
    /// The first index.
    public var startIndex: Int { elements.startIndex }
    /// Past the last index.
    public var endIndex: Int { elements.endIndex }
    /// The subview at an index.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// One subview of a layout: asked for its size, and placed.
public struct LayoutSubview: @unchecked Sendable {
    let node: LayoutNode
    let index: Int
    let placements: Placements

    /// The subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's layout priority.
    public var priority: Double { node.layoutPriority }

    /// Places the subview with its `anchor` at `position`, at the size it takes for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.set(index, Placements.Placement(position: position, anchor: anchor, proposal: proposal))
    }
}

/// Where a layout placed its subviews, filled in by `LayoutSubview.place`.
final class Placements: @unchecked Sendable {
    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    private(set) var placed: [Int: Placement] = [:]
    func set(_ index: Int, _ placement: Placement) { placed[index] = placement }
}

/// The views a custom layout lays out.
public struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension _LayoutView: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [CustomLayoutNode(layout: layout, children: context.nodes(of: content))] }
}

/// A custom layout's node: SwiftUI's two calls, with a cache made for each.
struct CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let children: [LayoutNode]
    var kind: String { "\(L.self)" }

    func subviews(_ placements: Placements) -> LayoutSubviews {
        LayoutSubviews(elements: children.enumerated().map { LayoutSubview(node: $1, index: $0, placements: placements) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = subviews(Placements())
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// A subview the layout did not place goes in the centre of the bounds at its ideal size.
    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let placements = Placements()
        let subviews = subviews(placements)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &cache)
        let placed = children.enumerated().map { index, child in
            let placement = placements.placed[index] ?? Placements.Placement(position: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: .unspecified)
            let size = child.sizeThatFits(placement.proposal)
            let origin = CGPoint(x: placement.position.x - size.width * placement.anchor.x, y: placement.position.y - size.height * placement.anchor.y)
            return child.place(in: CGRect(origin: origin, size: size), proposal: placement.proposal, environment: environment)
        }
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding(placed)
    }
}
