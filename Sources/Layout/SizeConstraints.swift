/// Size constraints attached to one item, as the Bento manifesto's frame modifiers set them:
/// `width` and `height` hold unless something required is against them (priority 999), the
/// `required` forms always hold, minimums and maximums always hold, and an aspect ratio ties
/// width to height.
public struct SizeConstraints: Hashable, Sendable {
    /// A preferred size along each axis, and the priority it holds at.
    public var length = PerAxis<Double?>(horizontal: nil, vertical: nil)
    /// The priority of a fixed length on each axis (just below required, as SwiftUI's frames).
    public var lengthPriority = PerAxis(horizontal: LayoutPriority.almostRequired, vertical: .almostRequired)
    /// The shortest the content may be on each axis, or `nil` for no minimum.
    public var minimum = PerAxis<Double?>(horizontal: nil, vertical: nil)
    /// The longest the content may be on each axis, or `nil` for no maximum.
    public var maximum = PerAxis<Double?>(horizontal: nil, vertical: nil)
    /// Width divided by height.
    public var aspectRatio: Double?
    /// A share (0...1) of the enclosing stack's content length along each axis (inside its
    /// margins), held as a required length once the stack's size is known: Auto Layout's
    /// `width == stack.width × multiplier`. Only stacks read it; measuring without a size uses
    /// the content's own length.
    public var shareOfStack = PerAxis<Double?>(horizontal: nil, vertical: nil)

    /// No constraints.
    public init() {}

    /// Whether nothing is constrained.
    public var isEmpty: Bool { self == SizeConstraints() }

    /// Clamps a length to this axis's minimum and maximum (the minimum wins a conflict, as a
    /// required `>=` added last would).
    public func clamp(_ value: Double, along axis: Axis) -> Double {
        var result = value
        if let maximum = maximum[axis] { result = min(result, maximum) }
        if let minimum = minimum[axis] { result = max(result, minimum) }
        return max(0, result)
    }

    /// The smallest and largest length the item may take along an axis.
    public func bounds(along axis: Axis) -> ClosedRange<Double> {
        if let length = length[axis], lengthPriority[axis].isRequired {
            let fixed = clamp(length, along: axis)
            return fixed...fixed
        }
        let lower = max(0, minimum[axis] ?? 0)
        let upper = max(lower, maximum[axis] ?? .infinity)
        return lower...upper
    }

    /// The size an item wants given what its content measured: explicit lengths replace the
    /// content's, the aspect ratio derives a missing side, limits clamp.
    public func resolve(_ content: LayoutSize) -> LayoutSize {
        var width = length.horizontal ?? content.width
        var height = length.vertical ?? content.height
        if let ratio = aspectRatio, ratio > 0 {
            if length.horizontal != nil && length.vertical == nil {
                height = width / ratio
            } else if length.vertical != nil && length.horizontal == nil {
                width = height * ratio
            } else if length.horizontal == nil && length.vertical == nil {
                height = width / ratio
            }
        }
        return LayoutSize(width: clamp(width, along: .horizontal), height: clamp(height, along: .vertical))
    }

    /// The same constraints for a box that adds fixed space around the item (padding): lengths,
    /// minimums and maximums grow by that space; a share of the stack is the outer box's share;
    /// an aspect ratio, which does not survive the added space, stays with the item inside.
    public func outset(horizontal: Double, vertical: Double) -> SizeConstraints {
        var outer = self
        let extra = PerAxis(horizontal: max(0, horizontal), vertical: max(0, vertical))
        for axis in [Axis.horizontal, .vertical] {
            outer.length[axis] = length[axis].map { $0 + extra[axis] }
            outer.minimum[axis] = minimum[axis].map { $0 + extra[axis] }
            outer.maximum[axis] = maximum[axis].map { $0 + extra[axis] }
        }
        outer.aspectRatio = nil
        return outer
    }
}
