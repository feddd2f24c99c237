/// Auto Layout's priorities, 1...1000: 1000 is required; higher priorities win over lower ones.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, from 1 to 1000.
    public let rawValue: Double

    /// Creates a priority, clamped to 1...1000.
    public init(_ rawValue: Double) {
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    /// A priority that must be met (1000).
    public static let required = LayoutPriority(1000)
    /// What an explicit `width`/`height` uses: beats everything but required constraints.
    public static let almostRequired = LayoutPriority(999)
    /// The default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// The default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// The priority a view's fitting size is measured at (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the priority is required.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength with the same order.
    public var strength: Strength { Strength(priority: Int(rawValue.rounded())) }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { Expression.format(rawValue) }
}

/// A value per axis.
public struct PerAxis<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The horizontal value.
    public var horizontal: Value
    /// The vertical value.
    public var vertical: Value

    /// Creates a pair of values.
    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value for an axis.
    public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// The two directions of layout.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right (leading to trailing): a row.
    case horizontal
    /// Top to bottom: a column.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A width and a height in points.
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = LayoutSize(width: 0, height: 0)

    /// The length along an axis.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "\(Expression.format(width)) × \(Expression.format(height))" }
}
