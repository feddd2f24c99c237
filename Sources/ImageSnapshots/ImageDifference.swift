import DesignTokens
import Rasterizer

/// How two bitmaps of the same size differ, pixel by pixel, on exact bytes.
public struct ImageDifference: Hashable, Sendable {
    /// The number of pixels whose bytes differ.
    public var differingPixels: Int
    /// The number of pixels compared.
    public var totalPixels: Int
    /// The smallest rectangle of pixels holding every difference, `nil` when identical.
    public var bounds: (x: Int, y: Int, width: Int, height: Int)? {
        guard differingPixels > 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
    /// The largest difference of one channel, 0...255.
    public var largestChannelDifference: Int

    private var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    /// Compares two bitmaps of the same size.
    public init(reference: Bitmap, actual: Bitmap) {
        precondition(reference.width == actual.width && reference.height == actual.height, "compare sizes first")
        differingPixels = 0
        largestChannelDifference = 0
        totalPixels = reference.width * reference.height
        let width = reference.width
        for y in 0..<reference.height {
            for x in 0..<width {
                let a = reference[x, y], b = actual[x, y]
                guard a != b else { continue }
                differingPixels += 1
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
                let channels = [
                    abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
                    abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)),
                ]
                largestChannelDifference = max(largestChannelDifference, channels.max()!)
            }
        }
    }

    public static func == (a: ImageDifference, b: ImageDifference) -> Bool {
        a.differingPixels == b.differingPixels && a.totalPixels == b.totalPixels
            && a.largestChannelDifference == b.largestChannelDifference
            && a.minX == b.minX && a.minY == b.minY && a.maxX == b.maxX && a.maxY == b.maxY
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(differingPixels)
        hasher.combine(minX)
        hasher.combine(minY)
    }

    /// An image that shows where two bitmaps differ: the reference faded to a light grey, with
    /// every differing pixel in solid red.
    public static func diffImage(reference: Bitmap, actual: Bitmap) -> Bitmap {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        // Both sizes passed ImageLimits when their bitmaps were made, so the larger of each side
        // fits too unless the union exceeds the pixel count; fall back to the reference then.
        guard var diff = try? Bitmap(width: width, height: height, fill: .white) else { return reference }
        let red = PremultipliedPixel(Color(red: 1, green: 0, blue: 0))
        for y in 0..<height {
            for x in 0..<width {
                let inReference = x < reference.width && y < reference.height
                let inActual = x < actual.width && y < actual.height
                if inReference && inActual && reference[x, y] == actual[x, y] {
                    diff[x, y] = faded(reference[x, y])
                } else {
                    diff[x, y] = red
                }
            }
        }
        return diff
    }

    /// A pixel composited over white, then blended three quarters of the way to white.
    private static func faded(_ pixel: PremultipliedPixel) -> PremultipliedPixel {
        func channel(_ value: UInt8) -> UInt8 {
            let overWhite = Int(value) + (255 - Int(pixel.alpha))
            return UInt8((overWhite + 3 * 255 + 2) / 4)
        }
        return PremultipliedPixel(red: channel(pixel.red), green: channel(pixel.green), blue: channel(pixel.blue), alpha: 255)
    }
}
