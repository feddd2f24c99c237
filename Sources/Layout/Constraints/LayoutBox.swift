/// A rectangle whose position and size are solver variables, with Auto Layout's anchors as
/// linear expressions: `box.leading == container.leading + 16`.
public final class LayoutBox: Hashable, @unchecked Sendable {
    /// The box's name, for diagnostics.
    public let name: String
    /// The box's left edge.
    public let x: Variable
    /// The box's top edge.
    public let y: Variable
    /// The box's width.
    public let width: Variable
    /// The box's height.
    public let height: Variable
    /// Distances from the top to the first and last baselines (text); `nil` uses the bottom.
    public var firstBaselineOffset: Double?
    /// Distance from the top to the last baseline, for text; `nil` uses the bottom.
    public var lastBaselineOffset: Double?

    /// Creates a box with fresh variables.
    public init(_ name: String) {
        self.name = name
        x = Variable("\(name).x")
        y = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The leading edge.
    public var leading: Expression { Expression(x) }
    /// The trailing edge.
    public var trailing: Expression { x + width }
    /// The top edge.
    public var top: Expression { Expression(y) }
    /// The bottom edge.
    public var bottom: Expression { y + height }
    /// The horizontal centre.
    public var centerX: Expression { x + width * 0.5 }
    /// The vertical centre.
    public var centerY: Expression { y + height * 0.5 }
    /// The first baseline, or the bottom for a box without text.
    public var firstBaseline: Expression { firstBaselineOffset.map { y + $0 } ?? bottom }
    /// The last baseline, or the bottom for a box without text.
    public var lastBaseline: Expression { lastBaselineOffset.map { y + $0 } ?? bottom }

    /// Auto Layout's constraints for content with an intrinsic size: on each axis, hugging keeps
    /// the length from growing past it (`<=`) and compression resistance from shrinking below it
    /// (`>=`), each at its priority; lengths are never negative.
    public func intrinsicSizeConstraints(
        _ size: LayoutSize, hugging: PerAxis<LayoutPriority>, compressionResistance: PerAxis<LayoutPriority>
    ) -> [Constraint] {
        var constraints = [width >= 0, height >= 0]
        for (axis, variable) in [(Axis.horizontal, width), (.vertical, height)] {
            constraints.append(Constraint(variable - size[axis], .lessThanOrEqual, strength: hugging[axis].strength))
            constraints.append(Constraint(variable - size[axis], .greaterThanOrEqual, strength: compressionResistance[axis].strength))
        }
        return constraints
    }

    /// The box's frame in a solved system.
    public func frame(in solver: Solver) -> Frame {
        Frame(x: solver.value(of: x), y: solver.value(of: y), width: solver.value(of: width), height: solver.value(of: height))
    }

    public static func == (lhs: LayoutBox, rhs: LayoutBox) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
