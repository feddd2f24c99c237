import CPixelKernels

/// Exact-area anti-aliasing by signed-area accumulation.
///
/// Design (after Raph Levien's font-rs): every line segment adds, to each pixel cell it crosses,
/// the signed area it sweeps to the right edge of that cell, and its remaining cover to the next
/// cell. A prefix sum along a row then gives each pixel's exact covered area (the winding-weighted
/// area for overlapping contours). Non-zero takes min(|sum|, 1); even-odd folds the sum into 0...1.
///
/// Two changes make it fast on large, mostly solid shapes: a cell buffer is only as large as the
/// shape's clipped bounds, and each row keeps a bit mask of the cells its edges touched (as Blend2D
/// does, there a bit per group of pixels; a bit per 4 or 8 cells made W1 2% and 4% more
/// instructions, the longer coverage spans costing more than the shorter masks save). Between
/// touched cells the prefix sum is constant, so the interior of a shape is handed to the sink as one
/// run with a single coverage instead of pixel by pixel; the sweep finds touched cells a 64-bit word
/// at a time, with no lists to build or sort. Cells and bits are zeroed as they are read, so nothing
/// needs clearing between shapes.
///
/// Segments left of the region are projected onto its left edge (they cover every pixel to their
/// right exactly as the original did); segments right of it are dropped (a prefix sum never reads
/// them); rows outside are skipped.
///
/// The per-row arithmetic lives in `CPixelKernels`: the clipping and accumulation of edges, queued
/// in batches (`CoverageCells.c`), and, for solid source-over fills on AVX2 CPUs, the whole sweep
/// into a queue of fills blended band by band (`FillQueue.c`); the generic sweep below serves every
/// other sink.
///
/// A value type on purpose: its buffers are touched in the innermost loops, and stored properties
/// of a class would pay a dynamic exclusivity check on every access (20% of W1 when it was a class).
struct CoverageScanner {
    /// How many rows ahead the sink is told which pixels come next.
    private static let prefetchDistance = 2
    /// How many edges are queued before they are accumulated.
    private static let batchSize = 256

    private var region = PixelRegion(minX: 0, minY: 0, maxX: 0, maxY: 0)
    private let cellBuffer = ScratchBuffer<Float>(zero: 0)
    private let coverageBuffer = ScratchBuffer<UInt8>(zero: 0)
    private let touchedBuffer = ScratchBuffer<UInt64>(zero: 0)
    /// Queued edges, four coordinates each (x0, y0, x1, y1), in device pixels.
    private let pendingBuffer: ScratchBuffer<Double> = {
        let buffer = ScratchBuffer<Double>(zero: 0)
        buffer.reserve(4 * CoverageScanner.batchSize)
        return buffer
    }()
    private var pendingCount = 0
    /// The buffers and the region's size as the C kernels take them, with the rows' layout.
    private var shape = bento_coverage_cells()
    /// Cells a row: one per pixel and two past the right edge, where the last edges add their rest.
    private var rowStride: Int { shape.row_stride }
    /// Touched-bit words a row.
    private var wordsPerRow: Int { shape.words_per_row }

    /// Prepares to accumulate a shape whose pixels lie in `region`.
    mutating func begin(region: PixelRegion) {
        self.region = region
        pendingCount = 0
        let rowStride = region.width + 2, wordsPerRow = (rowStride + 63) / 64
        cellBuffer.reserve(rowStride * region.height)
        coverageBuffer.reserve(rowStride)
        touchedBuffer.reserve(wordsPerRow * region.height)
        shape = bento_coverage_cells(
            cells: cellBuffer.pointer, touched: touchedBuffer.pointer, width: region.width, height: region.height,
            row_stride: rowStride, words_per_row: wordsPerRow)
    }

    /// Adds one edge, in device pixels; its direction sets the sign of its winding.
    ///
    /// Edges are queued and accumulated in batches (`bento_accumulate_segments`, in C: one call
    /// for many edges, no overflow or conversion checks per row, whose values the region already
    /// bounds); a sweep accumulates what is queued first.
    @inline(__always)
    mutating func addLine(from p0: Point, to p1: Point) {
        let segment = pendingBuffer.pointer + 4 * pendingCount
        segment[0] = p0.x
        segment[1] = p0.y
        segment[2] = p1.x
        segment[3] = p1.y
        pendingCount += 1
        if pendingCount == Self.batchSize { accumulatePending() }
    }

    /// Accumulates the queued edges into the cells.
    private mutating func accumulatePending() {
        guard pendingCount > 0 else { return }
        bento_accumulate_segments(&shape, pendingBuffer.pointer, pendingCount, Double(region.minX), Double(region.minY))
        pendingCount = 0
    }

    /// Turns the accumulated cells into coverage, hands it to `sink` and leaves the buffer zeroed.
    mutating func sweep<Sink: CoverageSink>(rule: FillRule, into sink: inout Sink) {
        accumulatePending()
        switch rule {
        case .nonZero: sweep(into: &sink, coverage: Self.nonZeroCoverage)
        case .evenOdd: sweep(into: &sink, coverage: Self.evenOddCoverage)
        }
    }

    /// `sweep(rule:into:)` for a solid colour blended source-over, queued: the coverage goes into
    /// `fills` (in C, one call for the whole sweep), to be blended with the fills around it when
    /// their pixels are needed, exactly as `SolidSourceOverSink` would blend it now
    /// (`CoverageSweepKernelTests` compares the two). Only where the wide kernels are available;
    /// false (the cells untouched) when memory for the queue is short.
    mutating func sweepSolidSourceOver(rule: FillRule, color: UInt32, into fills: QueuedFills, of bitmap: inout Bitmap) -> Bool {
        accumulatePending()
        return fills.add(&shape, evenOdd: rule == .evenOdd, x: region.minX, y: region.minY, color: color, of: &bitmap)
    }

    @inline(__always)
    private static func nonZeroCoverage(_ sum: Float) -> UInt8 {
        UInt8(min(abs(sum), 1) * 255 + 0.5)
    }

    @inline(__always)
    private static func evenOddCoverage(_ sum: Float) -> UInt8 {
        var folded = abs(sum)
        folded -= 2 * (folded * 0.5).rounded(.down)
        if folded > 1 { folded = 2 - folded }
        return UInt8(folded * 255 + 0.5)
    }

    @inline(__always)
    private mutating func sweep<Sink: CoverageSink>(
        into sink: inout Sink, coverage: (Float) -> UInt8
    ) {
        let width = region.width
        let stride = rowStride
        let cells = cellBuffer.pointer, coverageRow = coverageBuffer.pointer
        for row in 0..<region.height {
            if row + Self.prefetchDistance < region.height {
                sink.willBlit(x: region.minX, y: region.minY + row + Self.prefetchDistance, count: width)
            }
            let words = touchedBuffer.pointer + row * wordsPerRow
            let y = region.minY + row
            let base = row * stride
            var sum: Float = 0
            var position = 0
            for wordIndex in 0..<wordsPerRow {
                var word = words[wordIndex]
                guard word != 0 else { continue }
                words[wordIndex] = 0
                while word != 0 {
                    // One stretch of consecutive touched cells.
                    let bit = word.trailingZeroBitCount
                    let length = (~(word >> UInt64(bit))).trailingZeroBitCount
                    word = bit + length >= 64 ? 0 : word & (UInt64.max << UInt64(bit + length))
                    let start = min(wordIndex * 64 + bit, stride)
                    let end = min(wordIndex * 64 + bit + length, stride)
                    if start > position && position < width {
                        let value = coverage(sum)
                        if value != 0 {
                            sink.blitRun(x: region.minX + position, y: y, count: min(start, width) - position, coverage: value)
                        }
                    }
                    let visibleEnd = min(end, width)
                    var column = start
                    while column < visibleEnd {
                        sum += cells[base + column]
                        cells[base + column] = 0
                        coverageRow[column - start] = coverage(sum)
                        column += 1
                    }
                    while column < end {
                        sum += cells[base + column]
                        cells[base + column] = 0
                        column += 1
                    }
                    if start < visibleEnd {
                        sink.blitSpan(
                            x: region.minX + start, y: y,
                            coverage: UnsafeBufferPointer(start: coverageRow, count: visibleEnd - start))
                    }
                    position = end
                }
            }
            if position < width {
                let value = coverage(sum)
                if value != 0 {
                    sink.blitRun(x: region.minX + position, y: y, count: width - position, coverage: value)
                }
            }
        }
    }
}
