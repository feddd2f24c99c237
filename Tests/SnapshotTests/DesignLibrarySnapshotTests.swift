import CatalogueTesting
import Components
import DesignTokens
import Foundation
import ImageSnapshots
import Layout
import Rasterizer
import Testing

/// Every Design Library factory in light and dark, at two content sizes and two widths, and the
/// proof that factories draw with tokens only.
@Suite struct DesignLibrarySnapshotTests {
    /// Every factory once, with long texts where the design must wrap or truncate.
    static func factories(_ builder: DesignLibrary.ComponentsBuilder) -> [(String, AnyRenderable)] {
        let icons = builder.tokens.icons
        return [
            ("row1", builder.row1(title: "Repeat prescriptions")),
            ("row2", builder.row2(title: "Dr Ada Lovelace", detail: "General practitioner · available today from 2 pm")),
            ("row3", builder.row3(title: "Collection", detail: "Pick up your medicine from a pharmacy near you, usually the same day",
                                  image: Icon(template: icons.image(.pharmacy)), didTap: {})),
            ("banner", builder.banner(description: "Your prescription is ready to collect", leadingIcon: icons.image(.info),
                                      trailingIcon: icons.image(.close))),
            ("primaryButton", builder.primaryButton(title: "Continue")),
            ("secondaryButton", builder.secondaryButton(title: "Not now", isEnabled: false)),
            ("loader", builder.loader()),
            ("input", builder.input(title: "Email", placeholder: "you@example.com")),
            ("sectionHeader", builder.sectionHeader(title: "Your appointments")),
            ("emptySpace", builder.emptySpace(height: 16)),
            ("toggleRow", builder.toggleRow(title: "Remind me the day before each appointment", isOn: true)),
            ("card", builder.card(title: "Delivery", description: "Delivered to your door in a plain box, usually within two working days.",
                                  image: icons.image(.delivery))),
            ("avatar", builder.avatar(initials: "AL")),
        ]
    }

    static func sheet(_ builder: DesignLibrary.ComponentsBuilder) -> UI.Stack {
        factories(builder).map(\.1).stack(axis: .vertical, spacing: 1)
    }

    @Test(arguments: ["light", "dark"], [ContentSizeCategory.large, .accessibilityExtraLarge])
    func everyFactory(themeName: String, contentSize: ContentSizeCategory) {
        let theme = themeName == "dark" ? Theme.dark : Theme.light
        for width in [320.0, 393.0] {
            let traits = RenderTraits(theme: theme, scale: 2, contentSize: contentSize)
            let builder = DesignLibrary(configuration: .init(theme: theme)).componentsBuilder(traits: traits)
            assertSnapshot(of: Self.sheet(builder), layout: .width(width), traits: traits, named: "factories-\(Int(width))")
        }
    }

    @Test func confirmationModal() {
        let traits = RenderTraits(theme: .light, scale: 2)
        let library = DesignLibrary(configuration: .init(theme: .light))
        let behind = Self.sheet(library.componentsBuilder(traits: traits)).asAnyRenderable()
        let modal = library.viewControllerBuilder(traits: traits).confirmationModal(
            title: "Cancel the appointment?", description: "Dr Lovelace will be told, and the slot offered to someone else.",
            acceptButtonTitle: "Cancel it", declineButtonTitle: "Keep it", over: behind)
        assertSnapshot(of: modal, layout: .device(.iPhone8), traits: traits)
    }

    /// A second token set with other colours, another font family and other spacing and radii.
    static func otherTheme() throws -> Theme {
        let data = try #require(Theme.builtInTokens(named: "light"))
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var colors = json["color"] as! [String: Any]
        let replacements = [
            "primary": "#8E24AA", "secondary": "#F4511E", "background": "#FFF8E1", "surface": "#FFECB3", "textPrimary": "#3E2723",
            "textSecondary": "#795548", "separator": "#BCAAA4", "error": "#D50000", "warning": "#FF6D00", "success": "#00C853",
            "overlay": "#3E272380", "white": "#FFFDE7",
        ]
        for (key, value) in replacements { colors[key] = ["$value": value] }
        json["color"] = colors
        json["font"] = ["family": ["$type": "fontFamily", "text": ["$value": "DejaVu Sans"]]]
        json["spacing"] = ["$type": "dimension", "extraSmall": ["$value": "6px"], "small": ["$value": "10px"],
                           "medium": ["$value": "20px"], "large": ["$value": "28px"], "extraLarge": ["$value": "40px"]]
        json["radius"] = ["$type": "dimension", "small": ["$value": "2px"], "medium": ["$value": "2px"], "large": ["$value": "4px"], "pill": ["$value": "999px"]]
        return try Theme(tokens: TokenFile(data: JSONSerialization.data(withJSONObject: json)), name: "other")
    }

    @Test func factoriesDrawWithTokensOnly() throws {
        let other = try Self.otherTheme()
        let standardTraits = RenderTraits(theme: .light, scale: 1)
        let otherTraits = RenderTraits(theme: other, scale: 1)
        let standard = Self.factories(DesignLibrary(configuration: .init(theme: .light)).componentsBuilder(traits: standardTraits))
        let changed = Self.factories(DesignLibrary(configuration: .init(theme: other)).componentsBuilder(traits: otherTraits))
        for ((name, a), (_, b)) in zip(standard, changed) {
            let before = try ComponentRenderer(traits: standardTraits).bitmap(of: a, layout: .width(320))
            let after = try ComponentRenderer(traits: otherTraits).bitmap(of: b, layout: .width(320))
            #expect(before != after, "\(name) looks the same under other tokens: it must use a literal somewhere")
        }
    }
}
