/// The general sink: colours from a shader, any blend mode, and an optional clip mask.
///
/// The blend mode is switched once per span; the per-pixel loops are specialised per shader.
struct ShadedSink<S: Shader>: RowBufferedSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let shader: S
    let mode: BlendMode
    /// Coverage of the clip per device pixel (full canvas), or `nil` when only the clip's bounds
    /// apply.
    let clipMask: UnsafePointer<UInt8>?
    /// Room for one row of shaded colours and one row of coverage.
    let colors: UnsafeMutablePointer<UInt32>
    let coverageRow: UnsafeMutablePointer<UInt8>

    /// The `count` coverages in `coverageRow`, through the mask when there is one, shaded and
    /// blended from (`x`, `y`) in the sink's mode.
    func blitBufferedRow(x: Int, y: Int, count: Int) {
        if let clipMask { PixelMath.multiply(coverageRow, by: clipMask + y * width + x, count: count) }
        shader.shade(x: x, y: y, count: count, into: colors)
        let row = pixels + y * width + x
        switch mode {
        case .sourceOver:
            for i in 0..<count where coverageRow[i] != 0 {
                // An opaque colour under full coverage replaces the pixel: what the arithmetic
                // gives there (scaling by 255 keeps a colour, and nothing shows through alpha 255).
                if coverageRow[i] == 255 && colors[i] >= 0xFF00_0000 {
                    row[i] = colors[i]
                } else {
                    row[i] = PixelMath.sourceOver(PixelMath.scale(colors[i], by: UInt32(coverageRow[i])), row[i])
                }
            }
        case .copy:
            for i in 0..<count where coverageRow[i] != 0 {
                row[i] = PixelMath.lerp(row[i], colors[i], UInt32(coverageRow[i]))
            }
        case .clear:
            for i in 0..<count where coverageRow[i] != 0 {
                row[i] = PixelMath.scale(row[i], by: 255 - UInt32(coverageRow[i]))
            }
        }
    }
}

/// Writes coverage into an 8-bit mask, multiplied by what the mask held (for clips) or
/// replacing it (for shadows).
struct MaskSink: CoverageSink {
    let mask: UnsafeMutablePointer<UInt8>
    let width: Int
    /// The region's origin in the mask's coordinates is subtracted from device coordinates.
    let originX: Int, originY: Int

    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        (mask + (y - originY) * width + (x - originX)).update(repeating: coverage, count: count)
    }

    mutating func blitSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        guard let start = coverage.baseAddress else { return }
        (mask + (y - originY) * width + (x - originX)).update(from: start, count: coverage.count)
    }
}
