/// A rectangle whose position and size are solver variables, with Auto Layout's anchors as
/// linear expressions: `box.leading == container.leading + 16`.
public final class LayoutBox: Hashable, @unchecked Sendable {
    public let name: String
    public let x: Variable
    public let y: Variable
    public let width: Variable
    public let height: Variable
    /// Distances from the top to the first and last baselines (text); `nil` uses the bottom.
    public var firstBaselineOffset: Double?
    public var lastBaselineOffset: Double?

    public init(_ name: String) {
        self.name = name
        x = Variable("\(name).x")
        y = Variable("\(name).y")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    public var leading: Expression { Expression(x) }
    public var trailing: Expression { x + width }
    public var top: Expression { Expression(y) }
    public var bottom: Expression { y + height }
    public var centerX: Expression { x + width * 0.5 }
    public var centerY: Expression { y + height * 0.5 }
    public var firstBaseline: Expression { firstBaselineOffset.map { y + $0 } ?? bottom }
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
