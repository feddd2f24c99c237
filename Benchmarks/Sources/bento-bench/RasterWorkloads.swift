import BenchHarness
import DesignTokens
import Foundation
import ImageSnapshots
import Rasterizer

/// W1, W2, W4 and W6 from WORKLOADS.md.
enum RasterWorkloads {
    static let canvasWidth = 1170, canvasHeight = 2532

    static func newCanvas() throws -> Canvas {
        try Canvas(width: canvasWidth, height: canvasHeight, background: .white)
    }

    /// The SHA-256 of the pixels as RGBA8 bytes, hashed where they are: the packed pixels are those
    /// bytes on a little-endian machine, and no 12 MB copy disturbs the allocator between timed runs.
    static func pixelChecksum(_ bitmap: Bitmap) -> String {
        bitmap.withUnsafePixels { pixels in Checksum.hex(of: UnsafeRawBufferPointer(pixels)) }
    }

    /// 10,000 anti-aliased rounded rectangles.
    static func rects() throws -> Bitmap {
        let canvas = try newCanvas()
        var random = LCG(seed: 1)
        for _ in 0..<10_000 {
            let w = 24 + 300 * random.unit(), h = 24 + 300 * random.unit()
            let x = random.unit() * (Double(canvasWidth) - w), y = random.unit() * (Double(canvasHeight) - h)
            let r = random.byte(), g = random.byte(), b = random.byte()
            let a = 0.2 + 0.6 * random.unit()
            canvas.fill(
                .roundedRect(Rect(x: x, y: y, width: w, height: h), radius: 12),
                with: .solid(Color(red8: r, green8: g, blue8: b, alpha: a)))
        }
        return canvas.bitmap
    }

    /// 2,000 closed cubic blobs, non-zero.
    static func paths() throws -> Bitmap {
        let canvas = try newCanvas()
        var random = LCG(seed: 2)
        for _ in 0..<2_000 {
            let cx = 60 + random.unit() * 1050, cy = 60 + random.unit() * 2412, radius = 20 + 100 * random.unit()
            let anchors = (0..<8).map { _ in radius * (0.6 + 0.8 * random.unit()) }
            var controls: [(Double, Double)] = []
            for _ in 0..<8 { controls.append((radius * (0.3 + 1.2 * random.unit()), radius * (0.3 + 1.2 * random.unit()))) }
            let r = random.byte(), g = random.byte(), b = random.byte()
            let a = 0.2 + 0.6 * random.unit()
            let delta = 2 * Double.pi / 8
            func polar(_ rho: Double, _ angle: Double) -> Point { Point(x: cx + rho * cos(angle), y: cy + rho * sin(angle)) }
            var path = Path()
            path.move(to: polar(anchors[0], 0))
            for k in 0..<8 {
                let theta = Double(k) * delta
                path.cubic(
                    to: polar(anchors[(k + 1) % 8], Double((k + 1) % 8) * delta),
                    control1: polar(controls[k].0, theta + delta / 3),
                    control2: polar(controls[k].1, theta + 2 * delta / 3))
            }
            path.close()
            canvas.fill(path, with: .solid(Color(red8: r, green8: g, blue8: b, alpha: a)), rule: .nonZero)
        }
        return canvas.bitmap
    }

    static func fixture(_ name: String, in fixtures: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    static func workloads(fixtures: URL) throws -> [Workload] {
        let pngBytes = try fixture("w5_a.png", in: fixtures)
        let decoded = try Bitmap(pngData: pngBytes)
        let changed = try Bitmap(pngData: try fixture("w5_b.png", in: fixtures))
        return [
            Workload(name: "W1", run: rects, check: { (pixelChecksum($0), [:]) }),
            Workload(name: "W2", run: paths, check: { (pixelChecksum($0), [:]) }),
            Workload(name: "W4", run: { try decoded.pngData() }, check: { (Checksum.hex(of: $0), ["bytes": $0.count]) }),
            Workload(name: "W6", run: { try Bitmap(pngData: pngBytes) }, check: { (pixelChecksum($0), [:]) }),
            Workload(
                name: "W5",
                run: { ImageComparison(reference: decoded, actual: changed, mode: .pixelmatch(threshold: 0.1)) },
                check: { comparison in
                    ("\(comparison.differingPixels)", ["anti_aliased": comparison.antiAliasedPixels, "diff_pixels": comparison.diffImage.width * comparison.diffImage.height])
                },
                // The diff image's checksum, taken once after the timed runs, so a faster compare is
                // seen to draw the same picture.
                report: {
                    let comparison = ImageComparison(reference: decoded, actual: changed, mode: .pixelmatch(threshold: 0.1))
                    return ["diff_image": "\"\(pixelChecksum(comparison.diffImage))\""]
                }),
        ]
    }
}
