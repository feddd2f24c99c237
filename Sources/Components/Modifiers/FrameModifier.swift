import Layout

/// Size constraints: the manifesto's `width`, `requiredWidth`, `height`, `requiredHeight`,
/// `minHeight`, `aspectRatio`, and their companions.
public struct FrameModifier: RenderModifier {
    /// The size constraint the modifier adds.
    public var change: Change

    /// A size constraint on one axis or both.
    public enum Change: Hashable, Sendable {
        /// A preferred length at a priority (999 for `width`/`height`, 1000 for the required forms).
        case length(Axis, Double, LayoutPriority)
        /// The content is at least this long on the axis.
        case minimum(Axis, Double)
        /// The content is at most this long on the axis.
        case maximum(Axis, Double)
        /// The content's width is this many times its height.
        case aspectRatio(Double)
        /// A share of the enclosing stack's content length along an axis.
        case shareOfStack(Axis, Double)
    }

    public func modify(_ traits: inout LayoutTraits) {
        switch change {
        case .length(let axis, let value, let priority):
            traits.constraints.length[axis] = max(0, value)
            traits.constraints.lengthPriority[axis] = priority
        case .minimum(let axis, let value): traits.constraints.minimum[axis] = max(0, value)
        case .maximum(let axis, let value): traits.constraints.maximum[axis] = max(0, value)
        case .aspectRatio(let ratio): traits.constraints.aspectRatio = ratio > 0 ? ratio : nil
        case .shareOfStack(let axis, let share): traits.constraints.shareOfStack[axis] = share.isFinite ? min(max(share, 0), 1) : nil
        }
    }
}

/// Content hugging or compression resistance along an axis.
public struct PriorityModifier: RenderModifier {
    /// Which priority: resisting growth (hugging) or resisting shrinking (compression resistance).
    public enum Kind: Hashable, Sendable {
        /// Resisting growth past the natural size.
        case hugging
        /// Resisting shrinking below the natural size.
        case compressionResistance
    }
    /// Hugging or compression resistance.
    public var kind: Kind
    /// The axis the priority applies on.
    public var axis: Axis
    /// The priority.
    public var priority: LayoutPriority

    public func modify(_ traits: inout LayoutTraits) {
        switch kind {
        case .hugging: traits.hugging[axis] = priority
        case .compressionResistance:
            // An explicit priority is the whole component's, in one step.
            traits.compressionResistance[axis] = priority
            traits.shrinkTiers[axis] = nil
        }
    }
}

/// Hides a component: it draws nothing and, in a stack, takes no space.
public struct HiddenModifier: RenderModifier {
    /// Whether the content is hidden; a hidden child of a stack takes no room.
    public var isHidden: Bool

    public func modify(_ traits: inout LayoutTraits) {
        if isHidden { traits.isHidden = true }
    }
}

/// Replaces what the content measures with a fixed intrinsic size (placeholders, benchmarks).
public struct IntrinsicSizeModifier: RenderModifier {
    /// The size the content reports as its own, as `intrinsicContentSize` does.
    public var size: LayoutSize

    public func measure(
        content: some Renderable, width: Double?, environment: RenderEnvironment
    ) throws(RenderError) -> LayoutMeasurement {
        LayoutMeasurement(size: size)
    }
}

extension Renderable {
    /// Width 999: holds unless a required constraint is against it.
    public func width(_ value: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .length(.horizontal, value, .almostRequired)))
    }

    /// Width that always holds.
    public func requiredWidth(_ value: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .length(.horizontal, value, .required)))
    }

    /// Height 999: holds unless a required constraint is against it.
    public func height(_ value: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .length(.vertical, value, .almostRequired)))
    }

    /// Height that always holds.
    public func requiredHeight(_ value: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .length(.vertical, value, .required)))
    }

    /// The content at least `value` points wide.
    public func minWidth(_ value: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .minimum(.horizontal, value)))
    }

    /// The content at most `value` points wide.
    public func maxWidth(_ value: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .maximum(.horizontal, value)))
    }

    /// The content at least `value` points tall.
    public func minHeight(_ value: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .minimum(.vertical, value)))
    }

    /// The content at most `value` points tall.
    public func maxHeight(_ value: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .maximum(.vertical, value)))
    }

    /// Width divided by height, always held.
    public func aspectRatio(_ ratio: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .aspectRatio(ratio)))
    }

    /// A share (0...1) of the enclosing stack's content width, always held once the stack's width
    /// is known (Auto Layout's `width == stack.width × 0.25`; Bento's `.fillProportionally`).
    public func relativeWidth(_ share: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .shareOfStack(.horizontal, share)))
    }

    /// A share (0...1) of the enclosing stack's content height, once the stack's height is known.
    public func relativeHeight(_ share: Double) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(change: .shareOfStack(.vertical, share)))
    }

    /// Content hugging along an axis (250 by default).
    public func contentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) -> ModifiedContent<Self, PriorityModifier> {
        modifier(PriorityModifier(kind: .hugging, axis: axis, priority: priority))
    }

    /// Compression resistance along an axis (750 by default).
    public func contentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: Axis
    ) -> ModifiedContent<Self, PriorityModifier> {
        modifier(PriorityModifier(kind: .compressionResistance, axis: axis, priority: priority))
    }

    /// Hides the component; a stack lays out as if it were absent.
    public func isHidden(_ hidden: Bool = true) -> ModifiedContent<Self, HiddenModifier> {
        modifier(HiddenModifier(isHidden: hidden))
    }

    /// Measures as a fixed size whatever the content says.
    public func intrinsicSize(width: Double, height: Double) -> ModifiedContent<Self, IntrinsicSizeModifier> {
        modifier(IntrinsicSizeModifier(size: LayoutSize(width: width, height: height)))
    }
}
