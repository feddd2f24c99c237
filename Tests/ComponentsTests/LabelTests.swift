import DesignTokens
import Layout
import Rasterizer
import Testing
@testable import Components

@Suite struct LabelTests {
    let environment = RenderEnvironment(traits: RenderTraits(theme: .light, scale: 2))

    @Test func measuresWithInterAndTheTokenLineHeight() throws {
        let style = Typography.standard.body1
        let size = try UI.Label(text: "Hello", style: style).sizeThatFits(width: nil, in: environment)
        let face = try FontRegistry.standard.face(family: "Inter")
        // Rounded up to whole points, as UILabel's intrinsic size is.
        #expect(size.width == face.shape("Hello", size: style.size).advance.rounded(.up))
        #expect(size.height == style.lineHeight)
        #expect(size.width > 30 && size.width < 60)
    }

    @Test func emptyTextHasNoSize() throws {
        // As UILabel: an empty label's intrinsic size is zero in both directions.
        let size = try UI.Label(text: "").sizeThatFits(width: nil, in: environment)
        #expect(size == Size(width: 0, height: 0))
    }

    @Test func wrapsWhenTheLineLimitAllowsAndGrowsInHeight() throws {
        let text = "A label long enough to need more than one line at this width"
        let single = try UI.Label(text: text).sizeThatFits(width: 120, in: environment)
        let wrapped = try UI.Label(text: text).numberOfLines(0).sizeThatFits(width: 120, in: environment)
        #expect(single.height == 22)
        #expect(wrapped.height >= 3 * 22)
        #expect(wrapped.width <= 120)
    }

    @Test func drawsOneRunOfTextInTheTokenColour() throws {
        let label = UI.Label(text: "Hi", color: Theme.light.colors.error)
        var list = DisplayList()
        try label.render(in: Frame(x: 4, y: 4, width: 40, height: 22), environment: environment, into: &list)
        #expect(list.commands.count == 1)
        guard let first = list.commands.first, case .text(let text, _, let origin, let color) = first else {
            Issue.record("expected a text command"); return
        }
        #expect(text.glyphs.count == 2)
        #expect(color == Theme.light.colors.error)
        #expect(origin.x == 4)
        #expect(origin.y > 4 + 11 && origin.y < 4 + 22, "the baseline sits in the lower part of the line")
    }

    @Test func anUnregisteredFamilyIsATypedError() {
        let style = TextStyle(family: "No Such Family", size: 12)
        #expect(throws: RenderError.font(.notRegistered(family: "No Such Family", weight: 400, isItalic: false))) {
            try UI.Label(text: "x", style: style).sizeThatFits(width: nil, in: environment)
        }
    }

    @Test func paddingAddsToTheFittingSize() throws {
        let label = UI.Label(text: "Hello")
        let plain = try label.sizeThatFits(width: nil, in: environment)
        let padded = try label.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).sizeThatFits(width: nil, in: environment)
        #expect(padded.width == plain.width + 6)
        #expect(padded.height == plain.height + 4)
    }

    @Test func rendererRefusesUnusableLayouts() {
        let renderer = ComponentRenderer()
        #expect(throws: RenderError.self) { try renderer.bitmap(of: UI.Label(text: "x"), layout: .width(0)) }
        #expect(throws: RenderError.self) { try renderer.bitmap(of: UI.Label(text: "x"), layout: .fixed(width: .infinity, height: 3)) }
    }
}
