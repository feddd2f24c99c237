import DesignTokens
import Testing
@testable import Rasterizer

/// A picture whose list starts by covering it in one opaque colour is started in that colour
/// (one pass over its pixels fewer): the pixels are those of the plain way, byte for byte.
@Suite struct CanvasPictureTests {
    static func plain(_ list: DisplayList, width: Int, height: Int, background: Color, transform: Transform) throws -> Bitmap {
        let canvas = try Canvas(width: width, height: height, background: background)
        canvas.transform = transform
        canvas.draw(list)
        return canvas.bitmap
    }

    @Test(arguments: [
        // Covers the picture exactly, with room to spare, only part of it, in a colour not opaque,
        // and off the pixel grid: only the first two start the canvas in their colour.
        (Rect(x: 0, y: 0, width: 60, height: 40), 1.0, true),
        (Rect(x: -5, y: -5, width: 80, height: 60), 1.0, true),
        (Rect(x: 0, y: 0, width: 59, height: 40), 1.0, false),
        (Rect(x: 0, y: 0, width: 60, height: 40), 0.5, false),
        (Rect(x: 0.25, y: 0, width: 60, height: 40), 1.0, false),
    ])
    func theSamePixelsEitherWay(rect: Rect, alpha: Double, startsInIt: Bool) throws {
        var list = DisplayList()
        list.fill(.rect(rect), with: .solid(Color(red: 0.9, green: 0.3, blue: 0.2, alpha: alpha)))
        list.fill(.roundedRect(Rect(x: 5, y: 5, width: 30, height: 20), radius: 6), with: .solid(Color(red: 0.1, green: 0.2, blue: 0.8, alpha: 0.7)))
        let transform = Transform(scale: 2)
        #expect((list.openingBackground(width: 120, height: 80, transform: transform) != nil) == startsInIt)
        let quick = try Canvas.picture(of: list, width: 120, height: 80, background: .white, transform: transform)
        let plain = try Self.plain(list, width: 120, height: 80, background: .white, transform: transform)
        #expect(quick.withUnsafePixels { Array($0) } == plain.withUnsafePixels { Array($0) })
    }
}
