// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import DesignTokens

/// Draws paths, text and images into a bitmap it owns.
///
/// Drawing state is a stack: `pushClip` and `pushLayer` each return the canvas to its earlier
/// state with the matching pop. A canvas keeps scratch buffers between calls, so reuse one for
/// many shapes. It is not thread-safe; give each thread its own canvas.
public final class Canvas {
    /// The pixels drawn so far (for an open layer, the layer's pixels, defined inside the clip it
    /// was opened in).
    public internal(set) var bitmap: Bitmap {
        get {
            blendQueuedFills()
            return drawn
        }
        _modify {
            blendQueuedFills()
            yield &drawn
        }
    }
    /// The pixels, without the fills still queued: read and changed only through `bitmap`, which
    /// blends them first, except by the queueing fill itself.
    private var drawn: Bitmap
    /// Solid fills swept but not blended yet (see `QueuedFills`).
    private let queuedFills: QueuedFills
    /// Maps user units to device pixels for everything drawn next.
    public var transform: Transform = .identity
    /// Curves are flattened to within this many device pixels.
    public static let flatteningTolerance = 0.1

    var scanner = CoverageScanner()
    var clip: ClipState
    var clipStack: [ClipState] = []
    var layerStack: [OpenLayer] = []
    /// Layers closed, kept to open the next ones without allocating.
    var layerPool: [Bitmap] = []
    /// Clip masks of popped clips, kept for the next `pushClip` (a canvas-sized mask a clip).
    var clipMaskPool: [[UInt8]] = []
    let colorRow = ScratchBuffer<UInt32>(zero: 0)
    let coverageRow = ScratchBuffer<UInt8>(zero: 0)
    /// The summed glyph masks of one text run; kept zeroed between runs.
    let runMask = ScratchBuffer<UInt8>(zero: 0)
    /// Per row of that mask, the columns any glyph touched.
    let runExtents = ScratchBuffer<(start: Int32, end: Int32)>(zero: (0, 0))

    /// Creates a canvas over a bitmap.
    public init(bitmap: Bitmap) {
        self.drawn = bitmap
        self.queuedFills = QueuedFills(pixels: bitmap.width * bitmap.height)
        self.clip = ClipState(region: PixelRegion(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height), mask: nil)
    }

    /// Creates a canvas over a new bitmap filled with one colour.
    ///
    /// - Throws: `BitmapError` for a size outside `limits`.
    public convenience init(width: Int, height: Int, background: Color = .clear, limits: ImageLimits = .standard)
        throws(BitmapError)
    {
        self.init(bitmap: try Bitmap(width: width, height: height, fill: background, limits: limits))
    }

    /// Sets every pixel to `color`, ignoring the transform and the clip.
    public func clear(to color: Color) {
        queuedFills.discard()
        drawn.clear(to: color)
    }

    /// Blends the queued fills onto the pixels.
    private func blendQueuedFills() {
        queuedFills.blend(onto: &drawn)
    }

    /// Fills a path with a paint, anti-aliased by exact area coverage, inside the current clip.
    ///
    /// Empty paths, paths with non-finite coordinates and paths outside the clip draw nothing.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero, blendMode: BlendMode = .sourceOver) {
        fillDevicePath(transform == .identity ? path : path.applying(transform), paint: paint, rule: rule, blendMode: blendMode)
    }

    /// Strokes a path: its outline at the style's width, joins and caps, filled with a paint.
    public func stroke(_ path: Path, style: StrokeStyle, with paint: Paint, blendMode: BlendMode = .sourceOver) {
        let scale = transform.maximumScale
        guard scale > 0, scale.isFinite else { return }
        let halfWidth = style.width > 0 ? style.width / 2 : 0.5 / scale
        guard halfWidth.isFinite else { return }
        let outline = Stroker.outline(of: path, style: style, halfWidth: halfWidth, tolerance: Self.flatteningTolerance / scale)
        fill(outline, with: paint, rule: .nonZero, blendMode: blendMode)
    }

    /// Fills a path given in device pixels.
    func fillDevicePath(_ device: Path, paint: Paint, rule: FillRule, blendMode: BlendMode) {
        if case .solid(let color) = paint, blendMode == .sourceOver, clip.mask == nil, Self.isPixelAlignedRectangle(device) {
            return fillPixelAlignedRectangle(device.controlBounds, color: PremultipliedPixel(color).packed)
        }
        guard scan(device) else { return }
        sweep(rule: rule, paint: paint, blendMode: blendMode)
    }

    /// A rectangle on whole device pixels covers each pixel inside it fully: its rows are blended
    /// at full coverage exactly as the sweep blends them, without accumulating its edges first.
    private func fillPixelAlignedRectangle(_ bounds: Rect, color: UInt32) {
        let region = PixelRegion(covering: bounds).intersection(clip.region)
        guard !region.isEmpty else { return }
        let width = bitmap.width
        bitmap.storage.withUnsafeMutableBufferPointer { pixels in
            var sink = SolidSourceOverSink(pixels: pixels.baseAddress!, width: width, color: color)
            for y in region.minY..<region.maxY { sink.blitRun(x: region.minX, y: y, count: region.width, coverage: 255) }
        }
    }

    /// Fills a path given in device pixels with colours from a shader.
    func fillDevicePath<S: Shader>(_ device: Path, shader: S, rule: FillRule, blendMode: BlendMode) {
        guard scan(device) else { return }
        sweep(rule: rule, shader: shader, blendMode: blendMode)
    }

    /// Accumulates a device path's edges inside the clip; false when nothing can be covered.
    private func scan(_ device: Path) -> Bool {
        let region = PixelRegion(covering: device.controlBounds).intersection(clip.region)
        guard !region.isEmpty else { return false }
        accumulate(device, in: region)
        return true
    }

    /// Starts the scanner on `region` and feeds it every edge of a device path.
    private func accumulate(_ device: Path, in region: PixelRegion, tolerance: Double = Canvas.flatteningTolerance) {
        scanner.begin(region: region)
        Flattener.flattenClosed(device, tolerance: tolerance) { a, b in
            scanner.addLine(from: a, to: b)
        }
    }

    private func sweep(rule: FillRule, paint: Paint, blendMode: BlendMode) {
        switch paint {
        case .solid(let color):
            let packed = PremultipliedPixel(color).packed
            guard blendMode == .sourceOver else {
                return sweep(rule: rule, shader: SolidShader(color: packed), blendMode: blendMode)
            }
            if let mask = clip.mask {
                return sweepClipped(rule: rule, color: packed, mask: mask)
            }
            if PixelKernels.isAvailable, scanner.sweepSolidSourceOver(rule: rule, color: packed, into: queuedFills, of: &drawn) {
                return
            }
            let width = bitmap.width
            bitmap.storage.withUnsafeMutableBufferPointer { pixels in
                var sink = SolidSourceOverSink(pixels: pixels.baseAddress!, width: width, color: packed)
                scanner.sweep(rule: rule, into: &sink)
            }
        case .linearGradient(let start, let end, let stops):
            let shader = LinearGradientShader(start: transform.apply(to: start), end: transform.apply(to: end), stops: stops)
            sweep(rule: rule, shader: shader, blendMode: blendMode)
        case .radialGradient(let center, let radius, let stops):
            let shader = RadialGradientShader(center: transform.apply(to: center), radius: radius * transform.maximumScale, stops: stops)
            sweep(rule: rule, shader: shader, blendMode: blendMode)
        }
    }

    /// A solid colour through the clip's mask, by the solid sink's kernels.
    private func sweepClipped(rule: FillRule, color: UInt32, mask: [UInt8]) {
        let width = bitmap.width
        coverageRow.reserve(width + 2)
        let coverage = coverageRow.pointer
        bitmap.storage.withUnsafeMutableBufferPointer { pixels in
            mask.withUnsafeBufferPointer { mask in
                var sink = ClippedSolidSink(
                    pixels: pixels.baseAddress!, width: width, color: color, clipMask: mask.baseAddress!, coverageRow: coverage)
                scanner.sweep(rule: rule, into: &sink)
            }
        }
    }

    private func sweep<S: Shader>(rule: FillRule, shader: S, blendMode: BlendMode) {
        let width = bitmap.width
        colorRow.reserve(width + 2)
        coverageRow.reserve(width + 2)
        let colors = colorRow.pointer, coverage = coverageRow.pointer
        let mask = clip.mask
        bitmap.storage.withUnsafeMutableBufferPointer { pixels in
            func run(_ maskPointer: UnsafePointer<UInt8>?) {
                var sink = ShadedSink(
                    pixels: pixels.baseAddress!, width: width, shader: shader, mode: blendMode, clipMask: maskPointer,
                    colors: colors, coverageRow: coverage)
                scanner.sweep(rule: rule, into: &sink)
            }
            if let mask {
                mask.withUnsafeBufferPointer { run($0.baseAddress) }
            } else {
                run(nil)
            }
        }
    }

    /// Runs the scanner into an 8-bit mask covering `region` (row-major, `region.width` a row).
    func coverageMask(
        of device: Path, rule: FillRule, region: PixelRegion, tolerance: Double = Canvas.flatteningTolerance
    ) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: region.width * region.height)
        guard !region.isEmpty else { return mask }
        accumulate(device, in: region, tolerance: tolerance)
        mask.withUnsafeMutableBufferPointer { buffer in
            var sink = MaskSink(mask: buffer.baseAddress!, width: region.width, originX: region.minX, originY: region.minY)
            scanner.sweep(rule: rule, into: &sink)
        }
        return mask
    }
}
