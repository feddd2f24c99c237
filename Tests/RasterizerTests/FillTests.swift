import DesignTokens
import Foundation
import Testing
@testable import Rasterizer

@Suite struct FillTests {
    /// The alpha channel of every pixel, row-major.
    func alphas(_ bitmap: Bitmap) -> [UInt8] { bitmap.storage.map { UInt8($0 >> 24) } }

    @Test func pixelAlignedOpaqueRectCoversWholePixelsOnly() throws {
        let canvas = try Canvas(width: 8, height: 6)
        canvas.fill(.rect(Rect(x: 2, y: 1, width: 4, height: 3)), with: .solid(.black))
        for y in 0..<6 {
            for x in 0..<8 {
                let inside = (2..<6).contains(x) && (1..<4).contains(y)
                #expect(canvas.bitmap[x, y].alpha == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func edgeAtHalfPixelGivesHalfCoverage() throws {
        let canvas = try Canvas(width: 6, height: 2)
        canvas.fill(.rect(Rect(x: 1.5, y: 0, width: 3, height: 2)), with: .solid(.black))
        // 127.5 rounds up: half coverage of opaque black is 128.
        #expect(alphas(canvas.bitmap) == [0, 128, 255, 255, 128, 0, 0, 128, 255, 255, 128, 0])
    }

    /// Radii from 16 px: below that a tenth of a percent is under 0.8 px² in all.
    @Test(arguments: [16.0, 17.3, 40.0, 113.7])
    func circleCoverageSumsToItsArea(radius: Double) throws {
        let side = Int((2 * radius + 4).rounded(.up))
        let canvas = try Canvas(width: side, height: side)
        canvas.fill(.circle(center: Point(x: Double(side) / 2 + 0.3, y: Double(side) / 2 - 0.2), radius: radius), with: .solid(.black))
        let covered = alphas(canvas.bitmap).reduce(0.0) { $0 + Double($1) / 255 }
        let area = Double.pi * radius * radius
        #expect(abs(covered - area) / area < 0.001, "covered \(covered) vs πr² \(area)")
    }

    func star(center: Point, radius: Double) -> Path {
        var path = Path()
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if k == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        path.close()
        return path
    }

    @Test func evenOddStarHasAHoleWhereNonZeroHasNone() throws {
        let star = star(center: Point(x: 20, y: 20), radius: 18)
        let nonZero = try Canvas(width: 40, height: 40)
        nonZero.fill(star, with: .solid(.black), rule: .nonZero)
        let evenOdd = try Canvas(width: 40, height: 40)
        evenOdd.fill(star, with: .solid(.black), rule: .evenOdd)
        #expect(nonZero.bitmap[20, 20].alpha == 255)
        #expect(evenOdd.bitmap[20, 20].alpha == 0)
        // A point of the star is inside under both rules.
        #expect(nonZero.bitmap[20, 6].alpha == 255)
        #expect(evenOdd.bitmap[20, 6].alpha == 255)
    }

    @Test func shapesBeyondTheCanvasEdgesAreClippedExactly() throws {
        let canvas = try Canvas(width: 4, height: 4)
        canvas.fill(.rect(Rect(x: -10, y: -10, width: 12.5, height: 100)), with: .solid(.black))
        #expect(alphas(canvas.bitmap) == Array(repeating: [255, 255, 128, 0], count: 4).flatMap { $0 })
    }

    @Test func degenerateAndNonFinitePathsDrawNothing() throws {
        let canvas = try Canvas(width: 4, height: 4)
        canvas.fill(.rect(Rect(x: 1, y: 1, width: 0, height: 3)), with: .solid(.black))
        canvas.fill(.rect(Rect(x: .nan, y: 1, width: 2, height: 3)), with: .solid(.black))
        canvas.fill(Path.line(from: Point(x: 0, y: 0), to: Point(x: 4, y: 4)), with: .solid(.black))
        #expect(alphas(canvas.bitmap).allSatisfy { $0 == 0 })
    }

    /// Coordinates far past the canvas (a runaway layout value) are clipped, not overflowed: the
    /// scanner once trapped converting such an edge's last row to an integer.
    @Test func farAwayCoordinatesAreClippedWithoutOverflow() throws {
        let canvas = try Canvas(width: 4, height: 4)
        canvas.fill(.rect(Rect(x: -1e30, y: -1e20, width: 2e30, height: 2e20)), with: .solid(.black))
        #expect(alphas(canvas.bitmap).allSatisfy { $0 == 255 })

        let spike = try Canvas(width: 4, height: 4)
        var path = Path()
        path.move(to: Point(x: 1, y: 0))
        path.line(to: Point(x: 2, y: 1e20))
        path.line(to: Point(x: 3, y: 0))
        path.close()
        spike.fill(path, with: .solid(.black))
        // Over four rows the spike is two pixels wide to within 1e-19 of a pixel.
        #expect(alphas(spike.bitmap) == Array(repeating: [0, 255, 255, 0], count: 4).flatMap { $0 })
    }

    @Test func sourceOverMatchesHandComputedValues() throws {
        let canvas = try Canvas(width: 1, height: 1, background: Color(red8: 0, green8: 0, blue8: 255))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(Color(red8: 255, green8: 0, blue8: 0, alpha: 0.5)))
        // Source premultiplied (128, 0, 0, 128); destination (0, 0, 255, 255) × (255 − 128) / 255.
        #expect(canvas.bitmap[0, 0] == PremultipliedPixel(red: 128, green: 0, blue: 127, alpha: 255))
    }

    @Test func transformScalesOneDrawingToDeviceScale() throws {
        let canvas = try Canvas(width: 6, height: 6)
        canvas.transform = Transform(scale: 3)
        canvas.fill(.rect(Rect(x: 0.5, y: 0.5, width: 1, height: 1)), with: .solid(.black))
        // The square spans 1.5 ..< 4.5 on both axes: a quarter of each corner pixel, half of each
        // edge pixel, all of the inner ones.
        #expect(canvas.bitmap[1, 1].alpha == 64)
        #expect(canvas.bitmap[2, 1].alpha == 128)
        #expect(canvas.bitmap[2, 2].alpha == 255)
        #expect(canvas.bitmap[4, 4].alpha == 64)
        #expect(canvas.bitmap[5, 5].alpha == 0)
    }
}
