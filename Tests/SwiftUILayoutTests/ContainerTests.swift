import Components
import Foundation
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// Scroll views at full length, lazy stacks, grids, dividers and buttons with their styles.
@Suite struct ContainerTests {
    /// A snapshot shows a scroll view's content at full length: the content is proposed nothing
    /// along the scrolling axis, the scroll view takes the width proposed.
    @Test func aScrollViewIsAsLongAsItsContent() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { _ in Color.red.frame(height: 50) }
            }
        }
        let laidOut = layOut(view, in: ProposedViewSize(width: 393, height: 852))
        #expect(laidOut.frame.size == CGSize(width: 393, height: 1500))
        #expect(laidOut.all.filter { $0.kind == "Color" }.last?.frame == CGRect(x: 0, y: 1450, width: 393, height: 50))
    }

    /// Apple's documentation of `LazyVStack`: it takes the width offered; each child sits at its
    /// ideal height, aligned across.
    @Test func aLazyStackTakesTheWidthAndDrawsEveryChild() {
        let view = LazyVStack(alignment: .leading, spacing: 4) {
            ForEach(0..<100) { index in Color.blue.frame(width: CGFloat(10 + index), height: 20) }
        }
        let laidOut = layOut(view, in: ProposedViewSize(width: 300, height: 600))
        #expect(laidOut.frame.size == CGSize(width: 300, height: 100 * 20 + 99 * 4))
        #expect(laidOut.all.filter { $0.kind == "Color" }.count == 100)
        #expect(laidOut.all.filter { $0.kind == "Color" }.allSatisfy { $0.frame.minX == 0 })
    }

    /// Apple's documentation of `Grid`: a column is as wide as its widest cell, a row as tall as
    /// its tallest, 8 points between them by default; each cell centred in its place.
    @Test func aGridSizesColumnsAndRowsByTheirLargestCells() {
        let view = Grid {
            GridRow {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 30, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 20, height: 10)
                Color.gray.frame(width: 10, height: 10)
            }
        }
        let laidOut = layOut(view, in: .unspecified)
        #expect(laidOut.frame.size == CGSize(width: 58, height: 38))
        #expect(laidOut.all.filter { $0.kind == "Color" }.map(\.frame) == [
            CGRect(x: 5, y: 5, width: 10, height: 10), CGRect(x: 28, y: 0, width: 30, height: 20),
            CGRect(x: 0, y: 28, width: 20, height: 10), CGRect(x: 38, y: 28, width: 10, height: 10),
        ])
    }

    /// A divider runs across its stack, one pixel thick at the display's scale.
    @Test func aDividerIsAHairlineAcrossItsStack() {
        let column = VStack(spacing: 0) {
            Color.red.frame(height: 10)
            Divider()
            Color.blue.frame(height: 10)
        }.frame(width: 100)
        #expect(layOut(column, in: .unspecified).all.first { $0.kind == "Divider" }?.frame == CGRect(x: 0, y: 10, width: 100, height: 0.5))
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10)
            Divider()
        }.frame(height: 30)
        #expect(layOut(row, in: .unspecified).all.first { $0.kind == "Divider" }?.frame.size == CGSize(width: 0.5, height: 30))
    }

    /// A team's button style, with its pressed look shown as a state.
    struct PillStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(configuration.isPressed ? 14 : 12)
                .background(Capsule().fill(.green))
        }
    }

    @Test func aButtonIsDrawnByItsStyleAndItsPressedStateIsShown() throws {
        let plain = layOut(Button("Book") {}, in: .unspecified)
        let text = try #require(plain.all.first { $0.kind == "Text" })
        let styled = layOut(Button("Book") {}.buttonStyle(PillStyle()), in: .unspecified)
        #expect(styled.frame.size == CGSize(width: text.frame.width + 24, height: text.frame.height + 24))
        let pressed = layOut(Button("Book") {}.buttonStyle(PillStyle()).environment(\.buttonIsPressed, true), in: .unspecified)
        #expect(pressed.frame.size == CGSize(width: text.frame.width + 28, height: text.frame.height + 28))
        // The default style draws the title in system blue (0, 136, 255): its full-strength ink is
        // that blue, never black.
        let bitmap = try ComponentRenderer(traits: RenderTraits(scale: 2)).bitmap(of: HostingView(rootView: Button("Book") {}), layout: .sizeThatFits)
        var darkest = PremultipliedPixel(red: 255, green: 255, blue: 255, alpha: 255)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where Int(bitmap[x, y].red) + Int(bitmap[x, y].green) < Int(darkest.red) + Int(darkest.green) { darkest = bitmap[x, y] }
        }
        #expect(darkest == PremultipliedPixel(red: 0, green: 136, blue: 255, alpha: 255), "\(darkest)")
    }
}
