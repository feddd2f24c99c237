/// Receives the coverage of one filled shape, row by row, in device pixels.
///
/// The scanner calls it once per run or span, never per pixel, so a sink specialised for a paint
/// and blend mode keeps its per-pixel loop free of dynamic dispatch.
protocol CoverageSink {
    /// `count` pixels from (`x`, `y`) all have the same coverage (1...255).
    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8)
    /// Pixels from (`x`, `y`) have the given coverages (0...255), one each.
    mutating func blitSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>)
    /// The scanner will soon blit pixels `x..<x + count` of row `y`: a sink that writes memory can
    /// ask the CPU to start loading it.
    func willBlit(x: Int, y: Int, count: Int)
    /// A block of coverages: `height` rows of `width` pixels from (`x`, `y`), row r's at
    /// `coverage + r * stride`. Each row may be read up to `readable` (at least `width`) bytes,
    /// those past `width` being zero.
    mutating func blitMask(x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, stride: Int, readable: Int)
}

extension CoverageSink {
    func willBlit(x: Int, y: Int, count: Int) {}

    mutating func blitMask(x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, stride: Int, readable: Int) {
        blitMaskRows(x: x, y: y, width: width, height: height, coverage: coverage, stride: stride)
    }

    /// `blitMask` as one `blitSpan` a row, for sinks without a faster way.
    mutating func blitMaskRows(x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, stride: Int) {
        for row in 0..<height {
            blitSpan(x: x, y: y + row, coverage: UnsafeBufferPointer(start: coverage + row * stride, count: width))
        }
    }
}
