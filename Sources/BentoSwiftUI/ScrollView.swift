import Components
import Foundation

/// Content that scrolls along its axes; a snapshot draws it at full length: the scroll view is
/// as long as its content along those axes (proposed nothing there, its ideal length) and takes
/// what is proposed across them.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set, content: Content
    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        (self.axes, self.content) = (axes, content())
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension ScrollView: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        let children = context.nodes(of: content)
        let content: LayoutNode = children.count == 1 ? children[0] : StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: children)
        return [ScrollNode(axes: axes, content: content)]
    }
}

struct ScrollNode: LayoutNode {
    let axes: Axis.Set
    let content: LayoutNode
    var kind: String { "ScrollView" }

    /// What the content is proposed: nothing along the scrolling axes.
    func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = content.sizeThatFits(inner(proposal))
        return CGSize(
            width: axes.contains(.horizontal) ? size.width : (proposal.width ?? size.width),
            height: axes.contains(.vertical) ? size.height : (proposal.height ?? size.height))
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let asked = inner(proposal)
        let size = content.sizeThatFits(asked)
        // Across the scrolling axis the content is centred, along it it starts at the top (leading).
        let x = axes.contains(.horizontal) ? frame.minX : frame.minX + (frame.width - size.width) / 2
        let y = axes.contains(.vertical) ? frame.minY : frame.minY + (frame.height - size.height) / 2
        let child = content.place(in: CGRect(origin: CGPoint(x: x, y: y), size: size), proposal: asked, environment: environment)
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding([child])
    }
}

/// A vertical stack for long lists: every child drawn (a snapshot has no scrolling), as wide as it
/// is proposed, each child proposed that width and its ideal height.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    /// A lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A horizontal stack for long rows: every child drawn, as tall as it is proposed.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    /// A lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// The headers and footers a lazy stack pins (kept for source compatibility; a snapshot has no
/// scrolling to pin them against).
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The kinds as bits.
    public var rawValue: UInt32
    /// A set of the kinds whose bits are set.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension LazyVStack: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [LazyStackNode(stack: StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: context.nodes(of: content)))]
    }
}

extension LazyHStack: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [LazyStackNode(stack: StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: context.nodes(of: content)))]
    }
}

/// A lazy stack's layout: its children one after another at their ideal length, the stack as thick
/// as it is proposed across its axis (the widest child's where nothing is).
struct LazyStackNode: LayoutNode {
    let stack: StackNode
    var kind: String { stack.axis == .vertical ? "LazyVStack" : "LazyHStack" }
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { stack.explicitAlignment(key, size: size) }
    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { stack.hasExplicitAlignment(key) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = stack.sizeThatFits(ProposedViewSize(along: stack.axis, nil, across: proposal[stack.axis.other]))
        return CGSize(along: stack.axis, ideal[stack.axis], across: proposal[stack.axis.other] ?? ideal[stack.axis.other])
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        var node = stack.place(in: frame, proposal: ProposedViewSize(along: stack.axis, nil, across: frame.size[stack.axis.other]), environment: environment)
        node.record.typeName = kind
        return node
    }
}
