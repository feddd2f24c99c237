import CLibPNG

/// PNG through libpng's simplified API (`png_image_*`), which reports errors as values instead of
/// the classic API's longjmp (which Swift cannot survive).
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
        do {
            self = try Bitmap(width: width, height: height, limits: limits)
        } catch {
            throw .tooLarge(width: width, height: height, limits: limits)
        }
        self.storage = straight
    }

    /// Encodes the bitmap as an 8-bit RGBA PNG: no interlace, no ancillary chunks, so the same
    /// pixels always give the same bytes.
    ///
    /// Premultiplied pixels are divided by alpha on the way out (rounded), as PNG stores straight
    /// alpha; opaque pixels pass through unchanged.
    ///
    /// - Throws: `PNGError.encodingFailed` if libpng reports a failure.
    public func pngData() throws(PNGError) -> [UInt8] {
        var straight = storage
        for i in straight.indices { straight[i] = Self.unpremultiply(straight[i]) }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(BENTO_PNG_FORMAT_RGBA)
        var size = 0
        let measured = straight.withUnsafeBytes { pixels in
            png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, Int32(width * 4), nil)
        }
        guard measured != 0, size > 0 else { throw .encodingFailed(detail: Self.message(of: &image)) }
        var output = [UInt8](repeating: 0, count: size)
        let written = straight.withUnsafeBytes { pixels in
            output.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, pixels.baseAddress, Int32(width * 4), nil)
            }
        }
        guard written != 0 else { throw .encodingFailed(detail: Self.message(of: &image)) }
        output.removeLast(output.count - size)
        return Self.removingAncillaryChunks(output)
    }

    /// The PNG with only its critical chunks (IHDR, PLTE, IDAT, IEND): libpng's simplified writer
    /// always adds colour-space chunks, and files without them are read as sRGB anyway.
    static func removingAncillaryChunks(_ png: [UInt8]) -> [UInt8] {
        var result = Array(png[0..<8])
        result.reserveCapacity(png.count)
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let end = offset + 12 + length
            guard end <= png.count else { break }
            // Bit 5 of a chunk type's first byte is set (lowercase letter) for ancillary chunks.
            if png[offset + 4] & 0x20 == 0 { result.append(contentsOf: png[offset..<end]) }
            offset = end
        }
        return result
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
