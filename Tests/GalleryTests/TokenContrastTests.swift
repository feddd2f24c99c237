import ComponentCatalogue
import Components
import DesignTokens
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Testing

/// Contrast judged per pair of tokens: a failing pair is one finding however many components and
/// variants draw it; text in a hand-typed colour is still judged by its pixels.
@Suite struct TokenContrastTests {
    static let faint = Theme.light.colors.textSecondary.withAlpha(0.4)

    static let catalogue = Catalogue("Faint", variants: VariantMatrix(themes: [.light], scales: [1])) {
        CatalogueGroup("Caption") {
            CatalogueEntry("on-surface") { context in
                UI.Label(text: "Delivered", style: context.theme.typography.caption, color: faint).padding(8).backgroundColor(context.theme.colors.surface)
            }
            CatalogueEntry("in-a-row") { context in
                [UI.Label(text: "Name", style: context.theme.typography.body1), UI.Label(text: "Delivered", style: context.theme.typography.caption, color: faint)]
                    .stack(axis: .vertical, spacing: 4, layoutMargins: 8).backgroundColor(context.theme.colors.surface)
            }
        }
        CatalogueGroup("Literal") {
            CatalogueEntry("grey") { context in
                UI.Label(text: "Typed", style: context.theme.typography.caption, color: Color(red8: 0xC8, green8: 0xC8, blue8: 0xC8)).padding(8)
            }
        }
    }

    /// WCAG 1.4.3 exempts the text of controls that are not enabled: the same faint pair inside a
    /// dimmed control is shown but never fails.
    @Test func theTextOfADisabledControlIsExempt() throws {
        let theme = Theme.light
        let faintText = UI.Label(text: "Pay", style: theme.typography.button, color: Self.faint).padding(12).backgroundColor(theme.colors.surface)
        let renderer = ComponentRenderer(traits: RenderTraits(theme: theme, scale: 1))
        let enabled = TokenContrast.pairs(in: try renderer.layoutNodes(of: faintText, layout: .sizeThatFits, designUses: true), canvas: theme.colors.background)
        let dimmed = TokenContrast.pairs(
            in: try renderer.layoutNodes(of: faintText.accessibility(value: "dimmed"), layout: .sizeThatFits, designUses: true), canvas: theme.colors.background)
        #expect(enabled.values.count == 1 && enabled.values.allSatisfy { $0.fails && !$0.isInactive })
        #expect(dimmed.values.count == 1 && dimmed.values.allSatisfy { $0.isInactive && !$0.fails })
    }

    @Test func aFailingPairOfTokensIsOneFindingNamingItsTokensAndWhereItIsDrawn() throws {
        let findings = try Self.catalogue.auditFindings()
        let pairs = findings.filter { $0.rule == "token-contrast" }
        #expect(pairs.count == 1, "\(findings)")
        let pair = try #require(pairs.first)
        #expect(pair.entry == "Tokens/color.textSecondary~opacity40%-on-color.surface@light")
        #expect(pair.detail.contains("drawn by Label in Caption/on-surface@light-1x and in 1 more variant"), "\(pair.detail)")
        // The hand-typed grey is no token: its pixels are measured, one finding for its one variant.
        #expect(findings.filter { $0.rule == "contrast" }.map(\.entry) == ["Literal/grey@light-1x"], "\(findings)")
    }

    @Test func aPassingPairAndAnOpaqueTokenOnItsOwnSurfaceAreNoFinding() throws {
        let nodes = try ComponentRenderer(traits: RenderTraits(theme: .light, scale: 1)).layoutNodes(
            of: UI.Label(text: "Fine", style: Theme.light.typography.body1).padding(8).backgroundColor(Theme.light.colors.surface))
        let pairs = TokenContrast.pairs(in: nodes, canvas: Theme.light.colors.background)
        #expect(pairs.values.map(\.entry) == ["Tokens/color.textPrimary-on-color.surface@light"])
        #expect(pairs.values.allSatisfy { !$0.fails })
    }
}
