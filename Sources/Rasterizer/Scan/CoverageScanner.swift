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
/// A value type on purpose: its buffers are touched in the innermost loops, and stored properties
/// of a class would pay a dynamic exclusivity check on every access (20% of W1 when it was a class).
struct CoverageScanner {
    /// How many rows ahead the sink is told which pixels come next.
    private static let prefetchDistance = 2

    private var region = PixelRegion(minX: 0, minY: 0, maxX: 0, maxY: 0)
    private var rowStride = 0
    private var wordsPerRow = 0
    private let cellBuffer = ScratchBuffer<Float>(zero: 0)
    private let coverageBuffer = ScratchBuffer<UInt8>(zero: 0)
    private let touchedBuffer = ScratchBuffer<UInt64>(zero: 0)

    /// Prepares to accumulate a shape whose pixels lie in `region`.
    mutating func begin(region: PixelRegion) {
        self.region = region
        rowStride = region.width + 2
        wordsPerRow = (rowStride + 63) / 64
        cellBuffer.reserve(rowStride * region.height)
        coverageBuffer.reserve(rowStride)
        touchedBuffer.reserve(wordsPerRow * region.height)
    }

    /// Adds one edge, in device pixels; its direction sets the sign of its winding.
    mutating func addLine(from p0: Point, to p1: Point) {
        let x0 = Float(p0.x - Double(region.minX)), y0 = Float(p0.y - Double(region.minY))
        let x1 = Float(p1.x - Double(region.minX)), y1 = Float(p1.y - Double(region.minY))
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let right = Float(region.width)
        if x0 >= right && x1 >= right { return }
        if x0 <= 0 && x1 <= 0 { return accumulate(0, y0, 0, y1) }
        // Split at x = 0 and x = right; keep the segment's direction.
        var cuts: [Float] = []
        if (x0 < 0) != (x1 < 0) { cuts.append((0 - x0) / (x1 - x0)) }
        if (x0 > right) != (x1 > right) { cuts.append((right - x0) / (x1 - x0)) }
        if cuts.isEmpty { return accumulate(x0, y0, x1, y1) }
        cuts.sort()
        cuts.append(1)
        var t0: Float = 0
        for t1 in cuts {
            let xa = t0 == 0 ? x0 : x0 + (x1 - x0) * t0, ya = y0 + (y1 - y0) * t0
            let xb = t1 == 1 ? x1 : x0 + (x1 - x0) * t1, yb = t1 == 1 ? y1 : y0 + (y1 - y0) * t1
            let middle = (xa + xb) / 2
            if middle < 0 {
                accumulate(0, ya, 0, yb)
            } else if middle <= right {
                accumulate(min(max(xa, 0), right), ya, min(max(xb, 0), right), yb)
            }
            t0 = t1
        }
    }

    private mutating func accumulate(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
        guard ay != by else { return }
        let direction: Float = ay < by ? 1 : -1
        let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        let height = Float(region.height)
        guard y1 > 0, y0 < height else { return }
        let right = Float(region.width)
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        if y0 < 0 { x -= y0 * dxdy }
        let firstRow = y0 < 0 ? 0 : Int(y0)
        let endRow = min(region.height, Int(y1.rounded(.up)))
        let stride = rowStride
        let cells = cellBuffer.pointer
        if dxdy == 0 {
            // A vertical edge (most rows of most UI shapes): the same cells on every row, with the
            // same arithmetic as the general case below.
            let lo = min(max(x, 0), right)
            let loFloor = Float(Int(lo))
            let loIndex = Int(loFloor)
            let middle = 0.5 * (lo + lo) - loFloor
            // The two cells' touched bits, worked out once: in one word, or the last bit of one
            // and the first of the next.
            let word = loIndex >> 6, bit = loIndex & 63
            let firstBits: UInt64 = bit == 63 ? 1 << 63 : 3 << bit
            let secondBits: UInt64 = bit == 63 ? 1 : 0
            let words = touchedBuffer.pointer + word
            let wordsPerRow = wordsPerRow
            for row in firstRow..<endRow {
                let top = Float(row)
                let d = (min(top + 1, y1) - max(top, y0)) * direction
                let base = row * stride
                cells[base + loIndex] += d - d * middle
                cells[base + loIndex + 1] += d * middle
                let rowWords = words + row * wordsPerRow
                rowWords[0] |= firstBits
                if secondBits != 0 { rowWords[1] |= secondBits }
            }
            return
        }
        do {
            for row in firstRow..<endRow {
                let top = Float(row)
                let dy = min(top + 1, y1) - max(top, y0)
                let xNext = x + dxdy * dy
                let d = dy * direction
                let lo = min(max(min(x, xNext), 0), right)
                let hi = min(max(max(x, xNext), 0), right)
                // Both are in 0...right, where truncation is the floor (and no libm call).
                let loFloor = Float(Int(lo))
                let loIndex = Int(loFloor)
                let hiTruncated = Float(Int(hi))
                let hiCeil = hiTruncated < hi ? hiTruncated + 1 : hiTruncated
                let hiIndex = Int(hiCeil)
                let base = row * stride
                if hiIndex <= loIndex + 1 {
                    // The edge stays inside one cell on this row.
                    let middle = 0.5 * (lo + hi) - loFloor
                    cells[base + loIndex] += d - d * middle
                    cells[base + loIndex + 1] += d * middle
                    touch(row: row, start: loIndex, end: loIndex + 2)
                } else {
                    let slope = 1 / (hi - lo)
                    let startFraction = lo - loFloor
                    let firstArea = 0.5 * slope * (1 - startFraction) * (1 - startFraction)
                    let endFraction = hi - hiCeil + 1
                    let lastArea = 0.5 * slope * endFraction * endFraction
                    cells[base + loIndex] += d * firstArea
                    if hiIndex == loIndex + 2 {
                        cells[base + loIndex + 1] += d * (1 - firstArea - lastArea)
                    } else {
                        let secondArea = slope * (1.5 - startFraction)
                        cells[base + loIndex + 1] += d * (secondArea - firstArea)
                        var column = loIndex + 2
                        while column < hiIndex - 1 {
                            cells[base + column] += d * slope
                            column += 1
                        }
                        let beforeLast = secondArea + Float(hiIndex - loIndex - 3) * slope
                        cells[base + hiIndex - 1] += d * (1 - beforeLast - lastArea)
                    }
                    cells[base + hiIndex] += d * lastArea
                    touch(row: row, start: loIndex, end: hiIndex + 1)
                }
                x = xNext
            }
        }
    }

    /// Marks cells `start..<end` of `row` as touched.
    @inline(__always)
    private func touch(row: Int, start: Int, end: Int) {
        let words = touchedBuffer.pointer + row * wordsPerRow
        var first = start
        let last = end - 1
        while first <= last {
            let word = first >> 6, low = first & 63
            let high = min(63, low + last - first)
            words[word] |= (UInt64.max >> (63 - high)) & (UInt64.max << low)
            first += high - low + 1
        }
    }

    /// Turns the accumulated cells into coverage, hands it to `sink` and leaves the buffer zeroed.
    mutating func sweep<Sink: CoverageSink>(rule: FillRule, into sink: inout Sink) {
        switch rule {
        case .nonZero: sweep(into: &sink, coverage: Self.nonZeroCoverage)
        case .evenOdd: sweep(into: &sink, coverage: Self.evenOddCoverage)
        }
    }

    /// `sweep(rule:into:)` for a solid colour blended source-over: one AVX2 kernel does the whole
    /// sweep when the CPU has it (no call per run or span, the blending inlined), with exactly the
    /// same pixels (`CoverageSweepKernelTests` compares the two).
    mutating func sweepSolidSourceOver(rule: FillRule, into sink: inout SolidSourceOverSink) {
        guard PixelKernels.isAvailable else { return sweep(rule: rule, into: &sink) }
        var shape = bento_coverage_cells(
            cells: cellBuffer.pointer, touched: touchedBuffer.pointer, width: region.width, height: region.height,
            row_stride: rowStride, words_per_row: wordsPerRow)
        bento_sweep_solid_source_over(
            &shape, rule == .evenOdd ? 1 : 0, coverageBuffer.pointer,
            sink.pixels + region.minY * sink.width + region.minX, sink.width, sink.width - region.minX, sink.color)
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
