
/// How a PNG is encoded: quickly, or as small as it can be.
public enum PNGCompression: String, Hashable, Sendable {
    /// 8-bit RGBA, Paeth rows, zlib level 1 (`pngData()`): for images made and read at once.
    case fast
    /// The smallest exact file (`compactPNGData()`): for files kept, such as snapshot references.
    case compact
}

/// PNG decoding (our own reader, `PNGDecoder`, with zlib for inflate) and encoding.
extension Bitmap {
    /// The eight bytes every PNG file starts with.
    static let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Decodes PNG data of any colour type, bit depth and interlace into premultiplied RGBA8.
    ///
    /// Grey, palette (with or without tRNS), RGB and their alpha forms at 1 to 16 bits, interlaced
    /// or not, are converted to 8-bit RGBA and premultiplied. Samples are taken as sRGB: gAMA,
    /// cHRM and iCCP are read past, and 16-bit samples round to the nearest 8-bit value. The
    /// declared size is checked against `limits` before any pixel memory is allocated; a damaged
    /// or truncated file (a chunk cut short, a CRC mismatch, no IEND, image data that ends early
    /// or inflates past the image) is refused.
    ///
    /// - Throws: `PNGError` saying what is wrong with the data.
    public init(pngData data: [UInt8], limits: ImageLimits = .standard) throws(PNGError) {
        let (width, height, pixels) = try PNGDecoder.decode(data, limits: limits, premultiplied: true)
        self.init(width: width, height: height, storage: pixels)
    }

    /// Encodes the bitmap as an 8-bit RGBA PNG: no interlace, no ancillary chunks, so the same
    /// pixels always give the same bytes (see `PNGEncoder` for the filter and deflate choices).
    ///
    /// Premultiplied pixels are divided by alpha on the way out (rounded), as PNG stores straight
    /// alpha; opaque pixels pass through unchanged.
    ///
    /// - Throws: `PNGError.encodingFailed` if zlib reports a failure.
    public func pngData() throws(PNGError) -> [UInt8] {
        try PNGEncoder.encode(self)
    }

    /// Encodes the bitmap as the smallest exact PNG: the narrowest colour type that keeps every
    /// pixel (a 1- to 8-bit palette for up to 256 colours, grey, RGB when opaque …), filtered rows
    /// and zlib's best level, for files kept in version control such as snapshot references. The
    /// same pixels always give the same bytes, and decoding gives back exactly this bitmap.
    ///
    /// - Throws: `PNGError.encodingFailed` if zlib reports a failure.
    public func compactPNGData() throws(PNGError) -> [UInt8] {
        try PNGCompactEncoder.encode(self)
    }

    @inline(__always)
    static func premultiply(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 255 { return pixel }
        if alpha == 0 { return 0 }
        return (PixelMath.scale(pixel | 0xFF00_0000, by: alpha) & 0x00FF_FFFF) | alpha << 24
    }

    @inline(__always)
    static func unpremultiply(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 255 || alpha == 0 { return pixel }
        func channel(_ shift: UInt32) -> UInt32 {
            let value = (pixel >> shift) & 0xFF
            return min(255, (value * 255 + alpha / 2) / alpha) << shift
        }
        return channel(0) | channel(8) | channel(16) | alpha << 24
    }
}
