import DesignTokens

extension Canvas {
    /// Draws a bitmap stretched into a rectangle (user units), with anti-aliased edges.
    ///
    /// Enlarging samples bilinearly; reducing first averages the source area under each device
    /// pixel (a box filter), so detail is not lost to aliasing.
    ///
    /// - Parameters:
    ///   - image: the bitmap to draw.
    ///   - rect: where it goes, in user units; the image stretches to fill it.
    ///   - tint: template mode: when set, only the image's alpha is used, filled with this
    ///     colour (as UIKit's `.alwaysTemplate` rendering mode does).
    ///   - blendMode: how the image combines with what is already drawn.
    public func drawImage(_ image: Bitmap, in rect: Rect, tint: Color? = nil, blendMode: BlendMode = .sourceOver) {
        guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let device = Path.rect(rect).applying(transform)
        let deviceBounds = device.controlBounds
        var source = image
        guard deviceBounds.width.isFinite, deviceBounds.height.isFinite else { return }
        let targetWidth = Int(min(deviceBounds.width.rounded(.up), 1e7)), targetHeight = Int(min(deviceBounds.height.rounded(.up), 1e7))
        if transform.isScaleTranslate, targetWidth < image.width || targetHeight < image.height {
            source = image.areaAveraged(width: min(targetWidth, image.width), height: min(targetHeight, image.height))
        }
        // Image pixel coordinates → user units → device; the shader needs the inverse.
        let imageToDevice = Transform(
            a: rect.width / Double(source.width), b: 0, c: 0, d: rect.height / Double(source.height),
            tx: rect.minX, ty: rect.minY
        ).concatenating(transform)
        guard let inverse = imageToDevice.inverted else { return }
        let shader = ImageShader(image: source, inverse: inverse, tint: tint.map { PremultipliedPixel($0).packed })
        fillDevicePath(device, shader: shader, rule: .nonZero, blendMode: blendMode)
    }
}

extension Transform {
    /// The transform that undoes this one, or `nil` when it collapses the plane.
    public var inverted: Transform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}
