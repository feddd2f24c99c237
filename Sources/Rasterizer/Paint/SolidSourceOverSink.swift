/// Blends one premultiplied colour over the bitmap, scaled by coverage.
struct SolidSourceOverSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let color: UInt32
    /// Source colours by coverage: entry c is `color` scaled by c / 255.
    private let scaled: [UInt32]

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: UInt32) {
        self.pixels = pixels
        self.width = width
        self.color = color
        self.scaled = (0...255).map { PixelMath.scale(color, by: UInt32($0)) }
    }

    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = pixels + y * width + x
        let source = scaled[Int(coverage)]
        let alpha = source >> 24
        if alpha == 255 {
            row.update(repeating: source, count: count)
        } else if alpha != 0 {
            PixelMath.blendConstant(row, count: count, source: source, inverseAlpha: 255 - alpha)
        }
    }

    mutating func blitSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = pixels + y * width + x
        let count = coverage.count
        let bytes = coverage.baseAddress!
        let isOpaque = color >> 24 == 255
        scaled.withUnsafeBufferPointer { scaled in
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
                PixelMath.sourceOverScaled8(row + i, coverage: chunk, color: color)
                i += 8
            }
            while i < count {
                if bytes[i] != 0 { row[i] = PixelMath.sourceOver(scaled[Int(bytes[i])], row[i]) }
                i += 1
            }
        }
    }
}
