/// The largest images the rasterizer agrees to allocate, checked before any allocation.
///
/// A PNG header can claim 100000 × 100000 pixels (40 GB); such sizes get a `BitmapError`.
public struct ImageLimits: Hashable, Sendable {
    /// The longest side, in pixels.
    public var maximumSide: Int
    /// The largest pixel count (width × height).
    public var maximumPixels: Int

    /// Creates limits.
    public init(maximumSide: Int, maximumPixels: Int) {
        self.maximumSide = maximumSide
        self.maximumPixels = maximumPixels
    }

    /// 16384 pixels a side and 64 megapixels.
    public static let standard = ImageLimits(maximumSide: 16384, maximumPixels: 64 * 1024 * 1024)

    /// The largest file a PNG within these limits can be: 16-bit RGBA rows, each with its filter
    /// byte, stored uncompressed (deflate's worst case adds 5 bytes per 65,535), plus 16 MB for
    /// chunks and metadata.
    public var largestPNGFile: Int {
        let raw = maximumPixels.multipliedReportingOverflow(by: 8).partialValue + maximumSide
        return raw + raw / 65_535 * 5 + 16 << 20
    }

    func check(width: Int, height: Int) throws(BitmapError) {
        guard width > 0, height > 0 else { throw .emptySize(width: width, height: height) }
        guard width <= maximumSide, height <= maximumSide,
              width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels
        else { throw .tooLarge(width: width, height: height, limits: self) }
    }
}

/// Why a bitmap could not be created.
public enum BitmapError: Error, Equatable, CustomStringConvertible {
    /// A side was zero or negative.
    case emptySize(width: Int, height: Int)
    /// The size exceeds the limits in force.
    case tooLarge(width: Int, height: Int, limits: ImageLimits)
    /// The byte count does not match width × height × 4.
    case byteCountMismatch(expected: Int, actual: Int)
    /// A colour component exceeds alpha at this pixel.
    case notPremultiplied(x: Int, y: Int)

    public var description: String {
        switch self {
        case .emptySize(let w, let h):
            return "A bitmap of \(w) × \(h) pixels has no area: both sides must be positive."
        case .tooLarge(let w, let h, let limits):
            return "A bitmap of \(w) × \(h) pixels exceeds the limit of \(limits.maximumSide) pixels a side and \(limits.maximumPixels) pixels in all: "
                + "render it smaller (a lower scale, a narrower width, or a fixed height), or, if this size is intended, raise the limits "
                + "with `limits: ImageLimits(maximumSide:maximumPixels:)` on ComponentRenderer, Canvas or Bitmap."
        case .byteCountMismatch(let expected, let actual):
            return "Expected \(expected) bytes of RGBA8 pixels but got \(actual)."
        case .notPremultiplied(let x, let y):
            return "Pixel (\(x), \(y)) has a colour component larger than its alpha, so it is not premultiplied."
        }
    }
}
