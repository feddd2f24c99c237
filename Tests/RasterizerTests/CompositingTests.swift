import Foundation
import DesignTokens
import Testing
@testable import Rasterizer

@Suite struct CompositingTests {
    let unit = Path.rect(Rect(x: 0, y: 0, width: 1, height: 1))

    @Test func copyReplacesAndClearErases() throws {
        let canvas = try Canvas(width: 1, height: 1, background: .white)
        canvas.fill(unit, with: .solid(Color(red8: 0, green8: 0, blue8: 255, alpha: 0.5)), blendMode: .copy)
        #expect(canvas.bitmap[0, 0] == PremultipliedPixel(red: 0, green: 0, blue: 128, alpha: 128))
        canvas.fill(unit, with: .solid(.black), blendMode: .clear)
        #expect(canvas.bitmap[0, 0] == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func halfCoveredCopyBlendsTheEdge() throws {
        let canvas = try Canvas(width: 1, height: 1, background: .white)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 0.5, height: 1)), with: .solid(.black), blendMode: .copy)
        // lerp(white, black, 128/255) per channel.
        #expect(canvas.bitmap[0, 0] == PremultipliedPixel(red: 127, green: 127, blue: 127, alpha: 255))
    }

    @Test func groupOpacityDoesNotLetOverlapsShowThrough() throws {
        let red = Color(red8: 255, green8: 0, blue8: 0)
        let layered = try Canvas(width: 3, height: 1, background: .white)
        layered.pushLayer(opacity: 0.5)
        layered.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 1)), with: .solid(red))
        layered.fill(.rect(Rect(x: 1, y: 0, width: 2, height: 1)), with: .solid(red))
        layered.popLayer()
        // Every red pixel, overlapped or not, is red at 50% over white: (255, 128, 128).
        let expected = PremultipliedPixel(red: 255, green: 127, blue: 127, alpha: 255)
        #expect((0..<3).map { layered.bitmap[$0, 0] } == [expected, expected, expected])
        // Without a layer, the overlap is darker.
        let direct = try Canvas(width: 3, height: 1, background: .white)
        direct.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 1)), with: .solid(red.withAlpha(0.5)))
        direct.fill(.rect(Rect(x: 1, y: 0, width: 2, height: 1)), with: .solid(red.withAlpha(0.5)))
        #expect(direct.bitmap[1, 0] != direct.bitmap[0, 0])
    }

    @Test func linearGradientReachesItsEndColours() throws {
        let canvas = try Canvas(width: 256, height: 1)
        let stops = [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 256, height: 1)),
                    with: .linearGradient(start: Point(x: 0.5, y: 0), end: Point(x: 255.5, y: 0), stops: stops))
        #expect(canvas.bitmap[0, 0] == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(canvas.bitmap[255, 0] == PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(canvas.bitmap[128, 0].red == 128)
        let reds = (0..<256).map { canvas.bitmap[$0, 0].red }
        #expect(reds == reds.sorted(), "monotonic")
    }

    @Test func radialGradientGoesFromCentreToRadius() throws {
        let canvas = try Canvas(width: 21, height: 21)
        let stops = [GradientStop(location: 0, color: Color(red8: 255, green8: 0, blue8: 0)),
                     GradientStop(location: 1, color: Color(red8: 0, green8: 0, blue8: 255))]
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 21, height: 21)),
                    with: .radialGradient(center: Point(x: 10.5, y: 10.5), radius: 10, stops: stops))
        #expect(canvas.bitmap[10, 10] == PremultipliedPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.bitmap[0, 10] == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func gradientToTransparentFadesWithoutDarkening() throws {
        let canvas = try Canvas(width: 3, height: 1)
        let white = Color.white
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 3, height: 1)), with: .linearGradient(
            start: Point(x: 0.5, y: 0), end: Point(x: 2.5, y: 0),
            stops: [GradientStop(location: 0, color: white), GradientStop(location: 1, color: white.withAlpha(0))]))
        let middle = canvas.bitmap[1, 0]
        #expect(middle.red == middle.alpha, "premultiplied white stays white as it fades")
    }
}

@Suite struct ClipTests {
    @Test func pixelAlignedRectClipIsExact() throws {
        let canvas = try Canvas(width: 6, height: 1)
        canvas.pushClip(Rect(x: 2, y: 0, width: 2, height: 1))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 6, height: 1)), with: .solid(.black))
        canvas.popClip()
        #expect((0..<6).map { canvas.bitmap[$0, 0].alpha } == [0, 0, 255, 255, 0, 0])
    }

    @Test func clipEdgesAreAntiAliased() throws {
        let canvas = try Canvas(width: 4, height: 1)
        canvas.pushClip(Rect(x: 0.5, y: 0, width: 2, height: 1))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 1)), with: .solid(.black))
        canvas.popClip()
        #expect((0..<4).map { canvas.bitmap[$0, 0].alpha } == [128, 255, 128, 0])
    }

    @Test func nestedClipsIntersectAndPopRestores() throws {
        let canvas = try Canvas(width: 10, height: 1)
        canvas.pushClip(Rect(x: 1, y: 0, width: 6, height: 1))
        canvas.pushClip(.roundedRect(Rect(x: 4, y: -5, width: 6, height: 11), radius: 0.1))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 1)), with: .solid(.black))
        canvas.popClip()
        #expect((0..<10).map { canvas.bitmap[$0, 0].alpha } == [0, 0, 0, 0, 255, 255, 255, 0, 0, 0])
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 1)), with: .solid(.black))
        canvas.popClip()
        #expect((0..<10).map { canvas.bitmap[$0, 0].alpha } == [0, 255, 255, 255, 255, 255, 255, 0, 0, 0])
    }

    /// A solid fill (and text) through a curved clip is the source-over of the colour scaled by the
    /// product of the shape's coverage and the clip's, each measured alone on a blank canvas.
    @Test func solidFillThroughAClipIsTheShapesCoverageTimesTheClips() throws {
        let width = 64, height = 40
        let clip = Path.roundedRect(Rect(x: 3.3, y: 2.6, width: 56.2, height: 34.1), radius: 9.5)
        // A circle, three rectangles (two over the clip's rounded corners) and text, none
        // overlapping another: each pixel is blended once.
        var shape = Path.circle(center: Point(x: 22.4, y: 18.3), radius: 10)
        shape.append(.rect(Rect(x: 33.5, y: 4.25, width: 14, height: 9.5)))
        shape.append(.rect(Rect(x: 0, y: 0, width: 11, height: 11)))
        shape.append(.rect(Rect(x: 0, y: 30, width: 12, height: 10)))
        let color = Color(red8: 40, green8: 160, blue8: 90, alpha: 0.7)
        let face = try FontRegistry.standard.face(family: "Inter", weight: .bold)
        func drawBackground(_ canvas: Canvas) {
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 24, height: 40)), with: .solid(Color(red8: 250, green8: 220, blue8: 10)))
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 13.5)), with: .solid(Color(red8: 10, green8: 20, blue8: 200, alpha: 0.5)))
        }
        func drawShape(_ canvas: Canvas, color: Color) {
            canvas.fill(shape, with: .solid(color))
            canvas.drawText(face.shape("Ag", size: 14), face: face, at: Point(x: 34, y: 34), color: color)
        }
        func alphas(_ draw: (Canvas) -> Void) throws -> [UInt32] {
            let canvas = try Canvas(width: width, height: height)
            draw(canvas)
            return (0..<height).flatMap { y in (0..<width).map { x in UInt32(canvas.bitmap[x, y].alpha) } }
        }
        let shapeCoverage = try alphas { drawShape($0, color: .white) }
        let clipCoverage = try alphas { $0.fill(clip, with: .solid(.white)) }
        let canvas = try Canvas(width: width, height: height)
        drawBackground(canvas)
        let beneath = canvas.bitmap
        canvas.pushClip(clip)
        drawShape(canvas, color: color)
        canvas.popClip()
        let source = PremultipliedPixel(color).packed
        for y in 0..<height {
            for x in 0..<width {
                let coverage = PixelMath.multiply(shapeCoverage[y * width + x], clipCoverage[y * width + x])
                let under = beneath[x, y].packed
                let expected = coverage == 0 ? under : PixelMath.sourceOver(PixelMath.scale(source, by: coverage), under)
                #expect(canvas.bitmap[x, y].packed == expected, "pixel (\(x), \(y))")
            }
        }
        #expect(shapeCoverage.contains { $0 > 0 && $0 < 255 } && clipCoverage.contains { $0 > 0 && $0 < 255 })
    }

    /// A popped clip's mask is reused by the next clip; a clip still in force keeps drawing through
    /// its own (a rectangle inside a curved clip shares the curved clip's mask, and popping the
    /// rectangle leaves it to the curved clip).
    @Test func aMaskStillInForceIsNotReused() throws {
        let outer = Path.roundedRect(Rect(x: 1, y: 1, width: 30, height: 14), radius: 6)
        let inner = Path.circle(center: Point(x: 16, y: 8), radius: 3.5)
        let black = Color(red8: 0, green8: 0, blue8: 0, alpha: 0.8)
        let reused = try Canvas(width: 32, height: 16)
        reused.pushClip(outer)
        reused.pushClip(Rect(x: 0, y: 0, width: 16, height: 16))
        reused.popClip()
        reused.pushClip(inner)
        reused.popClip()
        reused.fill(.rect(Rect(x: 0, y: 0, width: 32, height: 16)), with: .solid(black))
        reused.popClip()
        let fresh = try Canvas(width: 32, height: 16)
        fresh.pushClip(outer)
        fresh.fill(.rect(Rect(x: 0, y: 0, width: 32, height: 16)), with: .solid(black))
        fresh.popClip()
        #expect(reused.bitmap == fresh.bitmap)
        // A second clip after the first was popped draws as on a fresh canvas.
        reused.pushClip(inner)
        reused.fill(.rect(Rect(x: 0, y: 0, width: 32, height: 16)), with: .solid(.white))
        reused.popClip()
        fresh.pushClip(inner)
        fresh.fill(.rect(Rect(x: 0, y: 0, width: 32, height: 16)), with: .solid(.white))
        fresh.popClip()
        #expect(reused.bitmap == fresh.bitmap)
    }

    @Test func roundedRectClipCutsTheCorners() throws {
        let canvas = try Canvas(width: 20, height: 20)
        canvas.pushClip(.roundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 8))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .solid(.black))
        canvas.popClip()
        #expect(canvas.bitmap[0, 0].alpha == 0)
        #expect(canvas.bitmap[10, 10].alpha == 255)
        #expect(canvas.bitmap[10, 0].alpha == 255)
        let edge = canvas.bitmap[2, 2].alpha
        #expect(edge > 0 && edge < 255)
    }
}

@Suite struct ShadowTests {
    @Test func blurredShadowIsCentredOnTheOffsetShapeAndFadesOut() throws {
        let canvas = try Canvas(width: 60, height: 60)
        canvas.drawShadow(of: .rect(Rect(x: 20, y: 20, width: 16, height: 16)), offset: Point(x: 2, y: 4), blur: 8, color: .black)
        let centre = canvas.bitmap[30, 32].alpha
        #expect(centre > 200)
        #expect(canvas.bitmap[30, 24 - 2].alpha < centre)
        #expect(canvas.bitmap[30, 2].alpha == 0)
        // The shadow's centre of mass is the shape's centre (28, 28) moved by the offset.
        var total = 0.0, sumX = 0.0, sumY = 0.0
        for y in 0..<60 {
            for x in 0..<60 {
                let a = Double(canvas.bitmap[x, y].alpha)
                total += a; sumX += a * (Double(x) + 0.5); sumY += a * (Double(y) + 0.5)
            }
        }
        #expect(abs(sumX / total - 30) < 0.1 && abs(sumY / total - 32) < 0.1)
        // Blurring preserves the silhouette's mass (16 × 16 × 255) up to rounding.
        #expect(abs(total - 256 * 255) < 256 * 255 / 50)
    }

    /// A blur wider than `Canvas.sigmaBlurredWhole` is blurred on a coarser grid: the edge of a
    /// wide rectangle's shadow still follows the Gaussian's integral, Φ(d / σ), as a full
    /// resolution blur's does, and 10,000-point radii (clamped to σ 1,000) blur a coarse grid, not
    /// 64 million pixels six times each.
    @Test func wideBlursFollowTheGaussianOnACoarserGrid() throws {
        let canvas = try Canvas(width: 800, height: 200)
        let sigma = 100.0
        canvas.drawShadow(of: .rect(Rect(x: 400, y: -2_000, width: 4_000, height: 4_200)), offset: Point(x: 0, y: 0), blur: 2 * sigma, color: .black)
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.squareRoot()) }
        for distance in stride(from: -250.0, through: 250, by: 50) {
            let x = Int(400 + distance)
            let measured = Double(canvas.bitmap[x, 100].alpha) / 255
            #expect(abs(measured - phi((Double(x) + 0.5 - 400) / sigma)) < 0.03, "at \(distance): \(measured)")
        }
        let busy = try Canvas(width: 300, height: 300)
        for index in 0..<20 {
            busy.drawShadow(of: .rect(Rect(x: Double(index), y: 0, width: 300, height: 300)), offset: Point(x: 0, y: 0), blur: 10_000, color: .black)
        }
        #expect(busy.bitmap[150, 150].alpha > 0)
    }

    @Test func boxWidthsMatchTheGaussianVariance() {
        // Below σ ≈ 2 odd box widths are too coarse to match; shadows that small barely blur.
        for sigma in [2.5, 6.0, 13.0] {
            let variance = BoxBlur.boxWidths(sigma: sigma).map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            #expect(abs(variance - sigma * sigma) / (sigma * sigma) < 0.15)
        }
    }
}

@Suite struct ImageTests {
    func checkerboard() throws -> Bitmap {
        var image = try Bitmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 where (x + y) % 2 == 0 { image[x, y] = PremultipliedPixel(.black) } }
        return image
    }

    @Test func drawingAtNaturalSizeCopiesPixels() throws {
        let image = try checkerboard()
        let canvas = try Canvas(width: 4, height: 4)
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(canvas.bitmap == image)
    }

    @Test func reducingAveragesTheArea() throws {
        let canvas = try Canvas(width: 2, height: 2)
        canvas.drawImage(try checkerboard(), in: Rect(x: 0, y: 0, width: 2, height: 2))
        // Each device pixel covers two black and two transparent pixels: 50% black.
        for y in 0..<2 { for x in 0..<2 { #expect(canvas.bitmap[x, y] == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 128)) } }
    }

    @Test func enlargingInterpolatesBilinearly() throws {
        var image = try Bitmap(width: 2, height: 1)
        image[0, 0] = PremultipliedPixel(.black)
        image[1, 0] = PremultipliedPixel(.white)
        let canvas = try Canvas(width: 8, height: 1)
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 8, height: 1))
        let reds = (0..<8).map { canvas.bitmap[$0, 0].red }
        #expect(reds.first == 0 && reds.last == 255)
        #expect(reds == reds.sorted())
        #expect(Set(reds).count >= 5, "a smooth ramp, not two blocks")
    }

    @Test func templateModeTintsTheAlpha() throws {
        let canvas = try Canvas(width: 4, height: 4)
        let blue = Color(red8: 0, green8: 0, blue8: 255)
        canvas.drawImage(try checkerboard(), in: Rect(x: 0, y: 0, width: 4, height: 4), tint: blue)
        #expect(canvas.bitmap[0, 0] == PremultipliedPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(canvas.bitmap[1, 0].alpha == 0)
    }
}
