// swift-format-ignore-file: NeverForceUnwrap
// Pixel and glyph loops over buffers that are never empty where they are read (a bitmap's, a
// mask's, a row's), and C callbacks handed back the context they were given: unwrapped, as hot loops are.

/// Blends one premultiplied colour over the bitmap, scaled by coverage.
///
/// Runs and spans go to the wide kernels (AVX2, AVX-512) when the path in use has them, to
/// `PixelMath`'s portable loops otherwise; every path gives the same pixels.
struct SolidSourceOverSink: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let color: UInt32
    /// Whether the wide kernels blend, decided once for the sink.
    private let wide: Bool
    /// Source colours by coverage for the portable span loop (entry c is `color` scaled by c / 255);
    /// empty when the kernels do the work.
    private let scaled: [UInt32]

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: UInt32) {
        self.pixels = pixels
        self.width = width
        self.color = color
        self.wide = PixelKernels.isAvailable
        self.scaled = wide ? [] : (0...255).map { PixelMath.scale(color, by: UInt32($0)) }
    }

    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = pixels + y * width + x
        let source = coverage == 255 ? color : PixelMath.scale(color, by: UInt32(coverage))
        let alpha = source >> 24
        if alpha == 255 {
            row.update(repeating: source, count: count)
        } else if alpha != 0 {
            if wide {
                PixelKernels.blendConstant(row, count: count, room: width - x, source: source, inverseAlpha: 255 - alpha)
            } else {
                PixelMath.blendConstant(row, count: count, source: source, inverseAlpha: 255 - alpha)
            }
        }
    }

    /// Each row of a shape starts in memory the previous row did not touch, so its first load
    /// would wait for memory (the single largest cost of W1 before this); a prefetch issued a row
    /// ahead hides it.
    func willBlit(x: Int, y: Int, count: Int) {
        PixelKernels.prefetch(pixels + y * width + x, count: count)
    }

    /// A glyph's mask in one kernel call, whole padded rows at a time where the bitmap has room.
    mutating func blitMask(x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, stride: Int, readable: Int) {
        guard wide else {
            return blitMaskRows(x: x, y: y, width: width, height: height, coverage: coverage, stride: stride)
        }
        let room = self.width - x
        PixelKernels.blendMask(
            pixels + y * self.width + x, rowPixels: self.width, room: room, coverage: coverage, stride: stride,
            count: min(readable, room), rows: height, color: color)
    }

    mutating func blitSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = pixels + y * width + x
        if wide {
            return PixelKernels.blendCoverage(
                row, coverage: coverage.baseAddress!, count: coverage.count, room: width - x, color: color)
        }
        scaled.withUnsafeBufferPointer { scaled in
            PixelMath.blendCoverage(row, coverage: coverage, color: color, scaled: scaled.baseAddress!)
        }
    }
}
