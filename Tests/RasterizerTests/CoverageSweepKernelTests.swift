import Foundation
import Testing
@testable import Rasterizer

/// The AVX2 sweep for solid source-over fills must draw exactly what the Swift sweep draws through
/// `SolidSourceOverSink`, for both fill rules, opaque and translucent colours, shapes cut by the
/// bitmap's edges and rows whose touched cells cross 64-bit words.
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
        pixels.withUnsafeMutableBufferPointer { buffer in
            var sink = SolidSourceOverSink(pixels: buffer.baseAddress!, width: width, color: color)
            if kernel {
                scanner.sweepSolidSourceOver(rule: rule, into: &sink)
            } else {
                scanner.sweep(rule: rule, into: &sink)
            }
        }
        return pixels
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd], PixelKernelsTests.widePaths)
    func kernelDrawsTheSwiftSweepsPixels(rule: FillRule, path: PixelKernels.Path) {
        PixelKernelsTests.on(path) { drawsTheSwiftSweepsPixels(rule: rule) }
    }

    func drawsTheSwiftSweepsPixels(rule: FillRule) {
        var random = PixelKernelsTests.Pixels(state: 9)
        let background = random.row(Self.width * Self.height)
        var drawn = 0
        for (index, shape) in Self.shapes().enumerated() {
            var color = random.next()
            if index % 4 == 0 { color |= 0xFF00_0000 }
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
