extension Canvas {
    /// Starts a transparent layer: what is drawn until the matching `popLayer` is composited as
    /// one group with `opacity` (0...1), so overlapping shapes inside do not show through each
    /// other.
    public func pushLayer(opacity: Double) {
        layerStack.append((bitmap, min(max(opacity.isNaN ? 1 : opacity, 0), 1)))
        bitmap.clear(to: .clear)
    }

    /// Composites the layer opened by the matching `pushLayer` over what was beneath it.
    public func popLayer() {
        precondition(!layerStack.isEmpty, "popLayer without a matching pushLayer")
        let (beneath, opacity) = layerStack.removeLast()
        let layer = bitmap
        bitmap = beneath
        let factor = UInt32((opacity * 255).rounded())
        guard factor > 0 else { return }
        layer.storage.withUnsafeBufferPointer { source in
            bitmap.storage.withUnsafeMutableBufferPointer { destination in
                for i in 0..<source.count where source[i] != 0 {
                    destination[i] = PixelMath.sourceOver(PixelMath.scale(source[i], by: factor), destination[i])
                }
            }
        }
    }
}
