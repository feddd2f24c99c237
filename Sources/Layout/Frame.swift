/// The rectangle layout assigns to an element, in points, y down.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points.
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// The frame with its edges moved to the nearest device pixel at `scale` pixels per point, as
    /// UIKit snaps views: edges, not sizes, are rounded, so adjacent frames stay adjacent.
    public func snapped(toScale scale: Double) -> Frame {
        precondition(scale > 0, "the display scale must be positive")
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let left = snap(x), top = snap(y)
        return Frame(x: left, y: top, width: snap(maxX) - left, height: snap(maxY) - top)
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
