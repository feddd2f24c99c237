import Foundation

/// The stacks as layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`), to switch between with
/// `AnyLayout` (`let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`):
/// each lays its subviews out exactly as the stack of the same name does.
public struct HStackLayout: Layout {
    let alignment: VerticalAlignment, spacing: CGFloat?
    /// A horizontal stack's layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { (self.alignment, self.spacing) = (alignment, spacing) }
    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        stack(subviews).sizeThatFits(proposal)
    }
    /// The stack's subviews placed as an `HStack` places them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        place(stack(subviews), in: bounds, proposal: proposal, subviews: subviews)
    }
    func stack(_ subviews: LayoutSubviews) -> StackNode { StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: subviews.map(\.node)) }
}

/// A vertical stack's layout.
public struct VStackLayout: Layout {
    let alignment: HorizontalAlignment, spacing: CGFloat?
    /// A vertical stack's layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { (self.alignment, self.spacing) = (alignment, spacing) }
    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        stack(subviews).sizeThatFits(proposal)
    }
    /// The stack's subviews placed as a `VStack` places them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        place(stack(subviews), in: bounds, proposal: proposal, subviews: subviews)
    }
    func stack(_ subviews: LayoutSubviews) -> StackNode { StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: subviews.map(\.node)) }
}

/// A stack in depth's layout.
public struct ZStackLayout: Layout {
    let alignment: Alignment
    /// A stack in depth's layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    /// The largest subview's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        ZStackNode(alignment: alignment, children: subviews.map(\.node)).sizeThatFits(proposal)
    }
    /// Each subview aligned in the bounds.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: alignment.origin(of: size, in: bounds, child: subview.node), anchor: .topLeading, proposal: proposal)
        }
    }
}

/// Places each subview where a stack puts it.
private func place(_ stack: StackNode, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    for (subview, item) in zip(subviews, stack.frames(in: bounds, proposal: proposal)) {
        subview.place(at: item.frame.origin, anchor: .topLeading, proposal: item.proposal)
    }
}

/// Any layout, to choose one at run time and keep the views' identity.
public struct AnyLayout: Layout {
    private let size: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let placing: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    /// A layout that lays out as `layout` does.
    public init<L: Layout>(_ layout: L) {
        size = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        placing = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize { size(proposal, subviews) }
    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) { placing(bounds, proposal, subviews) }
}
