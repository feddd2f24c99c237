import Layout
import Rasterizer

/// Frames as the rasterizer's rectangles.
extension Frame {
    /// The frame as a rasterizer rectangle.
    public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
