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
    /// source-over of one constant premultiplied colour. Two pixels per step in one 64-bit word:
    /// red/blue and green/alpha bytes are spread into 16-bit lanes, the same arithmetic as `scale`,
    /// so the result is bit-identical; the compiler vectorises the loop further.
    @inline(__always)
    static func blendConstant(_ row: UnsafeMutablePointer<UInt32>, count: Int, source: UInt32, inverseAlpha: UInt32) {
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        let factor = UInt64(inverseAlpha)
        let sourcePair = UInt64(source) | UInt64(source) << 32
        let raw = UnsafeMutableRawPointer(row)
        var i = 0
        while i + 2 <= count {
            let pair = raw.loadUnaligned(fromByteOffset: i * 4, as: UInt64.self)
            var redBlue = (pair & mask) &* factor &+ 0x0080_0080_0080_0080
            redBlue = ((redBlue &+ ((redBlue >> 8) & mask)) >> 8) & mask
            var greenAlpha = ((pair >> 8) & mask) &* factor &+ 0x0080_0080_0080_0080
            greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & mask)) & ~mask
            raw.storeBytes(of: (redBlue | greenAlpha) &+ sourcePair, toByteOffset: i * 4, as: UInt64.self)
            i += 2
        }
        if i < count { row[i] = source &+ scale(row[i], by: inverseAlpha) }
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
