/// Distances inward from each edge of a frame, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The same inset on every edge.
    public init(_ all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No inset.
    public static let zero = EdgeInsets(0)

    /// The frame shrunk by these insets (never below zero size).
    public func inset(_ frame: Frame) -> Frame {
        Frame(
            x: frame.x + leading, y: frame.y + top,
            width: max(0, frame.width - leading - trailing), height: max(0, frame.height - top - bottom))
    }
}
