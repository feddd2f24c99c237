/// One premultiplied colour blended source-over through a clip mask: each pixel's coverage is
/// multiplied by the mask's, and the row blended as `SolidSourceOverSink` blends it (the wide
/// kernels where the path has them). The same pixels as `ShadedSink` with a `SolidShader`.
struct ClippedSolidSink: RowBufferedSink {
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

    /// The `count` coverages in `coverageRow`, through the mask, blended from (`x`, `y`).
    mutating func blitBufferedRow(x: Int, y: Int, count: Int) {
        PixelMath.multiply(coverageRow, by: clipMask + y * width + x, count: count)
        solid.blitSpan(x: x, y: y, coverage: UnsafeBufferPointer(start: coverageRow, count: count))
    }

    func willBlit(x: Int, y: Int, count: Int) {
        solid.willBlit(x: x, y: y, count: count)
    }
}
