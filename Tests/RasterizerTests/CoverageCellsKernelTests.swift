import CPixelKernels
import Foundation
import Testing
@testable import Rasterizer

/// Edge accumulation has three builds: one with AVX2 (rounding instructions, three-operand forms),
/// one with AVX-512 (sloped rows queued and worked out sixteen at a time) and one for every CPU; a
/// reference recorded on one CPU must verify on another, so all must leave exactly the same cells
/// and touched bits. The wide builds are tried through each path this CPU runs.
@Suite(.enabled(if: PixelKernels.isAvailable, "this CPU has no AVX2; only the portable accumulation runs"))
struct CoverageCellsKernelTests {
    static let width = 150, height = 90
    static let origin = (x: 7.0, y: 3.0)

    /// The edge cases, the outlines of the sweep tests' blobs, rounded rectangles and stars, and
    /// random segments reaching past every side.
    static func segments() -> [Double] {
        var segments = edgeCases
        for shape in CoverageSweepKernelTests.shapes() {
            Flattener.flattenClosed(shape, tolerance: Canvas.flatteningTolerance) { a, b in
                segments += [a.x, a.y, b.x, b.y]
            }
        }
        var random = PixelKernelsTests.Pixels(state: 13)
        func coordinate() -> Double { -60 + Double(random.next() & 0xFFFF) / 65536 * 300 }
        for _ in 0..<2_000 {
            segments += [coordinate(), coordinate(), coordinate(), coordinate()]
        }
        return segments
    }

    /// Segments chosen to reach every branch: vertical, horizontal, cut by one side edge or both,
    /// wholly left or right, far above and below, on exact cell boundaries, and not finite.
    static let edgeCases: [Double] = {
        let right = Double(width) + origin.x, bottom = Double(height) + origin.y
        return [
            20, 10, 20, 50, 20.5, 50, 20.5, 10,  // vertical, both directions
            10, 30, 90, 30,  // horizontal
            -40, 5, 60, 80, 60, 80, right + 40, 5,  // cut at the left, at the right
            -40, 20, right + 40, 21,  // cut at both sides in one row
            -30, 4, -10, 70, right + 1, 4, right + 9, 70,  // wholly left, wholly right
            30, -1e20, 31, 1e20, 40, 50, 41, 1e30,  // far above and below
            8, 4, 9, 5, 12, 6, 12, 7,  // on cell boundaries
            .nan, 10, 20, 30, 10, .infinity, 20, 30,  // not finite
            origin.x, origin.y, right, bottom,  // corner to corner
        ]
    }()

    /// The cells and touched words after accumulating `segments`, with the build of the kernel path
    /// in use (`avx2`) or the portable one.
    static func accumulate(_ segments: [Double], avx2: Bool) -> (cells: [UInt32], touched: [UInt64]) {
        let rowStride = width + 2, wordsPerRow = (rowStride + 63) / 64
        var cells = [Float](repeating: 0, count: rowStride * height)
        var touched = [UInt64](repeating: 0, count: wordsPerRow * height)
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            touched.withUnsafeMutableBufferPointer { touchedBuffer in
                var shape = bento_coverage_cells(
                    cells: cellBuffer.baseAddress, touched: touchedBuffer.baseAddress, width: width, height: height,
                    row_stride: rowStride, words_per_row: wordsPerRow)
                segments.withUnsafeBufferPointer { pending in
                    if avx2 {
                        bento_accumulate_segments(&shape, pending.baseAddress, pending.count / 4, origin.x, origin.y)
                    } else {
                        bento_accumulate_segments_portable(&shape, pending.baseAddress, pending.count / 4, origin.x, origin.y)
                    }
                }
            }
        }
        return (cells.map(\.bitPattern), touched)
    }

    @Test(arguments: PixelKernelsTests.widePaths) func everyBuildLeavesTheSameCellsBitForBit(path: PixelKernels.Path) {
        PixelKernelsTests.on(path) { everyBuildLeavesTheSameCells() }
    }

    func everyBuildLeavesTheSameCells() {
        // The edge cases one at a time (the cells then hold a single edge's area), then everything.
        for (index, start) in stride(from: 0, to: Self.edgeCases.count, by: 4).enumerated() {
            let one = Array(Self.edgeCases[start..<start + 4])
            let portable = Self.accumulate(one, avx2: false), avx2 = Self.accumulate(one, avx2: true)
            if portable.cells != avx2.cells || portable.touched != avx2.touched {
                Issue.record("segment \(index) \(one): the builds' cells differ")
                return
            }
        }
        let segments = Self.segments()
        let portable = Self.accumulate(segments, avx2: false), avx2 = Self.accumulate(segments, avx2: true)
        #expect(portable.cells == avx2.cells)
        #expect(portable.touched == avx2.touched)
        // They did accumulate: a quarter of the cells or more hold area, and touched bits are set.
        #expect(portable.cells.filter { $0 != 0 }.count > Self.width * Self.height / 4)
        #expect(portable.touched.contains { $0 != 0 })
    }
}
