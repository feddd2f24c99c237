import DesignTokens

extension Canvas {
    /// Draws the drop shadow a shape would cast: its silhouette moved by `offset`, blurred, in
    /// `color`. The shape itself is not drawn.
    ///
    /// - Parameters:
    ///   - path: the shape whose shadow is drawn.
    ///   - offset: displacement in user units (y down).
    ///   - blur: the blur radius in user units; the Gaussian's σ is half of it, as CSS and
    ///     Core Animation define shadow blur. Approximated by three box blurs (see `BoxBlur`).
    ///   - color: the shadow's colour, alpha included.
    public func drawShadow(of path: Path, offset: Point, blur: Double, color: Color) {
        let linear = Transform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        let shift = linear.apply(to: offset)
        let device = path.applying(transform.translatedBy(x: shift.x, y: shift.y))
        // Blur beyond 1,000 device pixels is clamped: wider than any canvas it could land on.
        let sigma = min(max(0, blur.isFinite ? blur : 0) / 2 * transform.maximumScale, 1000)
        guard sigma.isFinite, offset.x.isFinite, offset.y.isFinite else { return }
        let margin = (3 * sigma).rounded(.up) + 1
        let bounds = device.controlBounds
        guard !bounds.isEmpty || !device.isEmpty else { return }
        let expanded = PixelRegion(covering: Rect(
            x: bounds.minX - margin, y: bounds.minY - margin,
            width: bounds.width + 2 * margin, height: bounds.height + 2 * margin))
        // Blur the silhouette in its own region, then clip: the clip must not cut the blur's input.
        let canvasRegion = PixelRegion(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
        let blurRegion = expanded.intersection(PixelRegion(
            minX: canvasRegion.minX - Int(margin), minY: canvasRegion.minY - Int(margin),
            maxX: canvasRegion.maxX + Int(margin), maxY: canvasRegion.maxY + Int(margin)))
        guard !blurRegion.isEmpty, blurRegion.width * blurRegion.height <= 64 * 1024 * 1024 else { return }
        var mask = coverageMask(of: device, rule: .nonZero, region: blurRegion)
        BoxBlur.blur(&mask, width: blurRegion.width, height: blurRegion.height, sigma: sigma)
        let target = blurRegion.intersection(clip.region)
        guard !target.isEmpty else { return }
        let source = PremultipliedPixel(color).packed
        let width = bitmap.width
        let clipMask = clip.mask
        bitmap.storage.withUnsafeMutableBufferPointer { pixels in
            for y in target.minY..<target.maxY {
                for x in target.minX..<target.maxX {
                    var coverage = UInt32(mask[(y - blurRegion.minY) * blurRegion.width + (x - blurRegion.minX)])
                    if let clipMask { coverage = PixelMath.multiply(coverage, UInt32(clipMask[y * width + x])) }
                    guard coverage != 0 else { continue }
                    pixels[y * width + x] = PixelMath.sourceOver(PixelMath.scale(source, by: coverage), pixels[y * width + x])
                }
            }
        }
    }
}
