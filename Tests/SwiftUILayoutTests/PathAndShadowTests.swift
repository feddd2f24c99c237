import Components
import Foundation
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// This file imports Rasterizer for its pixels, whose `Path` is the rasterizer's: SwiftUI's is meant.
typealias Path = BentoSwiftUI.Path
typealias StrokeStyle = BentoSwiftUI.StrokeStyle

/// A team's own shapes, paths, stroke styles and shadows.
@Suite struct PathAndShadowTests {
    static let white = EffectTests.white
    static let black = PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255)

    /// Apple's `Shape` documentation example: a triangle whose `path(in:)` draws three lines in the
    /// rectangle it is given (the shape's own coordinates: its frame at the origin).
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            return path
        }
    }

    @Test func aTeamsShapeIsFilledStrokedAndClippedToLikeTheBuiltInOnes() throws {
        let filled = try EffectTests.bitmap(Triangle().fill(Color.black).frame(width: 40, height: 40).padding(10))
        #expect(filled[30, 45] == Self.black && filled[12, 12] == Self.white && filled[48, 12] == Self.white, "inside the triangle, not its corners")
        let foreground = try EffectTests.bitmap(Triangle().frame(width: 40, height: 40).foregroundColor(.black))
        #expect(foreground[20, 35] == Self.black, "a shape's body fills it with the foreground colour")
        let clipped = try EffectTests.bitmap(Color.black.frame(width: 40, height: 40).clipShape(Triangle()))
        #expect(clipped[20, 35] == Self.black && clipped[2, 2] == Self.white)
        let stroked = try EffectTests.bitmap(Triangle().stroke(Color.black, style: StrokeStyle(lineWidth: 4, lineJoin: .round)).frame(width: 40, height: 40).padding(4))
        #expect(stroked[24, 43] == Self.black && stroked[24, 30] == Self.white, "the outline, not the inside")
        #expect(layOut(Triangle(), in: ProposedViewSize(width: 30, height: 20)).frame.size == CGSize(width: 30, height: 20))
    }

    /// A path view draws in its own coordinates; `addArc`'s `clockwise` is SwiftUI's flipped one
    /// (Apple, `Path.addArc(center:radius:startAngle:endAngle:clockwise:)`): from 0° to 90° with
    /// `clockwise: false` is the quarter below the centre on the screen.
    @Test func aPathDrawsWhereItsPointsAre() throws {
        var pie = Path()
        pie.move(to: CGPoint(x: 20, y: 20))
        pie.addArc(center: CGPoint(x: 20, y: 20), radius: 18, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        pie.closeSubpath()
        let bitmap = try EffectTests.bitmap(pie.fill(Color.black).frame(width: 40, height: 40))
        #expect(bitmap[28, 28] == Self.black && bitmap[28, 12] == Self.white && bitmap[12, 28] == Self.white, "the bottom right quarter")
        #expect(pie.boundingRect.minX == 20 && pie.boundingRect.maxY > 37)
        let built = Path { path in path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5)); path.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10)) }
        #expect(built.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 5).boundingRect.width == 20)
    }

    /// `shadow(color:radius:x:y:)`: a card's shape casts a blurred shadow below it, moved by `y`;
    /// its size does not change.
    @Test func aShadowFallsUnderTheCard() throws {
        let card = RoundedRectangle(cornerRadius: 8).fill(Color.white).frame(width: 60, height: 30).shadow(color: .black.opacity(0.5), radius: 4, y: 6)
        #expect(layOut(card, in: .unspecified).frame.size == CGSize(width: 60, height: 30))
        let bitmap = try EffectTests.bitmap(card.padding(20))
        #expect(bitmap[50, 35] == Self.white, "the card itself")
        #expect(bitmap[50, 53].red < 235, "under its bottom edge, the shadow: \(bitmap[50, 53])")
        #expect(bitmap[50, 12] == Self.white || bitmap[50, 12].red > bitmap[50, 53].red, "above it, little or none")
    }

    /// Apple, `scaleEffect(_:anchor:)`: the drawing is scaled about the anchor, the frame stays.
    /// A pressed style's `0.5` draws a 40-point square as 20 points in the middle; text is
    /// scaled with it.
    @Test func aScaleEffectScalesTheDrawingNotTheFrame() throws {
        let square = Color.black.frame(width: 40, height: 40).scaleEffect(0.5)
        #expect(layOut(square, in: .unspecified).frame.size == CGSize(width: 40, height: 40))
        let bitmap = try EffectTests.bitmap(square)
        #expect(bitmap[20, 20] == Self.black && bitmap[5, 5] == Self.white && bitmap[11, 20] == Self.black && bitmap[8, 20] == Self.white)
        let corner = try EffectTests.bitmap(Color.black.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading))
        #expect(corner[5, 5] == Self.black && corner[25, 25] == Self.white)
        func inkWidth(_ scale: CGFloat) throws -> Int {
            let text = try EffectTests.bitmap(Text("Scaled").scaleEffect(scale).frame(width: 200, height: 60))
            var columns = Set<Int>()
            for y in 0..<text.height { for x in 0..<text.width where text[x, y].red < 128 { columns.insert(x) } }
            return (columns.max() ?? 0) - (columns.min() ?? 0)
        }
        let plain = try inkWidth(1), doubled = try inkWidth(2)
        #expect(abs(Double(doubled) - 2 * Double(plain)) <= 3, "\(plain) → \(doubled)")
    }

    /// `RoundedCornerStyle.continuous`, SwiftUI's default (Apple, `RoundedRectangle.init(cornerRadius:style:)`):
    /// the curve leaves the straight edge sooner than a quarter circle's (1.6 times the radius from
    /// the corner, Figma's 60 % smoothing that matches iOS) and meets it on the diagonal; a capsule
    /// stays a capsule.
    @Test func continuousCornersLeaveTheEdgeSooner() throws {
        func picture(_ style: RoundedCornerStyle) throws -> Bitmap {
            try ComponentRenderer(traits: RenderTraits(scale: 4)).bitmap(
                of: HostingView(rootView: ZStack { Color.white; RoundedRectangle(cornerRadius: 20, style: style).fill(Color.black).frame(width: 100, height: 60) }),
                layout: .sizeThatFits)
        }
        let continuous = try picture(.continuous), circular = try picture(.circular)
        // 20 points from the corner along the top edge, the top quarter point: the quarter circle
        // starts there and still covers it, the continuous curve has left the edge already.
        let (x, y) = ((100 - 20) * 4, 0)
        #expect(circular[x, y].red < 16 && continuous[x, y].red > 128, "\(circular[x, y]) \(continuous[x, y])")
        // Far along the edge both are straight; on the diagonal both pass the same point.
        #expect(continuous[200, 2] == Self.black && circular[200, 2] == Self.black)
        let diagonal = Int((100 - 20 + 20 * 0.7071 - 1) * 4), up = Int((20 - 20 * 0.7071 + 1) * 4)
        #expect(continuous[diagonal, up] == Self.black && circular[diagonal, up] == Self.black)
        try Data(continuous.pngData()).write(to: FileManager.default.temporaryDirectory.appendingPathComponent("continuous-corners.png"))
        let capsule = try ComponentRenderer(traits: RenderTraits(scale: 2)).bitmap(of: HostingView(rootView: Capsule().fill(Color.black).frame(width: 80, height: 30)), layout: .sizeThatFits)
        let circleCapsule = try ComponentRenderer(traits: RenderTraits(scale: 2)).bitmap(of: HostingView(rootView: RoundedRectangle(cornerRadius: 15, style: .circular).fill(Color.black).frame(width: 80, height: 30)), layout: .sizeThatFits)
        #expect(capsule == circleCapsule)
    }
}
