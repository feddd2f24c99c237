// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

import DesignTokens
import Foundation
import Rasterizer

/// Two same-sized images compared under a mode: how many pixels differ, where, by how much, and an
/// image that shows it.
public struct ImageComparison: Sendable {
    /// How the images were compared.
    public var mode: ComparisonMode
    /// Pixels that count as different under the mode.
    public var differingPixels: Int
    /// Pixels pixelmatch's detector judged to be anti-aliasing (not counted); 0 in other modes.
    public var antiAliasedPixels: Int
    /// The pixels in each image.
    public var totalPixels: Int
    /// The largest CIE94 ΔE among pixels whose bytes differ (0 when none do).
    public var largestDeltaE: Double
    /// The smallest rectangle holding every counted difference, `nil` when there is none.
    public var bounds: (x: Int, y: Int, width: Int, height: Int)?
    /// Whether the image passes under the mode.
    public var isMatch: Bool
    /// The reference faded to light grey, counted differences in red, anti-aliasing in yellow.
    public var diffImage: Bitmap

    /// Compares two images of the same size.
    public init(reference: Bitmap, actual: Bitmap, mode: ComparisonMode = .exact) {
        precondition(reference.width == actual.width && reference.height == actual.height, "compare sizes first")
        self.mode = mode
        let width = reference.width, height = reference.height
        totalPixels = width * height
        var counted = 0, antiAliased = 0, largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        // Every pixel is written below.
        let pixelCount = width * height
        var diff = [UInt32](unsafeUninitializedCapacity: pixelCount) { _, count in count = pixelCount }
        let red: UInt32 = 0xFF00_00FF, yellow: UInt32 = 0xFF00_FFFF
        var yiqThreshold = 0.0, deltaELimit = 0.0, includeAntiAliasing = true
        switch mode {
        case .exact: break
        case .perceptual(_, let perceptualPrecision): deltaELimit = (1 - perceptualPrecision) * 100
        case .pixelmatch(let threshold, let include, _):
            yiqThreshold = 35215 * threshold * threshold
            includeAntiAliasing = include
        }
        let linear = Color94.linearTable
        var fadedSource: UInt32 = 0, fadedValue = Self.faded(0)
        var labCache = (p: UInt32(0), pLab: Color94.lab(0, linear: linear), q: UInt32(0), qLab: Color94.lab(0, linear: linear))
        reference.withUnsafePixels { a in
            actual.withUnsafePixels { b in
                diff.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = y * width
                        var x = 0
                        while x < width {
                            let index = row + x
                            // Eight pixels at once where both images hold the colour just faded.
                            if x + 8 <= width {
                                let left = UnsafeRawPointer(a.baseAddress! + index).loadUnaligned(as: SIMD8<UInt32>.self)
                                let right = UnsafeRawPointer(b.baseAddress! + index).loadUnaligned(as: SIMD8<UInt32>.self)
                                let same = SIMD8<UInt32>(repeating: fadedSource)
                                if all(left .== same) && all(right .== same) {
                                    UnsafeMutableRawPointer(out.baseAddress! + index).storeBytes(
                                        of: SIMD8<UInt32>(repeating: fadedValue), as: SIMD8<UInt32>.self)
                                    x += 8
                                    continue
                                }
                            }
                            defer { x += 1 }
                            let p = a[index], q = b[index]
                            if p == q {
                                // Equal pixels come in long runs of one colour: its faded trace is kept.
                                if p != fadedSource { fadedSource = p; fadedValue = Self.faded(p) }
                                out[index] = fadedValue
                                continue
                            }
                            // Differing pixels come in runs of the same colours: their Lab values are kept.
                            if p != labCache.p { labCache.p = p; labCache.pLab = Color94.lab(p, linear: linear) }
                            if q != labCache.q { labCache.q = q; labCache.qLab = Color94.lab(q, linear: linear) }
                            let deltaE = Color94.deltaE(labCache.pLab, labCache.qLab)
                            largest = max(largest, deltaE)
                            var differs: Bool
                            switch mode {
                            case .exact: differs = true
                            case .perceptual: differs = deltaE > deltaELimit
                            case .pixelmatch:
                                let delta = Pixelmatch.colorDelta(p, q, yOnly: false)
                                differs = abs(delta) > yiqThreshold
                                if differs && !includeAntiAliasing
                                    && (Pixelmatch.isAntiAliased(a, x, y, width, height, b) || Pixelmatch.isAntiAliased(b, x, y, width, height, a))
                                {
                                    antiAliased += 1
                                    out[index] = yellow
                                    continue
                                }
                            }
                            if differs {
                                counted += 1
                                out[index] = red
                                minX = min(minX, x); maxX = max(maxX, x)
                                minY = min(minY, y); maxY = max(maxY, y)
                            } else {
                                out[index] = Self.faded(p)
                            }
                        }
                    }
                }
            }
        }
        differingPixels = counted
        antiAliasedPixels = antiAliased
        largestDeltaE = largest
        bounds = counted > 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
        switch mode {
        case .exact: isMatch = counted == 0
        case .perceptual(let precision, _): isMatch = Double(counted) <= (1 - precision) * Double(totalPixels) + 1e-9
        case .pixelmatch(_, _, let maximum): isMatch = counted <= maximum
        }
        diffImage = (try? Bitmap(width: width, height: height, packedPixels: diff)) ?? reference
    }

    /// A pixel over white, then three quarters of the way to white: a pale trace of the reference.
    @inline(__always)
    static func faded(_ pixel: UInt32) -> UInt32 {
        let inverseAlpha = 255 - (pixel >> 24)
        func channel(_ shift: UInt32) -> UInt32 {
            let overWhite = ((pixel >> shift) & 0xFF) + inverseAlpha
            return (overWhite + 3 * 255 + 2) / 4
        }
        return channel(0) | channel(8) << 8 | channel(16) << 16 | 0xFF00_0000
    }
}

/// Straight sRGB channels of a packed premultiplied pixel, 0…255.
@inline(__always)
func straightChannels(_ pixel: UInt32) -> (r: Double, g: Double, b: Double, a: Double) {
    let a = Double(pixel >> 24)
    var r = Double(pixel & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double((pixel >> 16) & 0xFF)
    if a > 0 && a < 255 {
        r = min(255, r * 255 / a); g = min(255, g * 255 / a); b = min(255, b * 255 / a)
    }
    return (r, g, b, a)
}

/// The CIE94 colour difference (graphic arts weights), on pixels composited over white.
enum Color94 {
    /// `Color.linearLight` of every 8-bit value: a channel composited over white is a whole
    /// number from 0 to 255, so the table gives exactly what the formula would, without `pow`.
    /// Allocated once for the life of the process and never written after.
    nonisolated(unsafe) static let linearTable: UnsafePointer<Double> = {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        for value in 0...255 { table[value] = Color.linearLight(fromEncoded: Double(value) / 255) }
        return UnsafePointer(table)
    }()

    static func deltaE(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        let (l1, a1, b1) = first, (l2, a2, b2) = second
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let dL = l1 - l2, dC = c1 - c2, da = a1 - a2, db = b1 - b2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    static func lab(_ pixel: UInt32, linear table: UnsafePointer<Double>) -> (Double, Double, Double) {
        let inverseAlpha = 255 - (pixel >> 24)
        // Premultiplied over white: at most 255, since a premultiplied channel is at most alpha.
        func linear(_ shift: UInt32) -> Double { table[Int(min(255, ((pixel >> shift) & 0xFF) + inverseAlpha))] }
        let r = linear(0), g = linear(8), b = linear(16)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}

/// pixelmatch's YIQ distance and anti-aliasing detector (Mapbox's pixelmatch, MIT), on straight
/// RGBA values, ported so counts agree with it exactly.
enum Pixelmatch {
    @inline(__always)
    static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    @inline(__always)
    static func colorDelta(_ p: UInt32, _ q: UInt32, yOnly: Bool) -> Double {
        var (r1, g1, b1, a1) = straightChannels(p)
        var (r2, g2, b2, a2) = straightChannels(q)
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 { a1 /= 255; r1 = blend(r1, a1); g1 = blend(g1, a1); b1 = blend(b1, a1) }
        if a2 < 255 { a2 /= 255; r2 = blend(r2, a2); g2 = blend(g2, a2); b2 = blend(b2, a2) }
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// Whether the pixel at (x1, y1) of `image` looks like anti-aliasing: it sits between a darker
    /// and a brighter neighbour, one of which has many identical siblings in both images.
    static func isAntiAliased(
        _ image: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ other: UnsafeBufferPointer<UInt32>
    ) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(center, image[y * width + x], yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta; minX = x; minY = y
                } else if delta > maximum {
                    maximum = delta; maxX = x; maxY = y
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(image, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(image, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if image[y * width + x] == center {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
