import CLibPNG

/// PNG decoding through libpng's simplified API (`png_image_*`), which reports errors as values
/// instead of the classic API's longjmp (which Swift cannot survive).
extension Bitmap {
    /// The eight bytes every PNG file starts with.
    static let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Decodes PNG data of any colour type and bit depth into premultiplied RGBA8.
    ///
    /// Grey, palette (with or without tRNS), RGB and their alpha forms at 1 to 16 bits are
    /// converted to 8-bit sRGB RGBA, then premultiplied. The declared size is checked against
    /// `limits` before any pixel memory is allocated.
    ///
    /// - Throws: `PNGError` saying what is wrong with the data.
    public init(pngData data: [UInt8], limits: ImageLimits = .standard) throws(PNGError) {
        guard data.count >= 8, Array(data[0..<8]) == Self.pngSignature else { throw .notPNG }
        let data = Self.assumingSRGBForUntaggedSixteenBit(data)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = data.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard began != 0 else { throw Self.readError(image: &image, dataCount: data.count) }
        let width = Int(image.width), height = Int(image.height)
        do {
            try limits.check(width: width, height: height)
        } catch {
            png_image_free(&image)
            if case .emptySize = error { throw .emptySize }
            throw .tooLarge(width: width, height: height, limits: limits)
        }
        image.format = UInt32(BENTO_PNG_FORMAT_RGBA)
        var straight = [UInt32](repeating: 0, count: width * height)
        let finished = data.withUnsafeBytes { _ in
            straight.withUnsafeMutableBytes { pixels in
                png_image_finish_read(&image, nil, pixels.baseAddress, Int32(width * 4), nil)
            }
        }
        guard finished != 0 else { throw Self.readError(image: &image, dataCount: data.count) }
        for i in straight.indices { straight[i] = Self.premultiply(straight[i]) }
        self.init(width: width, height: height, storage: straight)
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

    /// libpng's simplified reader takes 16-bit files without colour-space chunks to be linear
    /// light and gamma-encodes them; browsers and design tools read them as sRGB. An sRGB chunk
    /// inserted after IHDR makes libpng do the same (8-bit values are the high bytes, rounded).
    static func assumingSRGBForUntaggedSixteenBit(_ data: [UInt8]) -> [UInt8] {
        // IHDR must come first: length 13, then type, width, height and the bit depth at byte 24.
        guard data.count > 33, data[12..<16].elementsEqual("IHDR".utf8), data[24] == 16 else { return data }
        var offset = 8
        while offset + 8 <= data.count {
            let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
            let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
            if ["gAMA", "sRGB", "iCCP", "cHRM"].contains(type) { return data }
            if type == "IDAT" || type == "IEND" { break }
            offset += 12 + length
        }
        // An sRGB chunk, perceptual intent, with its CRC.
        let chunk: [UInt8] = [0, 0, 0, 1, 0x73, 0x52, 0x47, 0x42, 0, 0xAE, 0xCE, 0x1C, 0xE9]
        return Array(data[0..<33]) + chunk + Array(data[33...])
    }

    private static func readError(image: inout png_image, dataCount: Int) -> PNGError {
        let detail = message(of: &image)
        png_image_free(&image)
        let lowered = detail.lowercased()
        if lowered.contains("eof") || lowered.contains("read error") || lowered.contains("not enough")
            || lowered.contains("truncated") || lowered.contains("too short")
        {
            return .truncated(detail: detail)
        }
        return .malformed(detail: detail)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
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
