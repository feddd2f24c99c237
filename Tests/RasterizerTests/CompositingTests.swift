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
