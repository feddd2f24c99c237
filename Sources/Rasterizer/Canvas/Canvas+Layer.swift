// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

/// A layer being drawn: what was beneath it, its opacity, and the pixels it can touch (the clip
/// it was opened in), which alone are cleared when it opens and composited when it closes.
struct OpenLayer {
    var beneath: Bitmap
    var opacity: Double
    var region: PixelRegion
}

extension Canvas {
    /// Starts a transparent layer: what is drawn until the matching `popLayer` is composited as
    /// one group with `opacity` (0...1), so overlapping shapes inside do not show through each
    /// other. The layer covers the clip in force, so open it inside the clip of what it holds:
    /// its cost is the clip's area, not the canvas's.
    public func pushLayer(opacity: Double) {
        let region = clip.region
        // A spare layer from an earlier one is reused; its pixels outside the region are never read.
        var layer = layerPool.popLast() ?? Bitmap(unsetLike: bitmap)
        let width = layer.width
        layer.storage.withUnsafeMutableBufferPointer { pixels in
            for y in region.minY..<max(region.minY, region.maxY) {
                pixels[(y * width + region.minX)..<(y * width + region.maxX)].update(repeating: 0)
            }
        }
        layerStack.append(OpenLayer(beneath: bitmap, opacity: min(max(opacity.isNaN ? 1 : opacity, 0), 1), region: region))
        bitmap = layer
    }

    /// Composites the layer opened by the matching `pushLayer` over what was beneath it.
    public func popLayer() {
        precondition(!layerStack.isEmpty, "popLayer without a matching pushLayer")
        let open = layerStack.removeLast()
        let layer = bitmap
        bitmap = open.beneath
        defer { layerPool.append(layer) }
        let factor = UInt32((open.opacity * 255).rounded())
        let region = open.region, width = layer.width
        guard factor > 0, !region.isEmpty else { return }
        let wide = PixelKernels.isAvailable
        layer.storage.withUnsafeBufferPointer { source in
            bitmap.storage.withUnsafeMutableBufferPointer { destination in
                for y in region.minY..<region.maxY {
                    let start = y * width + region.minX
                    if wide {
                        PixelKernels.compositeLayer(
                            destination.baseAddress! + start, source: source.baseAddress! + start, count: region.width, factor: factor)
                        continue
                    }
                    for i in start..<(start + region.width) where source[i] != 0 {
                        destination[i] = PixelMath.sourceOver(PixelMath.scale(source[i], by: factor), destination[i])
                    }
                }
            }
        }
    }
}
