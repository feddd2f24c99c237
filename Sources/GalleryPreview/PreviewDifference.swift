import Rasterizer

/// The live preview's difference picture: the render faded to a quarter of its contrast, with
/// every pixel that differs from the reference in solid magenta. Unlike a per-channel difference
/// image, only what changed is marked, so a 1-point shift shows as the edges that moved and the
/// rest of the component stays readable. Images of different sizes are compared over the larger
/// size; pixels that only one image has count as changed.
enum PreviewDifference {
    /// The mark for a changed pixel (opaque magenta, packed premultiplied RGBA).
    static let changed: UInt32 = 0xFF80_00FF

    /// The picture, and how many pixels differ.
    static func image(reference: Bitmap, actual: Bitmap) throws -> (image: Bitmap, changedPixels: Int) {
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        var pixels = [UInt32](repeating: changed, count: width * height)
        var count = 0
        reference.withUnsafePixels { old in
            actual.withUnsafePixels { new in
                for y in 0..<height {
                    for x in 0..<width {
                        let inOld = x < reference.width && y < reference.height, inNew = x < actual.width && y < actual.height
                        guard inOld && inNew else { count += 1; continue }
                        let before = old[y * reference.width + x], after = new[y * actual.width + x]
                        if before != after { count += 1; continue }
                        pixels[y * width + x] = faded(after)
                    }
                }
            }
        }
        return (try Bitmap(width: width, height: height, packedPixels: pixels), count)
    }

    /// An unchanged pixel composited on white and brought three quarters of the way to white.
    static func faded(_ packed: UInt32) -> UInt32 {
        let alpha = packed >> 24
        var result: UInt32 = 0xFF00_0000
        for shift: UInt32 in [0, 8, 16] {
            let channel = (packed >> shift) & 0xFF
            let onWhite = channel + (255 - alpha)
            result |= ((onWhite + 3 * 255) / 4) << shift
        }
        return result
    }
}
