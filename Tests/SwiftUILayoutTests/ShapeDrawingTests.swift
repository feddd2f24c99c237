import Components
import Foundation
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// Shapes filled with colours and gradients, stroked on and inside their outlines.
@Suite struct ShapeDrawingTests {
    static func bitmap<V: View>(_ view: V) throws -> Bitmap { try EffectTests.bitmap(view) }
    static let white = EffectTests.white
    static let black = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255)

    @Test func ellipsesAndUnevenCornersFollowTheirOutlines() throws {
        let ellipse = try Self.bitmap(Ellipse().fill(Color.black).frame(width: 40, height: 20))
        #expect(ellipse[20, 10] == Self.black && ellipse[1, 1] == Self.white && ellipse[38, 18] == Self.white)
        let uneven = try Self.bitmap(UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 10).fill(Color.black).frame(width: 30, height: 30))
        #expect(uneven[0, 0] == Self.white && uneven[29, 0] == Self.black && uneven[0, 29] == Self.black && uneven[29, 29] == Self.white)
    }

    /// Apple's documentation: `stroke` is centred on the outline (half of it outside the frame),
    /// `strokeBorder` inside it.
    @Test func aStrokeIsCentredOnTheOutlineAndABorderStrokeInsideIt() throws {
        let centred = try Self.bitmap(Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 20, height: 20).padding(4))
        #expect(centred[3, 12] == Self.black && centred[5, 12] == Self.black && centred[7, 12] == Self.white)
        let inside = try Self.bitmap(Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 20, height: 20).padding(4))
        #expect(inside[3, 12] == Self.white && inside[4, 12] == Self.black && inside[7, 12] == Self.black && inside[8, 12] == Self.white)
    }

    /// A linear gradient from leading to trailing: the leading edge is the first colour, the
    /// trailing the last, the middle between them.
    @Test func aLinearGradientRunsBetweenItsUnitPoints() throws {
        let view = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: UnitPoint(x: 1, y: 0.5)).frame(width: 100, height: 10)
        let bitmap = try Self.bitmap(view)
        #expect(bitmap[0, 5].red < 8 && bitmap[99, 5].red > 247 && (118...138).contains(Int(bitmap[50, 5].red)), "\(bitmap[0, 5]) \(bitmap[50, 5]) \(bitmap[99, 5])")
        let filled = try Self.bitmap(Capsule().fill(RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 20)).frame(width: 40, height: 40))
        #expect(filled[20, 20].red < 16 && filled[0, 0] == Self.white)
    }
}
