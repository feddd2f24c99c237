import CatalogueTesting
import Components
import DesignTokens
import ImageSnapshots
import Layout
import Rasterizer
import Testing

/// Each modifier on the same small card, so its effect on pixels is visible side by side with
/// `plain`, compared with `Snapshots/ModifierSnapshotTests/`.
@Suite struct ModifierSnapshotTests {
    static let theme = Theme.light
    static let traits = RenderTraits(theme: theme, scale: 2)
    static var card: UI.Stack {
        let items: [(any Renderable)?] = [
            UI.Image(iconNamed: "favorite").tintColor(theme.colors.error).width(24).height(24),
            UI.Label(text: "Modifiers", style: theme.typography.subhead),
        ]
        return items.stack(axis: .horizontal, spacing: 8, layoutMargins: 12, alignment: .center)
    }

    @Test func plain() { assertSnapshot(of: Self.card.padding(8), traits: Self.traits) }

    @Test func backgroundColorAndCornerRadius() {
        assertSnapshot(of: Self.card.backgroundColor(Self.theme.colors.surface).cornerRadius(12).padding(8), traits: Self.traits)
    }

    @Test func border() {
        assertSnapshot(of: Self.card.border(Self.theme.colors.primary, width: 2, cornerRadius: 12).padding(8), traits: Self.traits)
    }

    @Test func shadow() {
        let card = Self.card.backgroundColor(.white).cornerRadius(12).shadow(radius: 6, y: 3, cornerRadius: 12)
        assertSnapshot(of: card.padding(16), traits: Self.traits)
    }

    @Test func opacity() {
        assertSnapshot(of: Self.card.backgroundColor(Self.theme.colors.primary).opacity(0.5).padding(8), traits: Self.traits)
    }

    @Test func overlayAndBackground() {
        let badge = UI.View().backgroundColor(Self.theme.colors.error).cornerRadius(5).width(10).height(10)
        let card = Self.card
            .background(UI.View().backgroundColor(Self.theme.colors.surface))
            .overlay([UI.Spacer(), badge].stack(axis: .horizontal, alignment: .leading))
        assertSnapshot(of: card.padding(8), traits: Self.traits)
    }

    @Test func frameModifiers() {
        let image = UI.Image(iconNamed: "info").tintColor(Self.theme.colors.primary)
        let row: [(any Renderable)?] = [
            image.width(40).height(40),
            image.requiredWidth(16).requiredHeight(16),
            UI.View().backgroundColor(Self.theme.colors.secondary).width(30).aspectRatio(2),
            UI.Label(text: "tall").backgroundColor(Self.theme.colors.surface).minHeight(60),
        ]
        assertSnapshot(of: row.stack(axis: .horizontal, spacing: 8, layoutMargins: 8, alignment: .center), traits: Self.traits)
    }

    @Test func textModifiers() {
        let label = UI.Label(text: "Text modifiers set font, colour, alignment, line breaks and line count in one place.")
            .font(Self.theme.typography.body2.weight(.semibold))
            .textColor(Self.theme.colors.secondary)
            .textAlignment(.center)
            .lineBreakMode(.byTruncatingMiddle)
            .numberOfLines(2)
        assertSnapshot(of: label.padding(8), layout: .width(220), traits: Self.traits)
    }

    @Test func imageModes() {
        let bitmap = Self.checkerboard()
        let row: [(any Renderable)?] = [
            UI.Image(image: bitmap).scaledToFit().backgroundColor(Self.theme.colors.surface).width(48).height(32),
            UI.Image(image: bitmap).scaledToFill().backgroundColor(Self.theme.colors.surface).width(48).height(32),
            UI.Image(image: bitmap.withRenderingMode(.alwaysTemplate)).tintColor(Self.theme.colors.primary).width(32).height(32),
            UI.Image(image: bitmap).renderingMode(template: false).width(32).height(32),
        ]
        assertSnapshot(of: row.stack(axis: .horizontal, spacing: 8, layoutMargins: 8), traits: Self.traits)
    }

    @Test func hiddenAndAccessibilityChangeNoPixels() throws {
        let renderer = ComponentRenderer(traits: Self.traits)
        let plain = try renderer.bitmap(of: Self.card)
        #expect(try renderer.bitmap(of: Self.card.accessibility(label: "Card").accessibility(identifier: "card").didTap {}) == plain)
        let withHidden: [(any Renderable)?] = [Self.card, UI.Label(text: "gone").isHidden()]
        #expect(try renderer.bitmap(of: withHidden.stack(axis: .vertical)) == plain)
    }

    /// A 16 × 16 two-colour checkerboard, half of it transparent.
    static func checkerboard() -> Bitmap {
        var bytes: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 {
                let dark = (x / 4 + y / 4) % 2 == 0
                bytes += dark ? [0x1F, 0x5F, 0xD6, 0xFF] : [0, 0, 0, 0]
            }
        }
        return try! Bitmap(width: 16, height: 16, premultipliedBytes: bytes)
    }
}
