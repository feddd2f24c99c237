import Layout
import Rasterizer

/// Frames as the rasterizer's rectangles.
extension Frame {
    /// The frame as a rasterizer rectangle.
    public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }

    /// A rasterizer rectangle as a frame.
    public init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
}
