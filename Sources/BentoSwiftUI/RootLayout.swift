import Foundation

/// A view laid out as a hosting view lays out its root: the root proposed `proposal`, at the size
/// it chooses, from the origin. Several views at the root are stacked vertically, as a hosting
/// controller stacks a `body` that is a list.
func layOut<V: View>(_ view: V, in proposal: ProposedViewSize) -> PlacedView {
    let nodes = ResolutionContext().nodes(of: view)
    let root: LayoutNode = nodes.count == 1 ? nodes[0] : StackNode(axis: .vertical, alignment: 0.5, spacing: nil, children: nodes)
    let size = root.sizeThatFits(proposal)
    return root.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
}
