import BrandAtoms
import BrandCheckout
import BrandTheme
import ComponentCatalogue
import Components
import DesignSystemCatalogue
import Foundation
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
    #expect(colour.detail.contains("#0B6E50FF (DesignSystemTests/DesignTests.swift:16) is color.primary (#0B6E4FFF"), "\(colour)")
    #expect(colour.detail.hasSuffix("typed by hand: use the token"), "\(colour)")
    let padding = try #require(findings.first { $0.detail.contains("padding 13") })
    #expect(padding.entry == "Mistakes/padding-13@brand-light-2x")
    #expect(padding.detail.contains("padding 13 (DesignSystemTests/DesignTests.swift:19) is off the spacing scale (4, 8, 16, 24, 32)"), "\(padding)")
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

/// The package's root, where `Design/` and the token files are.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The light theme read from its token file with some tokens' values changed, as a designer's
/// pull request would change them.
private func lightTheme(changing replacements: [(String, String)]) throws -> Theme {
    var text = try String(contentsOf: packageRoot.appendingPathComponent("Sources/BrandTheme/Resources/brand-light.tokens.json"), encoding: .utf8)
    for (old, new) in replacements {
        #expect(text.contains(old), "the token file no longer holds \(old)")
        text = text.replacingOccurrences(of: old, with: new)
    }
    let changed = FileManager.default.temporaryDirectory.appendingPathComponent("brand-light-\(UUID().uuidString).tokens.json")
    try text.write(to: changed, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: changed) }
    return try Theme(tokensAt: changed)
}

/// The basket row alone, held against its design node, in a theme.
private func basketRowAgainstItsDesign(in theme: Theme, packageRoot root: URL = packageRoot, lock: URL? = nil) throws -> [AuditFinding] {
    try Catalogue("Checkout", variants: VariantMatrix(themes: [theme])) { checkoutCatalogue }
        .designed(by: ["BasketRow/regular": DesignReference(file: "Design/checkout.json", node: "Checkout/BasketRow")])
        .designFindings(packageRoot: root, lock: lock)
}

/// The catalogue as it stands matches its design file but for one drift its baseline holds: the
/// designers rounded the badge's corners to radius.medium, and the code still reads radius.small.
@Test func theCatalogueMatchesTheDesignFileButForTheBadgesRadius() throws {
    let findings = try designSystemCatalogue.designFindings(packageRoot: packageRoot, lock: packageRoot.appendingPathComponent("Snapshots/DesignSystem/design.lock"))
    #expect(findings.map(\.detail) == ["radius: design radius.medium (8), code radius.small (4) [design 12:1 \"Badge\"]"], "\(findings)")
}

/// A spacing token and a colour token changed in the code's token file: the row's padding (which
/// reads spacing.medium) and the price tag's fill inside it (color.surface) are off the design,
/// and the comparison says exactly that, naming the design's variables and the code's tokens.
/// The row's height, which follows from its padding, is not a finding of its own.
@Test func aChangedPaddingAndColourTokenGiveExactlyTwoFindingsNamedByToken() throws {
    let theme = try lightTheme(changing: [
        ("\"medium\": {\n      \"$value\": \"16px\"", "\"medium\": {\n      \"$value\": \"12px\""),
        ("\"surface\": {\n      \"$value\": \"#F5F6F8\"", "\"surface\": {\n      \"$value\": \"#E8F0FE\""),
    ])
    let findings = try basketRowAgainstItsDesign(in: theme)
    #expect(findings.count == 2, "\(findings)")
    let padding = try #require(findings.first { $0.detail.hasPrefix("padding") })
    #expect(padding.detail.hasPrefix("padding: design spacing.medium (16), code spacing.medium (12)"), "\(padding)")
    #expect(padding.element == "BasketRow")
    let fill = try #require(findings.first { $0.detail.hasPrefix("fill") })
    #expect(fill.detail.hasPrefix("fill: design color.surface (#F5F6F8FF), code color.surface (#E8F0FEFF)"), "\(fill)")
    #expect(fill.element.hasSuffix("PriceTag[2]"), "\(fill)")
    // Unchanged, the same row matches.
    #expect(try basketRowAgainstItsDesign(in: BrandTheme.light).isEmpty)
}

/// A designer widens the row's spacing in Figma and the team saves the answer again: the entry
/// is listed as "design changed" first, then the property the code no longer matches.
@Test func aChangedDesignFileIsListedAsDesignChanged() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("design-changed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Design"), to: root.appendingPathComponent("Design"))
    let lock = root.appendingPathComponent("design.lock")
    let catalogue = Catalogue("Checkout", variants: VariantMatrix(themes: [BrandTheme.light])) { checkoutCatalogue }
        .designed(by: ["BasketRow/regular": DesignReference(file: "Design/checkout.json", node: "Checkout/BasketRow")])
    try catalogue.recordDesignLock(packageRoot: root, to: lock)
    #expect(try catalogue.designFindings(packageRoot: root, lock: lock).isEmpty)

    let file = root.appendingPathComponent("Design/checkout.json")
    let answer = try String(contentsOf: file, encoding: .utf8)
    let rowSpacing = "\"itemSpacing\": 12,"
    #expect(answer.components(separatedBy: rowSpacing).count == 2, "the design's row spacing is written once")
    try answer.replacingOccurrences(of: rowSpacing, with: "\"itemSpacing\": 16,").write(to: file, atomically: true, encoding: .utf8)

    let findings = try catalogue.designFindings(packageRoot: root, lock: lock)
    #expect(findings.map(\.rule) == ["design-changed", "design-file"], "\(findings)")
    #expect(findings.first?.detail.hasPrefix("design changed: Design/checkout.json node 11:1 \"BasketRow\"") == true, "\(findings)")
    #expect(findings.last?.detail.hasPrefix("spacing: design 16, code 12") == true, "\(findings)")
}
