/// Distances inward from each edge of a frame, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top, in points.
    public var top: Double
    /// The inset from the leading edge (left, or right in right-to-left layouts), in points.
    public var leading: Double
    /// The inset from the bottom, in points.
    public var bottom: Double
    /// The inset from the trailing edge, in points.
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

    /// The frame shrunk by these insets. Insets that add up to more than the frame are scaled
    /// down to fill it exactly, so the empty frame left sits where the two edges share the room
    /// (and a mirrored layout, with the insets swapped, puts it at the mirrored place).
    public func inset(_ frame: Frame) -> Frame {
        let (x, width) = Self.inset(frame.x, frame.width, by: leading, and: trailing)
        let (y, height) = Self.inset(frame.y, frame.height, by: top, and: bottom)
        return Frame(x: x, y: y, width: width, height: height)
    }

    private static func inset(_ origin: Double, _ length: Double, by start: Double, and end: Double) -> (Double, Double) {
        let total = start + end
        guard total > length, total > 0 else { return (origin + start, length - total) }
        return (origin + max(0, length) * start / total, 0)
    }
}
