/// The rectangle layout assigns to an element, in points, y down.
public struct Frame: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
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
