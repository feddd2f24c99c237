import DesignTokens
import Foundation
import Testing
@testable import Rasterizer

/// Every kernel path the CPU runs draws the same bytes: the benchmark workloads' scenes (W1's
/// translucent rounded rectangles, W2's cubic blobs, W3's text), smaller, drawn through the
/// portable loops, AVX2 and AVX-512 in turn. Snapshot references depend on it: CI runners with
/// different CPUs must agree to the byte. A path the CPU lacks is not drawn (this machine's
/// paths are in the test's arguments).
@Suite(.serialized) struct KernelPathTests {
    /// A deterministic stream (MMIX LCG), as the benchmarks' scenes use.
    struct Stream {
        var state: UInt64
        mutating func unit() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func byte() -> UInt8 { UInt8(unit() * 255) }
    }

    static let width = 390, height = 600

    /// W1's scene: translucent rounded rectangles, some cut by the canvas's edges.
    static func rectangles() throws -> Bitmap {
        let canvas = try Canvas(width: width, height: height, background: .white)
        var random = Stream(state: 1)
        for _ in 0..<400 {
            let w = 4 + 160 * random.unit(), h = 4 + 160 * random.unit()
            let x = random.unit() * Double(width + 40) - 40 - w / 4, y = random.unit() * Double(height + 40) - 40 - h / 4
            let color = Color(red8: random.byte(), green8: random.byte(), blue8: random.byte(), alpha: 0.1 + 0.9 * random.unit())
            canvas.fill(.roundedRect(Rect(x: x, y: y, width: w, height: h), radius: 0.5 + 12 * random.unit()), with: .solid(color))
        }
        return canvas.bitmap
    }

    /// W2's scene: closed cubic blobs, non-zero and even-odd, opaque and translucent.
    static func blobs() throws -> Bitmap {
        let canvas = try Canvas(width: width, height: height, background: .white)
        var random = Stream(state: 2)
        for index in 0..<200 {
            let cx = random.unit() * Double(width), cy = random.unit() * Double(height), radius = 6 + 60 * random.unit()
            func polar(_ rho: Double, _ angle: Double) -> Point { Point(x: cx + rho * cos(angle), y: cy + rho * sin(angle)) }
            var path = Path()
            path.move(to: polar(radius, 0))
            for k in 0..<8 {
                let theta = Double(k) * .pi / 4
                path.cubic(
                    to: polar(radius * (0.6 + 0.8 * random.unit()), theta + .pi / 4),
                    control1: polar(radius * (0.3 + 1.2 * random.unit()), theta + .pi / 12),
                    control2: polar(radius * (0.3 + 1.2 * random.unit()), theta + .pi / 6))
            }
            path.close()
            let alpha = index % 3 == 0 ? 1 : 0.2 + 0.6 * random.unit()
            canvas.fill(path, with: .solid(Color(red8: random.byte(), green8: random.byte(), blue8: random.byte(), alpha: alpha)),
                        rule: index % 2 == 0 ? .nonZero : .evenOdd)
        }
        return canvas.bitmap
    }

    /// W3's scene: lines of shaped text at several sizes and colours.
    static func text() throws -> Bitmap {
        let canvas = try Canvas(width: width, height: height, background: .white)
        let layouter = TextLayouter()
        var top = 4.0, random = Stream(state: 3)
        for size in [9.0, 11, 13, 17, 22, 28, 34] {
            let color = Color(red8: random.byte(), green8: random.byte(), blue8: random.byte(), alpha: 0.5 + 0.5 * random.unit())
            let text = AttributedText("Sphinx of black quartz, judge my vow. 0123456789 £€", style: TextStyle(family: "Inter", size: size), color: color)
            let layout = try layouter.layout(text, width: Double(width - 8))
            canvas.drawText(layout, at: Point(x: 4 + random.unit(), y: top))
            top += layout.size.height + 6
        }
        return canvas.bitmap
    }

    static func draw(_ scene: String) throws -> Bitmap {
        switch scene {
        case "W1 rectangles": try rectangles()
        case "W2 blobs": try blobs()
        default: try text()
        }
    }

    @Test(arguments: ["W1 rectangles", "W2 blobs", "W3 text"])
    func everyPathDrawsTheSameBytes(scene: String) throws {
        let before = PixelKernels.path
        defer { PixelKernels.use(before) }
        var pictures: [(PixelKernels.Path, [UInt8])] = []
        for path in PixelKernels.availablePaths {
            #expect(PixelKernels.use(path) == path)
            pictures.append((path, try Self.draw(scene).pngData()))
        }
        #expect(pictures.count >= 1)
        for (path, bytes) in pictures.dropFirst() {
            // Compared as a whole, reported by where they part: a failure should not print megabytes.
            let first = zip(bytes, pictures[0].1).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            let same = first == nil && bytes.count == pictures[0].1.count
            #expect(same, "\(scene): \(path) draws other bytes than \(pictures[0].0), from byte \(first ?? min(bytes.count, pictures[0].1.count)) of the PNG")
        }
    }
}
