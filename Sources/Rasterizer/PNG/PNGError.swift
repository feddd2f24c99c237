/// Why PNG data could not be decoded or encoded.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends before the image is complete.
    case truncated(detail: String)
    /// The data is PNG but damaged: a bad checksum, a bad header or inconsistent chunks.
    case malformed(detail: String)
    /// The header declares a size the limits refuse; nothing was allocated.
    case tooLarge(width: Int, height: Int, limits: ImageLimits)
    /// The header declares a zero width or height.
    case emptySize
    /// libpng could not encode the image.
    case encodingFailed(detail: String)

    public var description: String {
        switch self {
        case .notPNG:
            return "The data is not a PNG: it does not start with the PNG signature."
        case .truncated(let detail):
            return "The PNG data ends before the image is complete (libpng: \(detail))."
        case .malformed(let detail):
            return "The PNG data is damaged (libpng: \(detail))."
        case .tooLarge(let w, let h, let limits):
            return "The PNG declares \(w) × \(h) pixels, over the limit of \(limits.maximumSide) a side and \(limits.maximumPixels) in all; nothing was allocated."
        case .emptySize:
            return "The PNG declares a zero width or height."
        case .encodingFailed(let detail):
            return "libpng could not encode the image: \(detail)."
        }
    }
}
