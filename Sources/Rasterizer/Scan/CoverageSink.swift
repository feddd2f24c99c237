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
}

extension CoverageSink {
    func willBlit(x: Int, y: Int, count: Int) {}
}
