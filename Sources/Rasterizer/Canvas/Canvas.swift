import DesignTokens

/// Draws paths, text and images into a bitmap it owns.
///
/// A canvas keeps scratch buffers between calls, so reuse one for many shapes. It is not
/// thread-safe; give each thread its own canvas.
public final class Canvas {
    /// The pixels drawn so far.
    public private(set) var bitmap: Bitmap
    /// Maps user units to device pixels for everything drawn next.
    public var transform: Transform = .identity
    /// Curves are flattened to within this many device pixels.
    public static let flatteningTolerance = 0.1

    private var scanner = CoverageScanner()
    private var clipRegion: PixelRegion

    /// Creates a canvas over a bitmap.
    public init(bitmap: Bitmap) {
        self.bitmap = bitmap
        self.clipRegion = PixelRegion(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
    }

    /// Creates a canvas over a new bitmap filled with one colour.
    ///
    /// - Throws: `BitmapError` for a size outside `limits`.
    public convenience init(width: Int, height: Int, background: Color = .clear, limits: ImageLimits = .standard)
        throws(BitmapError)
    {
        self.init(bitmap: try Bitmap(width: width, height: height, fill: background, limits: limits))
    }

    /// Sets every pixel to `color`, ignoring the transform.
    public func clear(to color: Color) {
        bitmap.clear(to: color)
    }

    /// Fills a path with a paint, anti-aliased by exact area coverage.
    ///
    /// Empty paths, paths with non-finite coordinates and paths outside the bitmap draw nothing.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        let device = transform == .identity ? path : path.applying(transform)
        let region = PixelRegion(covering: device.controlBounds).intersection(clipRegion)
        guard !region.isEmpty else { return }
        scanner.begin(region: region)
        Flattener.flattenClosed(device, tolerance: Self.flatteningTolerance) { a, b in
            scanner.addLine(from: a, to: b)
        }
        let width = bitmap.width
        bitmap.storage.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            switch paint {
            case .solid(let color):
                var sink = SolidSourceOverSink(pixels: base, width: width, color: PremultipliedPixel(color).packed)
                scanner.sweep(rule: rule, into: &sink)
            }
        }
    }
}
