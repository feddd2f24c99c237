import Components
import Foundation

/// The first of its views whose ideal size fits what it is proposed along the axes given, or the
/// last where none does (Apple's documentation of `ViewThatFits`).
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set, content: Content
    /// The first view that fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        (self.axes, self.content) = (axes, content())
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Axis {
    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public var rawValue: Int8
        /// A set of the axes whose bits are set.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Left to right.
        public static let horizontal = Set(rawValue: 1)
        /// Top to bottom.
        public static let vertical = Set(rawValue: 2)
    }
}

extension ViewThatFits: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [ViewThatFitsNode(axes: axes, children: context.nodes(of: content))] }
}

struct ViewThatFitsNode: LayoutNode {
    let axes: Axis.Set
    let children: [LayoutNode]
    var kind: String { "ViewThatFits" }

    /// The child shown for a proposal.
    func chosen(_ proposal: ProposedViewSize) -> LayoutNode? {
        let ideal = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
        return children.first { child in
            let size = child.sizeThatFits(ideal)
            return (!axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity))
                && (!axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity))
        } ?? children.last
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { chosen(proposal)?.sizeThatFits(proposal) ?? .zero }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let node = LaidOutNode.swiftUI(kind, frame: frame, in: environment)
        guard let child = chosen(proposal) else { return node }
        return node.adding([child.place(in: frame, proposal: proposal, environment: environment)])
    }
}
