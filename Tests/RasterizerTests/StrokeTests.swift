import DesignTokens
import Testing
@testable import Rasterizer

@Suite struct StrokeTests {
    func alphaRow(_ canvas: Canvas, y: Int) -> [UInt8] { (0..<canvas.bitmap.width).map { canvas.bitmap[$0, y].alpha } }

    @Test func horizontalLineOnPixelCentresIsExactlyTwoPixelsThick() throws {
        let canvas = try Canvas(width: 10, height: 6)
        canvas.stroke(.line(from: Point(x: 2, y: 3), to: Point(x: 8, y: 3)), style: StrokeStyle(width: 2), with: .solid(.black))
        #expect(alphaRow(canvas, y: 1) == [UInt8](repeating: 0, count: 10))
        #expect(alphaRow(canvas, y: 2) == [0, 0, 255, 255, 255, 255, 255, 255, 0, 0])
        #expect(alphaRow(canvas, y: 3) == [0, 0, 255, 255, 255, 255, 255, 255, 0, 0])
        #expect(alphaRow(canvas, y: 4) == [UInt8](repeating: 0, count: 10))
    }

    @Test func capsExtendOrRoundTheEnds() throws {
        let line = Path.line(from: Point(x: 4, y: 5), to: Point(x: 12, y: 5))
        func coveredColumns(_ cap: LineCap) throws -> [Int] {
            let canvas = try Canvas(width: 16, height: 10)
            canvas.stroke(line, style: StrokeStyle(width: 4, cap: cap), with: .solid(.black))
            return (0..<16).filter { canvas.bitmap[$0, 5].alpha > 0 }
        }
        #expect(try coveredColumns(.butt) == Array(4..<12))
        #expect(try coveredColumns(.square) == Array(2..<14))
        #expect(try coveredColumns(.round) == Array(2..<14))
        // A round cap leaves the corner of the square cap's area uncovered.
        let round = try Canvas(width: 16, height: 10)
        round.stroke(line, style: StrokeStyle(width: 4, cap: .round), with: .solid(.black))
        #expect(round.bitmap[2, 3].alpha < 128)
        #expect(round.bitmap[13, 6].alpha < 128)
    }

    @Test func joinsShapeTheOuterCorner() throws {
        var corner = Path()
        corner.move(to: Point(x: 4, y: 20))
        corner.line(to: Point(x: 20, y: 20))
        corner.line(to: Point(x: 20, y: 4))
        // The outer corner is the square 20...23 × 20...23 around the vertex (20, 20).
        func stroked(_ join: LineJoin) throws -> Bitmap {
            let canvas = try Canvas(width: 30, height: 30)
            canvas.stroke(corner, style: StrokeStyle(width: 6, join: join), with: .solid(.black))
            return canvas.bitmap
        }
        let miter = try stroked(.miter), round = try stroked(.round), bevel = try stroked(.bevel)
        #expect(miter[22, 22].alpha == 255)
        #expect(round[21, 21].alpha == 255)
        #expect(round[22, 22].alpha > 0 && round[22, 22].alpha < 255)
        #expect(bevel[21, 21].alpha == 128, "the bevel x + y = 43 halves this pixel")
        #expect(bevel[22, 22].alpha == 0)
    }

    @Test func miterLimitTurnsSharpCornersIntoBevels() throws {
        var spike = Path()
        spike.move(to: Point(x: 2, y: 30))
        spike.line(to: Point(x: 20, y: 4))
        spike.line(to: Point(x: 38, y: 30))
        let sharp = try Canvas(width: 40, height: 40)
        sharp.stroke(spike, style: StrokeStyle(width: 4, join: .miter, miterLimit: 10), with: .solid(.black))
        let limited = try Canvas(width: 40, height: 40)
        limited.stroke(spike, style: StrokeStyle(width: 4, join: .miter, miterLimit: 1.5), with: .solid(.black))
        #expect(sharp.bitmap[20, 1].alpha > 0)
        #expect(limited.bitmap[20, 1].alpha == 0)
    }

    @Test func hairlineIsOneDevicePixelAtAnyScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let canvas = try Canvas(width: 30, height: 30)
            canvas.transform = Transform(scale: scale)
            // At y = 5 points + half a device pixel, the hairline fills exactly one device row.
            let y = 5 + 0.5 / scale
            canvas.stroke(.line(from: Point(x: 0, y: y), to: Point(x: 9, y: y)), style: .hairline, with: .solid(.black))
            let rows = (0..<30).filter { canvas.bitmap[4, $0].alpha > 0 }
            #expect(rows == [Int(5 * scale)])
            #expect(canvas.bitmap[4, Int(5 * scale)].alpha == 255)
        }
    }

    @Test func closedRectangleStrokeIsARing() throws {
        let canvas = try Canvas(width: 20, height: 20)
        canvas.stroke(.rect(Rect(x: 4, y: 4, width: 12, height: 12)), style: StrokeStyle(width: 2), with: .solid(.black))
        #expect(canvas.bitmap[10, 10].alpha == 0)
        #expect(canvas.bitmap[3, 10].alpha == 255 && canvas.bitmap[4, 10].alpha == 255)
        #expect(canvas.bitmap[3, 3].alpha == 255, "miter corners are square")
        #expect(canvas.bitmap[2, 10].alpha == 0 && canvas.bitmap[5, 10].alpha == 0)
    }
}
