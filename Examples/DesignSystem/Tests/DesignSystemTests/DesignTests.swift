import BrandAtoms
import BrandTheme
import ComponentCatalogue
import Components
import DesignSystemCatalogue
import GalleryKit
import Testing

/// Mistakes made on purpose, kept out of the design system's own gallery: a price in the brand
/// colour typed again by hand, one step from the token, and a badge padded by 13 points.
let mistakes = Catalogue("Mistakes", variants: VariantMatrix(themes: [BrandTheme.light])) {
    CatalogueGroup("Mistakes") {
        CatalogueEntry("hand-typed-brand") { context in
            UI.Label(text: "£4.20", style: context.theme.typography.body1, color: Color(red8: 0x0B, green8: 0x6E, blue8: 0x50))
        }
        CatalogueEntry("padding-13") { context in
            Badge("New", theme: context.theme).padding(13)
        }
    }
}

/// The design audit finds both mistakes and says what to use instead.
@Test func theDesignAuditCatchesAHandTypedBrandColourAndAnOffScalePadding() throws {
    let findings = try mistakes.auditFindings().filter { $0.rule.hasPrefix("design-") }
    // Beside the two mistakes, the badge's own 2-point inset (which the gallery's allow list accepts).
    #expect(findings.count == 3, "\(findings)")
    #expect(findings.filter { $0.rule == "design-color" }.count == 1, "\(findings)")
    let colour = try #require(findings.first { $0.rule == "design-color" })
    #expect(colour.entry == "Mistakes/hand-typed-brand@brand-light-2x")
    #expect(colour.detail.contains("#0B6E50FF (DesignSystemTests/DesignTests.swift:14) is color.primary (#0B6E4FFF"), "\(colour)")
    #expect(colour.detail.hasSuffix("typed by hand: use the token"), "\(colour)")
    let padding = try #require(findings.first { $0.detail.contains("padding 13") })
    #expect(padding.entry == "Mistakes/padding-13@brand-light-2x")
    #expect(padding.detail.contains("padding 13 (DesignSystemTests/DesignTests.swift:17) is off the spacing scale (4, 8, 16, 24, 32)"), "\(padding)")
}

/// What each component reads, as `gallery tokens` reports it, against a list made by reading the
/// components' code: PriceTag's colours and styles, Badge on the primary colour, the stars drawn in
/// the warning and separator colours, and the basket row holding all three on the background. The
/// running basket screen shows rows without a badge or an old price, in Bento's screen: the title
/// style, the text field's placeholder colour, the filled button and the switch on the primary
/// colour, the grouped table's surface and separators.
@Test func theUsageReportMatchesWhatTheComponentsRead() throws {
    let usage = try designSystemCatalogue.tokenUsage()
    let priceTag = ["color.secondary", "color.surface", "color.textPrimary", "color.textSecondary", "typography.caption", "typography.headline2"]
    let badge = ["color.onPrimary", "color.primary", "typography.caption"]
    let stars = ["color.separator", "color.warning"]
    #expect(usage.tokensByComponent == [
        "PriceTag": priceTag,
        "Badge": badge,
        "RatingStars": stars,
        "BasketRow": Array(Set(priceTag + badge + stars + ["color.background", "typography.body1"])).sorted(),
        "Basket": Array(Set(stars + ["color.background", "typography.body1", "color.surface", "color.textPrimary", "typography.headline2"]
            + ["typography.title", "color.textSecondary", "color.primary", "color.onPrimary", "typography.button"])).sorted(),
    ])
    #expect(usage.literalsByComponent.isEmpty, "\(usage.literalsByComponent)")
    #expect(usage.componentsByToken["color.warning"] == ["Basket", "BasketRow", "RatingStars"])
    #expect(usage.unusedTokens.contains("color.error") && usage.unusedTokens.contains("elevation.level1"))
    #expect(!usage.unusedTokens.contains("color.primary"))
}
