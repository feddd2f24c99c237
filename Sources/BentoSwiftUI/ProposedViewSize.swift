import Foundation

/// The size a parent proposes to a child, per dimension: a length, zero, infinity, or nothing
/// (`nil`: "your ideal size"), as SwiftUI's layout proposes it.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the child's ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the child's ideal height.
    public var height: CGFloat?

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly a size.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Zero by zero: the child's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Infinity by infinity: the child's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Nothing proposed: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with each unspecified dimension replaced by `size`'s (10 by 10 by default,
    /// the size SwiftUI gives a shape proposed nothing).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal along an axis.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from lengths along an axis and across it.
    init(along axis: Axis, _ main: CGFloat?, across cross: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

/// The horizontal or the vertical dimension.
public enum Axis: CaseIterable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along an axis.
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size built from lengths along an axis and across it.
    init(along axis: Axis, _ main: CGFloat, across cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
