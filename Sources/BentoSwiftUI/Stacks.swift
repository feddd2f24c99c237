import Components
import Foundation

/// Views side by side, leading to trailing, aligned vertically; `spacing` between each pair
/// (8 points when `nil`).
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    let written: SourceLine
    /// A horizontal stack.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, fileID: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.content, written) = (alignment, spacing, content(), SourceLine(fileID: fileID, line: line))
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Views one above another, top to bottom, aligned horizontally; `spacing` between each pair
/// (8 points when `nil`).
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    let written: SourceLine
    /// A vertical stack.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, fileID: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: () -> Content
    ) {
        (self.alignment, self.spacing, self.content, written) = (alignment, spacing, content(), SourceLine(fileID: fileID, line: line))
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// Views on top of one another, each aligned in the stack, which is as large as the largest.
public struct ZStack<Content: View>: View {
    let alignment: Alignment, content: Content
    /// A stack in depth, the first view at the back.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension HStack: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: context.nodes(of: content), written: written)]
    }
}

extension VStack: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: context.nodes(of: content), written: written)]
    }
}

extension ZStack: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [ZStackNode(alignment: alignment, children: context.nodes(of: content))] }
}

/// A horizontal or vertical stack's layout, as SwiftUI's stacks divide their length (WWDC 2019
/// "Building Custom Views with SwiftUI"; objc.io, "How an HStack Lays out Its Children", 2020;
/// swiftuifieldguide.com, "HStack"; Apple's documentation of `layoutPriority(_:)`):
///
/// 1. The spacing between the children is taken off the proposed length.
/// 2. The children are taken a layout priority at a time, the highest first. A group is offered
///    what is left less the minimum lengths of the lower-priority children.
/// 3. Within a group, children go from the least flexible to the most (flexibility: the length
///    proposed infinity less the length proposed zero); each is proposed an equal share of what
///    its group has left, and what it takes comes off.
///
/// Across the stack each child is proposed the stack's proposal, and aligned in the stack's
/// thickness, the largest of its children's.
struct StackNode: LayoutNode {
    var axis: Axis
    /// The guide the children line up on across the stack.
    var alignment: AlignmentKey
    var spacing: CGFloat?
    var children: [LayoutNode]
    /// Where the stack was written (its spacing's place for the design audit).
    var written: SourceLine?
    private let memo = Memo<ProposedViewSize, CGSize>()
    private let guideValues = Memo<GuideAtSize, CGFloat?>()
    private let setsGuide = Memo<ObjectIdentifier, Bool>()

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [LayoutNode], written: SourceLine? = nil) {
        (self.axis, self.alignment, self.spacing, self.written) = (axis, alignment, spacing, written)
        self.children = children.map { child in
            if var spacer = child as? SpacerNode {
                spacer.axis = axis
                return spacer
            }
            if var divider = child as? DividerNode {
                divider.vertical = axis == .horizontal
                return divider
            }
            return child
        }
    }

    var kind: String { axis == .horizontal ? "HStack" : "VStack" }

    /// The spacing between the children: SwiftUI's 8 points unless the stack says otherwise.
    var totalSpacing: CGFloat { CGFloat(max(children.count - 1, 0)) * (spacing ?? 8) }

    /// Each child's proposal and size for a proposal to the stack.
    func sizes(for proposal: ProposedViewSize) -> [(proposal: ProposedViewSize, size: CGSize)] {
        let across = proposal[axis.other]
        guard let length = proposal[axis] else {
            return children.map { child in
                let asked = ProposedViewSize(along: axis, nil, across: across)
                return (asked, child.sizeThatFits(asked))
            }
        }
        let minimum = children.map { $0.sizeThatFits(ProposedViewSize(along: axis, 0, across: across))[axis] }
        let flexibility = children.indices.map { index in
            children[index].sizeThatFits(ProposedViewSize(along: axis, .infinity, across: across))[axis] - minimum[index]
        }
        var sizes = [(proposal: ProposedViewSize, size: CGSize)](repeating: (.zero, .zero), count: children.count)
        var remaining = length - totalSpacing
        for priority in Set(children.map(\.layoutPriority)).sorted(by: >) {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimum[$1] }
            var available = remaining - reserved
            var left = group.count
            for index in group.sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) {
                let asked = ProposedViewSize(along: axis, max(0, available / CGFloat(left)), across: across)
                let size = children[index].sizeThatFits(asked)
                sizes[index] = (asked, size)
                available -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
        }
        return sizes
    }

    /// Each child's guide across the stack at its size, and the stack's thickness: the children
    /// lined up on their guides, from the highest reach before the guide to the lowest after it.
    func guides(_ sizes: [CGSize]) -> (guides: [CGFloat], maximum: CGFloat, thickness: CGFloat) {
        let guides = zip(children, sizes).map { $0.dimensions($1)[alignment] }
        let before = guides.max() ?? 0
        let after = zip(sizes, guides).map { $0[axis.other] - $1 }.max() ?? 0
        return (guides, before, before + after)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        return memo.value(for: proposal) { proposal in
            let sizes = sizes(for: proposal).map(\.size)
            return CGSize(along: axis, sizes.reduce(0) { $0 + $1[axis] } + totalSpacing, across: guides(sizes).thickness)
        }
    }

    /// Each child's frame when the stack is placed in `frame`: one after another along the stack,
    /// their guides on one line across it; where the frame is thicker than the children, the
    /// line sits where the guide's default puts it in the frame.
    func frames(in frame: CGRect, proposal: ProposedViewSize) -> [(proposal: ProposedViewSize, frame: CGRect)] {
        let sized = sizes(for: proposal)
        let (guides, maximum, thickness) = self.guides(sized.map(\.size))
        let room = frame.size[axis.other] - thickness
        let container = ViewDimensions(size: frame.size)[alignment]
        let line = (axis == .horizontal ? frame.minY : frame.minX) + maximum + min(max(container - maximum, 0), max(room, 0))
        var position = axis == .horizontal ? frame.minX : frame.minY
        return zip(sized, guides).map { item, guide in
            let cross = line - guide
            let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            position += item.size[axis] + (spacing ?? 8)
            return (item.proposal, CGRect(origin: origin, size: item.size))
        }
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let placed = zip(children, frames(in: frame, proposal: proposal)).map { child, item in
            child.place(in: item.frame, proposal: item.proposal, environment: environment)
        }
        var node = LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding(placed)
        // The spacing between its children, as the specs and the design comparison read a stack's.
        // SwiftUI's own 8 where the stack gives none is no length the team typed.
        if environment.recordsDesignUses, children.count > 1 {
            node.record(.length(.spacing, Double(spacing ?? 8), writtenAt: spacing == nil ? SourceLine(fileID: #fileID, line: #line) : written), in: environment)
        }
        return node
    }

    /// The stack's own value for a guide: its first child's that sets one (its last child's for
    /// the last text baseline), where that child sits, as a stack of texts has its first line's
    /// baseline.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard hasExplicitAlignment(key) else { return nil }
        return guideValues.value(for: GuideAtSize(key, size)) { _ in childrensAlignment(key, size: size) }
    }

    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { setsGuide.value(for: key.id) { _ in children.contains { $0.hasExplicitAlignment(key) } } }

    private func childrensAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let placed = frames(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size))
        let values = zip(children, placed).compactMap { child, item in
            child.explicitAlignment(key, size: item.frame.size).map { $0 + (key.axis == .horizontal ? item.frame.minX : item.frame.minY) }
        }
        return key == .lastTextBaseline ? values.last : values.first
    }
}

/// A stack in depth: each child proposed the stack's proposal, the stack as large as the largest
/// child, each child aligned in it.
struct ZStackNode: LayoutNode {
    var alignment: Alignment
    var children: [LayoutNode]
    var kind: String { "ZStack" }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let sizes = children.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let placed = children.enumerated().map { index, child in
            let size = child.sizeThatFits(proposal)
            let node = child.place(in: CGRect(origin: alignment.origin(of: size, in: frame, child: child), size: size), proposal: proposal, environment: environment)
            return (order: (child.zIndex, index), node: node)
        }
        // Drawn back to front: a higher `zIndex` in front, the order written among equals.
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding(placed.sorted { $0.order < $1.order }.map(\.node))
    }
}
