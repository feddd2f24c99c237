// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import DesignTokens
import Foundation

/// A container that owns premultiplied RGBA8 pixels, row-major, top row first.
///
/// Colour model: each pixel holds sRGB-encoded red, green and blue already multiplied by alpha,
/// one byte each, then alpha (so a 50% transparent pure red is `[128, 0, 0, 128]`). Blending
/// happens on these sRGB values, as UIKit and every browser blend, not in linear light.
public struct Bitmap: Hashable, Sendable {
    /// The width, in pixels.
    public let width: Int
    /// The height, in pixels.
    public let height: Int
    /// Pixels packed little-endian, one `UInt32` each: red in the low byte, alpha in the high byte.
    var storage: [UInt32]

    /// The number of bytes from one row to the next.
    public var stride: Int { width * 4 }

    /// Whether two bitmaps have the same size and the same pixels, compared as memory (the
    /// derived comparison went pixel by pixel).
    public static func == (left: Bitmap, right: Bitmap) -> Bool {
        guard left.width == right.width, left.height == right.height else { return false }
        return left.storage.withUnsafeBytes { a in
            right.storage.withUnsafeBytes { b in a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
    }

    /// Creates a bitmap filled with one colour (transparent by default).
    ///
    /// - Throws: `BitmapError` when a side is not positive or the size exceeds `limits`.
    public init(width: Int, height: Int, fill: Color = .clear, limits: ImageLimits = .standard)
        throws(BitmapError)
    {
        try limits.check(width: width, height: height)
        self.width = width
        self.height = height
        let value = PremultipliedPixel(fill).packed
        self.storage = Array(unsafeUninitializedCapacity: width * height) { buffer, count in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            buffer.initialize(repeating: value)
            count = width * height
        }
    }

    /// A bitmap the size of another whose pixels are not set: a layer's, which clears the pixels
    /// it draws in and reads no others, so the memory of the rest is never touched.
    init(unsetLike other: Bitmap) {
        self.width = other.width
        self.height = other.height
        self.storage = Array(unsafeUninitializedCapacity: other.width * other.height) { _, count in count = other.width * other.height }
    }

    /// Creates a bitmap from premultiplied RGBA8 bytes, `width * 4` bytes a row, no padding.
    ///
    /// - Throws: `BitmapError` for a bad size, a byte count that does not match, or a colour
    ///   component larger than its alpha (which premultiplied data can never have).
    public init(width: Int, height: Int, premultipliedBytes bytes: [UInt8], limits: ImageLimits = .standard)
        throws(BitmapError)
    {
        try limits.check(width: width, height: height)
        guard bytes.count == width * height * 4 else {
            throw .byteCountMismatch(expected: width * height * 4, actual: bytes.count)
        }
        var storage = [UInt32](repeating: 0, count: width * height)
        for i in 0..<(width * height) {
            let r = bytes[4 * i], g = bytes[4 * i + 1], b = bytes[4 * i + 2], a = bytes[4 * i + 3]
            guard r <= a, g <= a, b <= a else {
                throw .notPremultiplied(x: i % width, y: i / width)
            }
            storage[i] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
        }
        self.width = width
        self.height = height
        self.storage = storage
    }

    /// Wraps pixels already checked against the limits and already premultiplied.
    init(width: Int, height: Int, storage: [UInt32]) {
        precondition(storage.count == width * height, "storage does not match the size")
        self.width = width
        self.height = height
        self.storage = storage
    }

    /// The premultiplied RGBA8 bytes, row-major, `stride` bytes a row.
    public var bytes: [UInt8] {
        var result = [UInt8](repeating: 0, count: storage.count * 4)
        for (i, pixel) in storage.enumerated() {
            result[4 * i] = UInt8(truncatingIfNeeded: pixel)
            result[4 * i + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            result[4 * i + 2] = UInt8(truncatingIfNeeded: pixel >> 16)
            result[4 * i + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
        }
        return result
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> PremultipliedPixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the bitmap")
            return PremultipliedPixel(packed: storage[y * width + x])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the bitmap")
            storage[y * width + x] = newValue.packed
        }
    }

    /// Calls `body` with the pixels, row-major, each premultiplied RGBA packed as
    /// `red | green << 8 | blue << 16 | alpha << 24`: fast read access for comparisons.
    public func withUnsafePixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer(body)
    }

    /// A bitmap from packed premultiplied pixels (the layout `withUnsafePixels` gives).
    ///
    /// - Throws: `BitmapError` for a size outside `limits` or a pixel count that does not match.
    public init(width: Int, height: Int, packedPixels: [UInt32], limits: ImageLimits = .standard) throws(BitmapError) {
        try limits.check(width: width, height: height)
        guard packedPixels.count == width * height else {
            throw .byteCountMismatch(expected: width * height * 4, actual: packedPixels.count * 4)
        }
        self.init(width: width, height: height, storage: packedPixels)
    }

    /// Sets every pixel to one colour.
    public mutating func clear(to color: Color) {
        let value = PremultipliedPixel(color).packed
        storage.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    }
}

/// One premultiplied RGBA8 pixel.
public struct PremultipliedPixel: Hashable, Sendable, CustomStringConvertible {
    /// The colour channels, each already multiplied by alpha, and alpha, from 0 to 255.
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// Creates a pixel from premultiplied components; each colour must not exceed alpha.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(red <= alpha && green <= alpha && blue <= alpha, "premultiplied components exceed alpha")
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The premultiplied pixel for a straight-alpha colour, each component rounded.
    public init(_ color: Color) {
        let a = color.alpha
        func channel(_ value: Double) -> UInt8 { UInt8((value * a * 255).rounded()) }
        self.red = channel(color.red)
        self.green = channel(color.green)
        self.blue = channel(color.blue)
        self.alpha = UInt8((a * 255).rounded())
    }

    init(packed: UInt32) {
        red = UInt8(truncatingIfNeeded: packed)
        green = UInt8(truncatingIfNeeded: packed >> 8)
        blue = UInt8(truncatingIfNeeded: packed >> 16)
        alpha = UInt8(truncatingIfNeeded: packed >> 24)
    }

    var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
