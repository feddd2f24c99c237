/// One premultiplied colour blended source-over through a clip mask: each pixel's coverage is
/// multiplied by the mask's, and the row blended as `SolidSourceOverSink` blends it (the wide
/// kernels where the path has them). The same pixels as `ShadedSink` with a `SolidShader`.
struct ClippedSolidSink: CoverageSink {
    private var solid: SolidSourceOverSink
    /// Coverage of the clip per device pixel (full canvas).
    let clipMask: UnsafePointer<UInt8>
    let width: Int
    /// Room for one row of coverage.
    let coverageRow: UnsafeMutablePointer<UInt8>

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: UInt32, clipMask: UnsafePointer<UInt8>, coverageRow: UnsafeMutablePointer<UInt8>) {
        solid = SolidSourceOverSink(pixels: pixels, width: width, color: color)
        self.clipMask = clipMask
        self.width = width
        self.coverageRow = coverageRow
    }

    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        let mask = clipMask + y * width + x
        for i in 0..<count { coverageRow[i] = UInt8(truncatingIfNeeded: PixelMath.multiply(UInt32(coverage), UInt32(mask[i]))) }
        solid.blitSpan(x: x, y: y, coverage: UnsafeBufferPointer(start: coverageRow, count: count))
    }

    mutating func blitSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let mask = clipMask + y * width + x
        for i in 0..<coverage.count { coverageRow[i] = UInt8(truncatingIfNeeded: PixelMath.multiply(UInt32(coverage[i]), UInt32(mask[i]))) }
        solid.blitSpan(x: x, y: y, coverage: UnsafeBufferPointer(start: coverageRow, count: coverage.count))
    }

    func willBlit(x: Int, y: Int, count: Int) {
        solid.willBlit(x: x, y: y, count: count)
    }
}
