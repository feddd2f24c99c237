
/// How a PNG is encoded: quickly, or as small as it can be.
public enum PNGCompression: String, Hashable, Sendable {
    /// 8-bit RGB or RGBA, Paeth rows, zlib level 1 (`pngData()`): for images made and read at once.
    case fast
    /// The smallest exact file (`compactPNGData()`): for files kept, such as snapshot references.
    case compact
}

/// PNG decoding and encoding, through libpng (`LibPNG`).
extension Bitmap {
    /// The eight bytes every PNG file starts with.
    static let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Decodes PNG data of any colour type, bit depth and interlace into premultiplied RGBA8, with
    /// libpng.
    ///
    /// Grey, palette (with or without tRNS), RGB and their alpha forms at 1 to 16 bits, interlaced
    /// or not, are converted to 8-bit RGBA and premultiplied; 16-bit samples round to the nearest
    /// 8-bit value. Colours are shown as a browser shows them: a file with an sRGB or iCCP chunk, or
    /// none, is taken as sRGB; a gAMA chunk alone (more than 5 % from sRGB's 1/2.2) is converted
    /// from its gamma to sRGB; cHRM primaries and ICC profiles are not applied. The declared size
    /// is checked against `limits` before any pixel memory is allocated; a damaged or truncated
    /// file (a chunk cut short, any CRC or Adler-32 mismatch, no IEND, image data that ends early
    /// or inflates past the image) is refused.
    ///
    /// - Throws: `PNGError` with libpng's message.
    public init(pngData data: [UInt8], limits: ImageLimits = .standard) throws(PNGError) {
        try self.init(pngData: data, limits: limits, checkSums: true)
    }

    /// `init(pngData:limits:)`, with `checkSums` false skipping the chunks' CRCs and zlib's
    /// Adler-32 (every bound still holds): for a comparison that decodes again, sums checked, when
    /// the pixels differ, so a damaged file is still reported as damaged.
    package init(pngData data: [UInt8], limits: ImageLimits = .standard, checkSums: Bool) throws(PNGError) {
        let (width, height, pixels) = try LibPNG.decode(data, limits: limits, checkSums: checkSums)
        self.init(width: width, height: height, storage: pixels)
    }

    /// Encodes the bitmap as an 8-bit PNG with libpng, RGB when every pixel is opaque and RGBA
    /// otherwise: Paeth rows, zlib level 1 with
    /// run-length matching, no interlace, no ancillary chunks, so the same pixels always give the
    /// same bytes. On the benchmark's 1170 × 2532 UI image this is smaller than libpng's adaptive
    /// filters at level 6, in a fraction of its time.
    ///
    /// Premultiplied pixels are divided by alpha on the way out (rounded), as PNG stores straight
    /// alpha; opaque pixels pass through unchanged.
    ///
    /// - Throws: `PNGError.encodingFailed` with libpng's message.
    public func pngData() throws(PNGError) -> [UInt8] {
        let isOpaque = storage.withUnsafeBufferPointer { pixels in
            var alphas: UInt32 = 0xFF00_0000
            for pixel in pixels { alphas &= pixel }
            return alphas == 0xFF00_0000
        }
        // An opaque picture is written as RGB, libpng dropping each pixel's alpha as it goes.
        let header = LibPNG.Header(width: width, height: height, bitDepth: 8, colourType: isOpaque ? 2 : 6, dropsFiller: isOpaque)
        let straight = isOpaque ? storage : storage.map(Bitmap.unpremultiply)
        let encoded = straight.withUnsafeBytes { bytes in
            Result { () throws(PNGError) in
                try LibPNG.encode(header, rows: bytes.bindMemory(to: UInt8.self), rowLength: width * 4, compression: .fast)
            }
        }
        return try encoded.get()
    }

    /// Encodes the bitmap as the smallest exact PNG: the narrowest colour type that keeps every
    /// pixel (a 1- to 8-bit palette for up to 256 colours, grey, RGB when opaque …), written by
    /// libpng at zlib level 8, for files kept in version control such as snapshot references.
    /// The same pixels always give the same bytes, and decoding gives back exactly this bitmap.
    ///
    /// - Throws: `PNGError.encodingFailed` with libpng's message.
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
