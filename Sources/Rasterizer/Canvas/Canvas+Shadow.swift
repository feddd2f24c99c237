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
        let target = blurRegion.intersection(clip.region)
        guard !target.isEmpty else { return }
        if sigma > Self.sigmaBlurredWhole {
            drawWideShadow(of: device, region: blurRegion, target: target, sigma: sigma, color: color)
            return
        }
        var mask = coverageMask(of: device, rule: .nonZero, region: blurRegion)
        BoxBlur.blur(&mask, width: blurRegion.width, height: blurRegion.height, sigma: sigma)
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

    /// The widest blur drawn at full resolution, in device pixels of σ (a 24-point shadow at 3×
    /// is 36). A wider one is blurred on a grid `factor` times coarser, with σ / factor at most
    /// 32, and read back with bilinear sampling, as Skia and browsers draw wide blurs: the
    /// Gaussian is smooth at that scale, and the cost no longer grows with the square of σ (a
    /// 10,000-point shadow on a 2,000-pixel frame blurred 64 million pixels six times).
    static let sigmaBlurredWhole = 64.0

    private func drawWideShadow(of device: Path, region: PixelRegion, target: PixelRegion, sigma: Double, color: Color) {
        let factor = (sigma / 32).rounded(.up)
        let coarse = PixelRegion(covering: Rect(
            x: Double(region.minX) / factor, y: Double(region.minY) / factor,
            width: Double(region.width) / factor + 1, height: Double(region.height) / factor + 1))
        guard !coarse.isEmpty else { return }
        var mask = coverageMask(of: device.applying(Transform(scale: 1 / factor)), rule: .nonZero, region: coarse)
        BoxBlur.blur(&mask, width: coarse.width, height: coarse.height, sigma: sigma / factor)
        let source = PremultipliedPixel(color).packed
        let width = bitmap.width
        let clipMask = clip.mask
        func sample(_ column: Int, _ row: Int) -> Double {
            let x = min(max(column, 0), coarse.width - 1), y = min(max(row, 0), coarse.height - 1)
            return Double(mask[y * coarse.width + x])
        }
        bitmap.storage.withUnsafeMutableBufferPointer { pixels in
            for y in target.minY..<target.maxY {
                let v = (Double(y) + 0.5) / factor - 0.5 - Double(coarse.minY)
                let row = Int(v.rounded(.down)), fy = v - Double(row)
                for x in target.minX..<target.maxX {
                    let u = (Double(x) + 0.5) / factor - 0.5 - Double(coarse.minX)
                    let column = Int(u.rounded(.down)), fx = u - Double(column)
                    let top = sample(column, row) * (1 - fx) + sample(column + 1, row) * fx
                    let bottom = sample(column, row + 1) * (1 - fx) + sample(column + 1, row + 1) * fx
                    var coverage = UInt32((top * (1 - fy) + bottom * fy).rounded())
                    if let clipMask { coverage = PixelMath.multiply(coverage, UInt32(clipMask[y * width + x])) }
                    guard coverage != 0 else { continue }
                    pixels[y * width + x] = PixelMath.sourceOver(PixelMath.scale(source, by: coverage), pixels[y * width + x])
                }
            }
        }
    }
}
