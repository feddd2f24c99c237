// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

/// Exact 8-bit arithmetic on packed premultiplied pixels.
///
/// All blending is integer arithmetic with correct rounding, so results are identical in debug and
/// release builds, on any CPU, in any thread.
enum PixelMath {
    /// `a · b / 255`, rounded to nearest, for `a, b` in 0...255.
    @inline(__always)
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// `coverage[i] = coverage[i] · mask[i] / 255` for `count` bytes: a row of coverage through a
    /// clip's mask.
    @inline(__always)
    static func multiply(_ coverage: UnsafeMutablePointer<UInt8>, by mask: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count { coverage[i] = UInt8(truncatingIfNeeded: multiply(UInt32(coverage[i]), UInt32(mask[i]))) }
    }

    /// Every channel of a packed pixel multiplied by `factor / 255` (rounded), four lanes at once.
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        let p = UInt64(pixel)
        var lanes = (p & 0xFF) | (p & 0xFF00) << 8 | (p & 0xFF_0000) << 16 | (p & 0xFF00_0000) << 24
        lanes = lanes &* UInt64(factor) &+ 0x0080_0080_0080_0080
        lanes = ((lanes &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)) >> 8) & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: lanes & 0xFF | (lanes >> 8) & 0xFF00
            | (lanes >> 16) & 0xFF_0000 | (lanes >> 24) & 0xFF00_0000)
    }

    /// Source-over of premultiplied `source` onto premultiplied `destination`.
    @inline(__always)
    static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverseAlpha = 255 &- (source >> 24)
        return source &+ scale(destination, by: inverseAlpha)
    }

    /// `a + (b − a) · t / 255` per channel, for a linear interpolation between two pixels.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        scale(a, by: 255 &- t) &+ scale(b, by: t)
    }

    /// `count` pixels from `row` become `source + row[i] · inverseAlpha / 255` (rounded), the
    /// source-over of one constant premultiplied colour. Eight pixels per step as sixteen 16-bit
    /// lanes: the even bytes (red, blue) are scaled in the low half of each lane, the odd bytes
    /// (green, alpha) in the high half, with the same arithmetic as `scale`, so the result is
    /// bit-identical. No byte can carry into its neighbour: a premultiplied source-over never
    /// exceeds 255.
    @inline(__always)
    static func blendConstant(_ row: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32, inverseAlpha: UInt32) {
        typealias Lanes = SIMD16<UInt16>
        let factor = Lanes(repeating: UInt16(inverseAlpha))
        let sourceLanes = unsafeBitCast(SIMD8<UInt32>(repeating: source), to: Lanes.self)
        let low = Lanes(repeating: 0x00FF), high = Lanes(repeating: 0xFF00)
        let raw = UnsafeMutableRawPointer(row)
        var i = 0
        while i + 8 <= count {
            let pixels = raw.loadUnaligned(fromByteOffset: i * 4, as: Lanes.self)
            var even = (pixels & low) &* factor &+ 128
            even = (even &+ (even &>> 8)) &>> 8
            var odd = (pixels &>> 8) &* factor &+ 128
            odd = (odd &+ (odd &>> 8)) & high
            raw.storeBytes(of: (even | odd) &+ sourceLanes, toByteOffset: i * 4, as: Lanes.self)
            i += 8
        }
        while i < count {
            row[i] = source &+ scale(row[i], by: inverseAlpha)
            i += 1
        }
    }

    /// Pixels from `row` become the source-over of `color` scaled by their coverage (0 leaves a
    /// pixel alone); `scaled[c]` is `scale(color, by: c)`.
    static func blendCoverage(
        _ row: UnsafeMutablePointer<UInt32>, coverage: UnsafeBufferPointer<UInt8>, color: UInt32,
        scaled: UnsafePointer<UInt32>
    ) {
        let count = coverage.count
        let bytes = coverage.baseAddress!
        let isOpaque = color >> 24 == 255
        // Eight coverages at a time: blank and (for opaque colours) solid stretches of text and
        // shape edges are decided with one load instead of a branch per pixel.
        var i = 0
        while i + 8 <= count {
            let chunk = UnsafeRawPointer(bytes + i).loadUnaligned(as: UInt64.self)
            if chunk == 0 {
                i += 8
                continue
            }
            if isOpaque && chunk == .max {
                (row + i).update(repeating: color, count: 8)
                i += 8
                continue
            }
            sourceOverScaled8(row + i, coverage: chunk, color: color)
            i += 8
        }
        while i < count {
            if bytes[i] != 0 { row[i] = sourceOver(scaled[Int(bytes[i])], row[i]) }
            i += 1
        }
    }

    /// Eight pixels from `row` become the source-over of `color` scaled by eight coverages, each
    /// channel in its own 16-bit lane vector: the same rounding as `sourceOver(scale(color, c), d)`,
    /// so the result is bit-identical to the scalar path, in SSE2 multiplies.
    @inline(__always)
    static func sourceOverScaled8(_ row: UnsafeMutablePointer<UInt32>, coverage: UInt64, color: UInt32) {
        typealias Lanes = SIMD8<UInt16>
        @inline(__always) func multiply(_ a: Lanes, _ b: Lanes) -> Lanes {
            let t = a &* b &+ 128
            return (t &+ (t &>> 8)) &>> 8
        }
        var factors = Lanes()
        for i in 0..<8 { factors[i] = UInt16(truncatingIfNeeded: coverage >> (8 * UInt64(i))) & 0xFF }
        let pixels = UnsafeRawPointer(row).loadUnaligned(as: SIMD8<UInt32>.self)
        let channelMask = SIMD8<UInt32>(repeating: 0xFF)
        let red = Lanes(truncatingIfNeeded: pixels & channelMask)
        let green = Lanes(truncatingIfNeeded: (pixels &>> 8) & channelMask)
        let blue = Lanes(truncatingIfNeeded: (pixels &>> 16) & channelMask)
        let alpha = Lanes(truncatingIfNeeded: pixels &>> 24)
        let sourceAlpha = multiply(Lanes(repeating: UInt16(color >> 24)), factors)
        let inverse = 255 &- sourceAlpha
        let newRed = multiply(Lanes(repeating: UInt16(color & 0xFF)), factors) &+ multiply(red, inverse)
        let newGreen = multiply(Lanes(repeating: UInt16((color >> 8) & 0xFF)), factors) &+ multiply(green, inverse)
        let newBlue = multiply(Lanes(repeating: UInt16((color >> 16) & 0xFF)), factors) &+ multiply(blue, inverse)
        let newAlpha = sourceAlpha &+ multiply(alpha, inverse)
        let packed = SIMD8<UInt32>(truncatingIfNeeded: newRed) | SIMD8<UInt32>(truncatingIfNeeded: newGreen) &<< 8
            | SIMD8<UInt32>(truncatingIfNeeded: newBlue) &<< 16 | SIMD8<UInt32>(truncatingIfNeeded: newAlpha) &<< 24
        UnsafeMutableRawPointer(row).storeBytes(of: packed, as: SIMD8<UInt32>.self)
    }
}
