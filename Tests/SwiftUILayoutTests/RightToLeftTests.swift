import Components
import Foundation
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// Right to left, SwiftUI mirrors the layout: leading is the right edge (Apple's documentation of
/// `LayoutDirection.rightToLeft`, `HorizontalAlignment.leading` and `Edge.Set.leading`), so an
/// `HStack` runs from the right and leading padding is on the right; text and pictures are not
/// flipped.
@Suite struct RightToLeftTests {
    static let rightToLeft = RenderEnvironment(traits: RenderTraits(layoutDirection: .rightToLeft))

    /// A view hosted at its own size (or `width`), in a direction, as the tools lay it out.
    static func tree(_ view: some View, width: Double? = nil, environment: RenderEnvironment) throws -> LaidOutNode {
        let host = HostingView(rootView: view)
        let size = try host.sizeThatFits(width: width, in: environment)
        return try host.laidOut(in: Frame(x: 0, y: 0, width: width ?? size.width, height: size.height), environment: environment)
    }

    @Test func anHStackRunsFromTheRightAndLeadingIsTheRightEdge() throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
        .padding(.leading, 5)
        .frame(width: 100, alignment: .leading)
        let tree = try Self.tree(row, environment: Self.rightToLeft)
        let colors = tree.all.filter { $0.kind == "Color" }.map(\.frame)
        #expect(colors == [CGRect(x: 85, y: 0, width: 10, height: 10), CGRect(x: 65, y: 0, width: 20, height: 10)], "\(colors)")
        let leftToRight = try Self.tree(row, environment: RenderEnvironment()).all.filter { $0.kind == "Color" }.map(\.frame)
        #expect(leftToRight == [CGRect(x: 5, y: 0, width: 10, height: 10), CGRect(x: 15, y: 0, width: 20, height: 10)])
    }

    @Test func textIsMovedWithItsFrameNotFlipped() throws {
        let text = Text(verbatim: "Rb").font(.system(size: 30))
        let framed = text.frame(width: 120, alignment: .leading)
        func picture(_ environment: RenderEnvironment) throws -> Bitmap {
            try ComponentRenderer(environment: environment).bitmap(of: HostingView(rootView: framed), layout: .sizeThatFits)
        }
        let ltr = try picture(RenderEnvironment())
        let rtl = try picture(Self.rightToLeft)
        // The ink's columns: at the left edge left to right, at the right edge right to left, and
        // the same glyphs (not mirrored) in both.
        func inkColumns(_ bitmap: Bitmap) -> [Int] {
            (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { bitmap[x, $0].alpha > 0 && bitmap[x, $0].red < 128 } }
        }
        let left = inkColumns(ltr)
        let right = inkColumns(rtl)
        #expect(left.first ?? 99 < 20 && right.last ?? 0 > ltr.width - 20, "\(left.first ?? -1) \(right.last ?? -1)")
        // The same glyphs the same way round, moved (by a fraction of a pixel too, so a column at
        // a glyph's edge may differ); flipped, "Rb" would put the bowl's gap at the other end.
        let shift = (right.first ?? 0) - (left.first ?? 0)
        let moved = Set(left.map { $0 + shift })
        #expect(moved.symmetricDifference(right).count <= 2, "the glyphs are drawn the same way round: \(left) \(right)")
        let flipped = Set(left.map { (left.last ?? 0) + (right.first ?? 0) - $0 })
        #expect(flipped.symmetricDifference(right).count > 2)
    }

    @Test func aBentoComponentInsideKeepsItsOwnRightToLeftLayout() throws {
        let view = HStack(spacing: 0) {
            ComponentView(UI.Label(text: "Hi", style: Theme.light.typography.body1))
            Spacer()
        }
        .frame(width: 200)
        let tree = try Self.tree(view, width: 200, environment: Self.rightToLeft)
        let label = try #require(tree.all.first { $0.record.frame.width < 200 && $0.kind != "Spacer" && $0.record.frame.width > 0 && $0.kind != "HStack" })
        #expect(label.frame.maxX == 200, "the label is at the leading, right, edge: \(label.frame)")
    }

    /// SF Symbols' directional symbols (chevrons, arrows) point the other way right to left;
    /// the others are drawn as they are.
    @Test func aChevronPointsTheOtherWayRightToLeft() throws {
        /// Where the symbol's top arm starts, as a share of the picture's width.
        func topInk(_ name: String, _ environment: RenderEnvironment) throws -> Double {
            let bitmap = try ComponentRenderer(environment: environment).bitmap(of: HostingView(rootView: Image(systemName: name).font(.system(size: 40))), layout: .sizeThatFits)
            let row = try #require((0..<bitmap.height).first { y in (0..<bitmap.width).contains { bitmap[$0, y].red < 128 } })
            let columns = (0..<bitmap.width).filter { bitmap[$0, row].red < 128 }
            return Double(columns.reduce(0, +)) / Double(columns.count) / Double(bitmap.width)
        }
        // ">" starts at the top left; "<" at the top right.
        #expect(try topInk("chevron.right", RenderEnvironment()) < 0.5)
        #expect(try topInk("chevron.right", Self.rightToLeft) > 0.5)
        #expect(abs(try topInk("chevron.right", RenderEnvironment()) + topInk("chevron.right", Self.rightToLeft) - 1) < 0.05)
        #expect(abs(try topInk("star", RenderEnvironment()) - topInk("star", Self.rightToLeft)) < 0.02)
    }
}
