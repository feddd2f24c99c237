import DesignTokens
import Foundation
import Testing
@testable import Rasterizer

/// The C sweep for solid source-over fills, queued and blended band by band, must draw exactly what
/// the Swift sweep draws through `SolidSourceOverSink` at once, for both fill rules, opaque and
/// translucent colours, shapes cut by the bitmap's edges, rows whose touched cells cross 64-bit
/// words, and many overlapping fills across several bands.
@Suite(.serialized, .enabled(if: PixelKernels.isAvailable, "this CPU has no AVX2; only the Swift sweep runs"))
struct CoverageSweepKernelTests {
    static let width = 150, height = 90

    /// Blobs, rounded rectangles and stars with fractional coordinates, some past the bitmap's edges.
    static func shapes() -> [Path] {
        var random = PixelKernelsTests.Pixels(state: 5)
        func unit() -> Double { Double(random.next() & 0xFFFF) / 65536 }
        var shapes: [Path] = []
        for index in 0..<60 {
            let cx = -20 + unit() * 190, cy = -15 + unit() * 120, radius = 3 + unit() * 70
            switch index % 3 {
            case 0:
                var blob = Path()
                blob.move(to: Point(x: cx + radius, y: cy))
                for k in 1...8 {
                    let angle = Double(k) * .pi / 4, reach = radius * (0.5 + unit())
                    blob.cubic(
                        to: Point(x: cx + radius * cos(angle), y: cy + radius * sin(angle)),
                        control1: Point(x: cx + reach * cos(angle - 0.5), y: cy + reach * sin(angle - 0.5)),
                        control2: Point(x: cx + reach * cos(angle - 0.2), y: cy + reach * sin(angle - 0.2)))
                }
                blob.close()
                shapes.append(blob)
            case 1:
                shapes.append(.roundedRect(Rect(x: cx - radius, y: cy - radius / 2, width: 2 * radius, height: radius), radius: unit() * 12))
            default:
                var star = Path()
                for k in 0..<5 {
                    let angle = Double(k) * 4 * .pi / 5
                    let point = Point(x: cx + radius * cos(angle), y: cy + radius * sin(angle))
                    k == 0 ? star.move(to: point) : star.line(to: point)
                }
                star.close()
                shapes.append(star)
            }
        }
        return shapes
    }

    /// Fills `path` onto a copy of `background` with the kernel or with the Swift sweep.
    static func fill(_ path: Path, rule: FillRule, color: UInt32, onto background: [UInt32], kernel: Bool) -> [UInt32] {
        var pixels = background
        let region = PixelRegion(covering: path.controlBounds)
            .intersection(PixelRegion(minX: 0, minY: 0, maxX: width, maxY: height))
        guard !region.isEmpty else { return pixels }
        var scanner = CoverageScanner()
        scanner.begin(region: region)
        Flattener.flattenClosed(path, tolerance: Canvas.flatteningTolerance) { scanner.addLine(from: $0, to: $1) }
        if kernel {
            let fills = QueuedFills(pixels: width * height)
            var bitmap = Bitmap(width: width, height: height, storage: pixels)
            let queued = scanner.sweepSolidSourceOver(rule: rule, color: color, into: fills, of: &bitmap)
            #expect(queued)
            fills.blend(onto: &bitmap)
            return bitmap.storage
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            var sink = SolidSourceOverSink(pixels: buffer.baseAddress!, width: width, color: color)
            scanner.sweep(rule: rule, into: &sink)
        }
        return pixels
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd], PixelKernelsTests.widePaths)
    func kernelDrawsTheSwiftSweepsPixels(rule: FillRule, path: PixelKernels.Path) {
        PixelKernelsTests.on(path) { drawsTheSwiftSweepsPixels(rule: rule) }
    }

    @Test(arguments: PixelKernelsTests.widePaths)
    func queuedFillsAcrossBandsBlendInTheOrderTheyWereDrawn(path: PixelKernels.Path) {
        // 150 pixels wide: a band is 218 rows, so the shapes, spread over 700 rows, reach three
        // bands and many cross from one into the next.
        let width = 150, height = 700
        var random = PixelKernelsTests.Pixels(state: 11)
        let background = random.row(width * height)
        var fills: [(Path, Color, FillRule)] = []
        for (index, shape) in Self.shapes().enumerated() {
            for copy in 0..<4 {
                let moved = shape.applying(Transform(translationX: 0, y: Double(copy) * 180 + Double(index % 7) * 3.25))
                let bits = random.next()
                let color = Color(
                    red8: UInt8(truncatingIfNeeded: bits), green8: UInt8(truncatingIfNeeded: bits >> 8),
                    blue8: UInt8(truncatingIfNeeded: bits >> 16), alpha: index % 5 == 0 ? 1 : Double(bits >> 24) / 300 + 0.1)
                fills.append((moved, color, copy % 2 == 0 ? .nonZero : .evenOdd))
            }
        }
        func draw(_ path: PixelKernels.Path) -> [UInt32] {
            var pixels: [UInt32] = []
            PixelKernelsTests.on(path) {
                let canvas = Canvas(bitmap: Bitmap(width: width, height: height, storage: background))
                for (shape, color, rule) in fills { canvas.fill(shape, with: .solid(color), rule: rule) }
                pixels = canvas.bitmap.storage
            }
            return pixels
        }
        /// The same fills through a queue of small blocks that fills up often: rows jump from
        /// block to block, and the queue blends itself partway.
        func drawThroughSmallBlocks(_ path: PixelKernels.Path) -> [UInt32] {
            var bitmap = Bitmap(width: width, height: height, storage: background)
            PixelKernelsTests.on(path) {
                let queue = QueuedFills(pixels: width * height, limit: 48 << 10, blockBytes: 4 << 10)
                var scanner = CoverageScanner()
                let bounds = PixelRegion(minX: 0, minY: 0, maxX: width, maxY: height)
                for (shape, color, rule) in fills {
                    let region = PixelRegion(covering: shape.controlBounds).intersection(bounds)
                    guard !region.isEmpty else { continue }
                    scanner.begin(region: region)
                    Flattener.flattenClosed(shape, tolerance: Canvas.flatteningTolerance) { scanner.addLine(from: $0, to: $1) }
                    let queued = scanner.sweepSolidSourceOver(
                        rule: rule, color: PremultipliedPixel(color).packed, into: queue, of: &bitmap)
                    #expect(queued)
                }
                queue.blend(onto: &bitmap)
            }
            return bitmap.storage
        }
        let atOnce = draw(.scalar)
        #expect(atOnce != background)
        for (way, queued) in [("a canvas", draw(path)), ("small blocks", drawThroughSmallBlocks(path))] {
            if let first = queued.indices.first(where: { queued[$0] != atOnce[$0] }) {
                Issue.record("\(way): pixel (\(first % width), \(first / width)) differs from the Swift sweep's")
            }
        }
    }

    func drawsTheSwiftSweepsPixels(rule: FillRule) {
        var random = PixelKernelsTests.Pixels(state: 9)
        let background = random.row(Self.width * Self.height)
        var drawn = 0
        for (index, shape) in Self.shapes().enumerated() {
            // Premultiplied, as every colour a canvas blends: no channel above the alpha.
            var color = random.next()
            if index % 4 == 0 { color |= 0xFF00_0000 }
            color = PixelMath.scale(color | 0xFF00_0000, by: color >> 24)
            let swift = Self.fill(shape, rule: rule, color: color, onto: background, kernel: false)
            let kernel = Self.fill(shape, rule: rule, color: color, onto: background, kernel: true)
            if let first = kernel.indices.first(where: { kernel[$0] != swift[$0] }) {
                Issue.record("shape \(index), colour \(String(color, radix: 16)): pixel (\(first % Self.width), \(first / Self.width)) differs")
            }
            if swift != background { drawn += 1 }
        }
        #expect(drawn > 40, "most shapes must reach the bitmap for the comparison to mean anything")
    }
}
