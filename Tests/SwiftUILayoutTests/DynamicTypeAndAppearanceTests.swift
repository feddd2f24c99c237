import Components
import DesignTokens
import Foundation
import Rasterizer
import Testing

@testable import BentoSwiftUI

/// Text sizes by Dynamic Type as iOS sets them, each style by its own row of Apple's table (HIG,
/// "Typography" → "iOS, iPadOS Dynamic Type sizes"), and the colour scheme a hosted view takes
/// from its variant.
@Suite struct DynamicTypeAndAppearanceTests {
    /// The HIG's table, the figures the iOS-numbers issue quotes: at AX1 the large title is 44
    /// points and caption 1 is 22; at xSmall caption 2 is 11; at Large the table's defaults.
    @Test func eachStyleGrowsByItsOwnRow() {
        #expect(Font.largeTitle.pointSize(at: .accessibility1) == 44)
        #expect(Font.caption.pointSize(at: .accessibility1) == 22)
        #expect(Font.caption2.pointSize(at: .xSmall) == 11)
        #expect(Font.body.pointSize(at: .accessibility5) == 53 && Font.title.pointSize(at: .xxxLarge) == 34)
        for style in Font.TextStyle.allCases { #expect(Font.system(style).pointSize(at: .large) == style.metrics.size) }
        // A fixed size stays; a custom face grows like body, or like the style it names.
        #expect(Font.system(size: 15).pointSize(at: .accessibility3) == 15)
        #expect(Font.custom("Inter", size: 17).pointSize(at: .xxxLarge) == 23)
        #expect(abs(Font.custom("Inter", size: 20, relativeTo: .title).pointSize(at: .xxxLarge) - 20 * 34 / 28) < 0.001)
        #expect(Font.custom("Inter", fixedSize: 20).pointSize(at: .accessibility5) == 20)
    }

    /// `bold()` on a text style is the style's emphasized weight from the same table (bold for the
    /// large title and titles 1 and 2, semibold for the others), on text or on a view; a weight
    /// named is that weight, and a font of a size or a face is bold.
    @Test func boldIsTheStylesEmphasizedWeight() {
        func weight(_ text: Text, _ environment: EnvironmentValues = EnvironmentValues()) -> FontWeight? {
            TextNode.label(text, environment: environment, render: RenderEnvironment()).attributedText?.spans.first?.style.weight
        }
        #expect(weight(Text("Total").font(.body.bold())) == .semibold)
        #expect(weight(Text("Total").font(.title.bold())) == .bold)
        #expect(weight(Text("Total").font(.caption2).bold()) == .semibold)
        #expect(weight(Text("Total").font(.largeTitle).bold()) == .bold)
        #expect(weight(Text("Total").font(.body).fontWeight(.bold)) == .bold)
        #expect(weight(Text("Total").font(.system(size: 15)).bold()) == .bold && weight(Text("Total").font(.custom("Inter", size: 15)).bold()) == .bold)
        var environment = EnvironmentValues()
        environment.fontWeight = .emphasis
        #expect(weight(Text("Total"), environment) == .semibold, "View.bold() on body text")
    }

    /// A hosted view draws at its variant's size; `dynamicTypeSize` sets it or caps it.
    @Test func aVariantsSizeReachesTheText() throws {
        func height<V: View>(_ view: V, _ category: ContentSizeCategory) throws -> Double {
            try HostingView(rootView: view).sizeThatFits(width: nil, in: RenderEnvironment(traits: RenderTraits(contentSize: category))).height
        }
        let title = Text("Boarding").font(.largeTitle)
        #expect(try height(title, .accessibilityMedium) > height(title, .large) * 1.2)
        #expect(try height(title.dynamicTypeSize(.large), .accessibilityMedium) == height(title, .large))
        #expect(try height(title.dynamicTypeSize(...DynamicTypeSize.xxxLarge), .accessibilityExtraExtraExtraLarge) == height(title, .extraExtraExtraLarge))
        #expect(DynamicTypeSize.accessibility2.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        // Symbols grow with their font.
        let symbol = try HostingView(rootView: Image(systemName: "star")).sizeThatFits(width: nil, in: RenderEnvironment(traits: RenderTraits(contentSize: .accessibilityMedium)))
        #expect(abs(symbol.height - 28 * 1.07) < 0.5, "\(symbol)")
    }

    /// adammcarter/swift-snapshot-testing-macros' dark picture (iOS 26.2): `Text(…)
    /// .background(.yellow)` is iOS's dark yellow, #FFD600 measured in the simulator's picture and
    /// in the HIG's table, under white text. A variant with a dark theme is dark mode; increased
    /// contrast takes the table's increased-contrast values.
    @Test func aDarkVariantDrawsIOSsDarkColours() throws {
        let view = Text("viewBackgroundColor() (yellow)").background(.yellow)
        let dark = ComponentRenderer(traits: RenderTraits(theme: .dark, scale: 3))
        let bitmap = try dark.bitmap(of: HostingView(rootView: view), layout: .sizeThatFits)
        let corner = bitmap[1, 1]
        #expect(corner == PremultipliedPixel(red: 255, green: 0xD6, blue: 0, alpha: 255), "\(corner)")
        #expect(EnvironmentValues(RenderTraits(theme: .dark)).colorScheme == .dark && EnvironmentValues(RenderTraits(theme: .light)).colorScheme == .light)
        // The text is the primary colour of dark mode: its brightest ink is white, not black.
        var brightest = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width { brightest = max(brightest, Int(bitmap[x, y].blue)) } }
        #expect(brightest > 200)
        // preferredColorScheme sets it for the view; the light yellow in light mode.
        let light = try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: HostingView(rootView: view), layout: .sizeThatFits)
        #expect(light[1, 1] == PremultipliedPixel(red: 255, green: 204, blue: 0, alpha: 255))
        let forced = try ComponentRenderer(traits: RenderTraits(scale: 1)).bitmap(of: HostingView(rootView: view.preferredColorScheme(ColorScheme.dark)), layout: .sizeThatFits)
        #expect(forced[1, 1] == PremultipliedPixel(red: 255, green: 214, blue: 0, alpha: 255))
        var contrast = EnvironmentValues()
        contrast.colorSchemeContrast = .increased
        #expect(Color.blue.resolved(in: contrast).painted == SystemColor.blue.appearances.increasedContrastLight)
        contrast.colorScheme = .dark
        #expect(Color.yellow.resolved(in: contrast).painted == SystemColor.yellow.appearances.increasedContrastDark)
        #expect(UIColor.systemGray4.color.resolved(in: contrast).painted == SystemColor.gray4.appearances.increasedContrastDark)
        // The semantic colours too: `.secondary` is the secondary label, at 68 % with Increase Contrast.
        #expect(Color.secondary.resolved(in: contrast).painted == SemanticColor.secondaryLabel.appearances.increasedContrastDark)
        #expect(UIColor.separator.color.resolved(in: contrast).painted == SemanticColor.separator.appearances.increasedContrastDark)
        contrast.colorScheme = .light
        #expect(UIColor.systemGroupedBackground.color.resolved(in: contrast).painted.hexString == "#EBEBF0FF")
    }
}
