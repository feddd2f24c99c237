/// Samples a bitmap placed in a device-space rectangle, bilinearly, optionally tinted.
struct ImageShader: Shader {
    let image: Bitmap
    /// Maps device coordinates back to image pixel coordinates.
    let inverse: Transform
    /// When set, the image's alpha tints this premultiplied colour (template mode).
    let tint: UInt32?
    /// Where the image sits when it is drawn at its own size at whole pixels (a contact sheet's
    /// pictures, an icon at its scale): device pixel (x, y) samples image pixel (x + dx, y + dy)
    /// exactly, so the bilinear weights are all zero and the sample is the pixel itself.
    private let wholePixelOffset: (dx: Int, dy: Int)?

    init(image: Bitmap, inverse: Transform, tint: UInt32?) {
        self.image = image
        self.inverse = inverse
        self.tint = tint
        let limit = Double(1 << 30)
        if inverse.a == 1, inverse.d == 1, inverse.b == 0, inverse.c == 0, inverse.tx.rounded(.towardZero) == inverse.tx,
            inverse.ty.rounded(.towardZero) == inverse.ty, abs(inverse.tx) < limit, abs(inverse.ty) < limit
        {
            wholePixelOffset = (Int(inverse.tx), Int(inverse.ty))
        } else {
            wholePixelOffset = nil
        }
    }

    func shade(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        let width = image.width, height = image.height
        if let (dx, dy) = wholePixelOffset {
            // What the bilinear path computes for such a placement, without its arithmetic: the
            // centre (x + 0.5 + dx) − 0.5 is a whole number, clamped to the edge as there.
            image.storage.withUnsafeBufferPointer { pixels in
                let row = min(max(y + dy, 0), height - 1) * width
                for i in 0..<count {
                    let sample = pixels[row + min(max(x + i + dx, 0), width - 1)]
                    output[i] = tint.map { PixelMath.scale($0, by: sample >> 24) } ?? sample
                }
            }
            return
        }
        shadeBilinearly(x: x, y: y, count: count, into: output)
    }

    /// The general path: each device pixel's centre mapped back into the image and sampled
    /// between its four nearest pixels.
    func shadeBilinearly(x: Int, y: Int, count: Int, into output: UnsafeMutablePointer<UInt32>) {
        let width = image.width, height = image.height
        image.storage.withUnsafeBufferPointer { pixels in
            for i in 0..<count {
                let p = inverse.apply(to: Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
                // Pixel centres sit at half-integers; clamp to the edge beyond them.
                let u = min(max(p.x - 0.5, 0), Double(width - 1)), v = min(max(p.y - 0.5, 0), Double(height - 1))
                let x0 = Int(u), y0 = Int(v)
                let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
                let fx = UInt32(((u - Double(x0)) * 255).rounded()), fy = UInt32(((v - Double(y0)) * 255).rounded())
                let top = PixelMath.lerp(pixels[y0 * width + x0], pixels[y0 * width + x1], fx)
                let bottom = PixelMath.lerp(pixels[y1 * width + x0], pixels[y1 * width + x1], fx)
                let sample = PixelMath.lerp(top, bottom, fy)
                if let tint {
                    output[i] = PixelMath.scale(tint, by: sample >> 24)
                } else {
                    output[i] = sample
                }
            }
        }
    }
}

extension Bitmap {
    /// The bitmap reduced to `width` × `height` by area averaging: each new pixel is the mean of
    /// the source pixels under it, weighted by how much of each it covers (a box filter), so
    /// thin lines and fine detail survive reduction instead of aliasing.
    func areaAveraged(width newWidth: Int, height newHeight: Int) -> Bitmap {
        guard newWidth > 0, newHeight > 0, newWidth <= width, newHeight <= height,
              newWidth != width || newHeight != height,
              var result = try? Bitmap(width: newWidth, height: newHeight)
        else { return self }
        // Horizontal pass into doubles, then vertical pass, then round once.
        let sx = Double(width) / Double(newWidth), sy = Double(height) / Double(newHeight)
        var horizontal = [Double](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            for nx in 0..<newWidth {
                let start = Double(nx) * sx, end = start + sx
                var sums = (0.0, 0.0, 0.0, 0.0)
                var x = Int(start)
                while Double(x) < end && x < width {
                    let weight = min(Double(x + 1), end) - max(Double(x), start)
                    let pixel = storage[y * width + x]
                    sums.0 += Double(pixel & 0xFF) * weight
                    sums.1 += Double(pixel >> 8 & 0xFF) * weight
                    sums.2 += Double(pixel >> 16 & 0xFF) * weight
                    sums.3 += Double(pixel >> 24) * weight
                    x += 1
                }
                let base = (y * newWidth + nx) * 4
                horizontal[base] = sums.0 / sx
                horizontal[base + 1] = sums.1 / sx
                horizontal[base + 2] = sums.2 / sx
                horizontal[base + 3] = sums.3 / sx
            }
        }
        for ny in 0..<newHeight {
            let start = Double(ny) * sy, end = start + sy
            for nx in 0..<newWidth {
                var sums = [0.0, 0.0, 0.0, 0.0]
                var y = Int(start)
                while Double(y) < end && y < height {
                    let weight = min(Double(y + 1), end) - max(Double(y), start)
                    let base = (y * newWidth + nx) * 4
                    for c in 0..<4 { sums[c] += horizontal[base + c] * weight }
                    y += 1
                }
                let channels = sums.map { UInt32(min(255, max(0, ($0 / sy).rounded()))) }
                let alpha = channels[3]
                result.storage[ny * newWidth + nx] =
                    min(channels[0], alpha) | min(channels[1], alpha) << 8 | min(channels[2], alpha) << 16 | alpha << 24
            }
        }
        return result
    }
}
