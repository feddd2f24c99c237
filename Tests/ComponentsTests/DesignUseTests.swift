import Components
import DesignTokens
import Testing

/// Laid-out nodes name the design values they drew with, traced through modifiers, composed
/// components and the Design Library, and none of it changes what is drawn.
@Suite struct DesignUseTests {
    let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))

    struct Tag: ComposedComponent {
        var theme: Theme
        var body: some Renderable {
            UI.Label(text: "Tag", style: theme.typography.caption.weight(.bold), color: theme.colors.onPrimary)
                .padding(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
                .backgroundColor(theme.colors.primary)
                .cornerRadius(theme.radii.small)
        }
    }

    @Test func modifiersAndLabelsTraceTheirTokens() throws {
        let nodes = try renderer.layoutNodes(of: Tag(theme: .light), layout: .sizeThatFits)
        let uses = nodes.flatMap(\.designUses).map(\.description)
        #expect(uses.contains { $0.hasPrefix("background ") && $0.hasSuffix("color.primary (light)") }, "\(uses)")
        #expect(uses.contains { $0.hasPrefix("text ") && $0.hasSuffix("color.onPrimary (light)") }, "\(uses)")
        #expect(uses.contains { $0.hasPrefix("font ") && $0.hasSuffix("typography.caption (light), weight bold") }, "\(uses)")
        // Lengths carry the line that gave them.
        #expect(uses.contains("radius \(Int(Theme.light.radii.small)) literal at ComponentsTests/DesignUseTests.swift:16"), "\(uses)")
        #expect(uses.contains("padding 2 8 2 8 literal at ComponentsTests/DesignUseTests.swift:14"), "\(uses)")
    }

    @Test func aHandTypedColourIsALiteralWithItsLine() throws {
        let nodes = try renderer.layoutNodes(of: UI.Label(text: "x").backgroundColor(Color(red8: 0x1F, green8: 0x5F, blue8: 0xD7)), layout: .sizeThatFits)
        let background = try #require(nodes.flatMap(\.designUses).first { $0.property == "background" })
        #expect(background.origin?.source == .literal(fileID: "ComponentsTests/DesignUseTests.swift", line: 32))
    }

    @Test func tracingChangesNoPixel() throws {
        let traced = Tag(theme: .light)
        let primary = Theme.light.colors.primary
        var untraced = Theme.light
        untraced.colors.primary = Color(red: primary.red, green: primary.green, blue: primary.blue, alpha: primary.alpha)
        let a = try renderer.bitmap(of: traced, layout: .sizeThatFits)
        let b = try renderer.bitmap(of: Tag(theme: untraced), layout: .sizeThatFits)
        #expect(a == b)
    }

    /// Issue 77: a use's property is a value, and a length use keeps its numbers (they were parsed
    /// back from `8 16 8 16`).
    @Test func propertiesAreValuesAndLengthsKeepTheirNumbers() {
        let padding = DesignUse.padding(EdgeInsets(top: 8, leading: 16.25, bottom: 8, trailing: 16.25))
        #expect(padding.designProperty == .padding && padding.designProperty.isLength && !padding.designProperty.isColor)
        #expect(padding.value == "8 16.25 8 16.25" && padding.lengths == [8, 16.25, 8, 16.25])
        #expect(DesignUse.padding(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)).lengths == [4])
        #expect(DesignUse.length(.radius, 10).lengths == [10])
        // By name, as a team's code or a record writes it, the same property.
        #expect(DesignUse.length("radius", 10) == DesignUse.length(.radius, 10))
        #expect(DesignUse.color("fill", .black).designProperty == .fill && DesignProperty.fill.isColor)
        #expect(DesignUse(property: "spacing", value: "12").lengths == [12], "a use made from a string is read from its value")
        #expect(DesignUse(property: "knob", value: "#FFFFFFFF").designProperty.description == "knob")
        #expect(DesignUse.color(.background, .white).lengths.isEmpty)
    }

    @Test func aUseIsItsValueNotItsText() throws {
        let nodes = try renderer.layoutNodes(of: Tag(theme: .light), layout: .sizeThatFits)
        let uses = nodes.flatMap(\.designUses)
        let background = try #require(uses.first { $0.designProperty == .background })
        #expect(background.designValue == .color(Theme.light.colors.primary))
        let padding = try #require(uses.first { $0.designProperty == .padding })
        #expect(padding.designValue == .insets(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)))
        #expect(padding.lengths == [2, 8, 2, 8])
        let radius = try #require(uses.first { $0.designProperty == .radius })
        #expect(radius.designValue == .length(Theme.light.radii.small))
        let font = try #require(uses.first { $0.designProperty == .font })
        #expect(font.designValue == .textStyle(Theme.light.typography.caption.weight(.bold)))
        // A use written as text (a team's own, a record read back) stays text.
        let written = DesignUse(property: "spacing", value: "4 12")
        #expect(written.designValue == .written("4 12") && written.lengths == [4, 12])
    }
}
