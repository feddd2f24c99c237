import Components
import Foundation

/// A frame of fixed dimensions around a view (`frame(width:height:alignment:)`).
public struct _FrameLayout: ViewModifier {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    /// A primitive modifier.
    public typealias Body = Never
}

/// A frame of flexible dimensions around a view (`frame(minWidth:idealWidth:maxWidth:…)`).
public struct _FlexFrameLayout: ViewModifier {
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    /// A primitive modifier.
    public typealias Body = Never
}

/// A view proposed its ideal size in one dimension or both (`fixedSize`).
public struct _FixedSizeLayout: ViewModifier {
    let horizontal: Bool, vertical: Bool
    /// A primitive modifier.
    public typealias Body = Never
}

/// A view's priority among its siblings when a stack divides its length (`layoutPriority`).
public struct _LayoutPriorityTraitKey: ViewModifier {
    let value: Double
    /// A primitive modifier.
    public typealias Body = Never
}

extension View {
    /// The view in a frame of a fixed width, height or both; a dimension left `nil` is the
    /// view's own. The view is proposed the frame's size and aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// The view in a frame whose size follows the proposal within limits, as Apple's
    /// documentation of this modifier specifies.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(
            _FlexFrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                alignment: alignment))
    }

    /// The view at its ideal size in both dimensions.
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size in the dimensions given.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// The view drawn in front of its `ZStack` siblings of a lower index, behind those of a higher.
    public func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexModifier> { modifier(_ZIndexModifier(value: value)) }

    /// The view's priority when its stack divides its length: higher is offered space first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityTraitKey> { modifier(_LayoutPriorityTraitKey(value: value)) }
}

extension _FrameLayout: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        FrameNode(content: content, alignment: alignment, kind: "frame") { proposal in
            ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        } size: { _, child in
            CGSize(width: width ?? child.width, height: height ?? child.height)
        }
    }
}

extension _FlexFrameLayout: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        FrameNode(content: content, alignment: alignment, kind: "frame") { proposal in
            ProposedViewSize(
                width: Self.proposal(proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth),
                height: Self.proposal(proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight))
        } size: { proposal, child in
            CGSize(
                width: Self.length(proposal.width ?? idealWidth, child: child.width, min: minWidth, max: maxWidth),
                height: Self.length(proposal.height ?? idealHeight, child: child.height, min: minHeight, max: maxHeight))
        }
    }

    /// What the frame proposes its content in one dimension: the frame's proposal (its ideal
    /// where nothing is proposed), within the limits.
    static func proposal(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
        guard var length = proposed ?? ideal else { return nil }
        if let min { length = Swift.max(length, min) }
        if let max { length = Swift.min(length, max) }
        return length
    }

    /// The frame's length in one dimension, in the words of Apple's documentation: with no
    /// limit, the content's; with both, the proposal clamped to them; with a minimum, the proposal
    /// where it is less than the content's (at least the minimum); with a maximum, the proposal
    /// where it is more (at most the maximum); else the content's, within the limit.
    static func length(_ proposed: CGFloat?, child: CGFloat, min: CGFloat?, max: CGFloat?) -> CGFloat {
        switch (min, max) {
        case (nil, nil):
            return child
        case (let min?, let max?):
            return Swift.min(Swift.max(proposed ?? child, min), Swift.max(min, max))
        case (let min?, nil):
            let length = proposed.map { $0 < child ? $0 : child } ?? child
            return Swift.max(length, min)
        case (nil, let max?):
            let length = proposed.map { $0 > child ? $0 : child } ?? child
            return Swift.min(length, max)
        }
    }
}

extension _FixedSizeLayout: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode {
        FrameNode(content: content, alignment: .center, kind: "fixedSize") { proposal in
            ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        } size: { _, child in
            child
        }
    }
}

extension _LayoutPriorityTraitKey: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode { PriorityNode(content: content, layoutPriority: value) }
}

/// A frame's layout: what it proposes its content for a proposal, and the size it takes for a
/// proposal and its content's size; the content aligned in it.
struct FrameNode: LayoutNode {
    var content: LayoutNode
    var alignment: Alignment
    var kind: String
    var proposing: (ProposedViewSize) -> ProposedViewSize
    var size: (ProposedViewSize, CGSize) -> CGSize
    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        size(proposal, content.sizeThatFits(proposing(proposal)))
    }

    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        let asked = proposing(proposal)
        let size = content.sizeThatFits(asked)
        let child = content.place(
            in: CGRect(origin: alignment.origin(of: size, in: frame, child: content), size: size), proposal: asked, environment: environment)
        return LaidOutNode.swiftUI(kind, frame: frame, in: environment).adding([child])
    }

    func hasExplicitAlignment(_ key: AlignmentKey) -> Bool { content.hasExplicitAlignment(key) }

    /// The content's guide where the content sits in the frame.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard content.hasExplicitAlignment(key) else { return nil }
        let inner = content.sizeThatFits(proposing(ProposedViewSize(size)))
        guard let value = content.explicitAlignment(key, size: inner) else { return nil }
        let origin = alignment.origin(of: inner, in: CGRect(origin: .zero, size: size), child: content)
        return value + (key.axis == .horizontal ? origin.x : origin.y)
    }
}

/// Where a view is drawn among its `ZStack` siblings.
public struct _ZIndexModifier: ViewModifier {
    let value: Double
    /// A primitive modifier.
    public typealias Body = Never
}

extension _ZIndexModifier: PrimitiveModifier {
    func node(wrapping content: LayoutNode, in context: ResolutionContext) -> LayoutNode { ZIndexNode(content: content, zIndex: value) }
}

/// A node with a drawing order of its own; everything else is its content's.
struct ZIndexNode: WrappingNode {
    var content: LayoutNode
    var zIndex: Double
    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        content.place(in: frame, proposal: proposal, environment: environment)
    }
}

/// A node with a layout priority of its own.
struct PriorityNode: WrappingNode {
    var content: LayoutNode
    var layoutPriority: Double
    func place(in frame: CGRect, proposal: ProposedViewSize, environment: RenderEnvironment) -> LaidOutNode {
        content.place(in: frame, proposal: proposal, environment: environment)
    }
}
