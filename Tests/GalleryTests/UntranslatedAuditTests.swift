import ComponentCatalogue
import Components
import Foundation
import GalleryEngine
import Testing
import TestSupport

/// The audit names each key a variant's language draws without a translation, with the language,
/// and the key and language of a translation too long for its place.
@Suite struct UntranslatedAuditTests {
    @Test func keysWithoutATranslationAreFindingsNamingKeyAndLanguage() throws {
        let strings = try StringCatalog(contentsOf: SharedMaterial.folder("xcstrings-fixtures").appendingPathComponent("linearmouse/Localizable.xcstrings"))
        let catalogue = Catalogue("Mouse", variants: VariantMatrix(themes: [.light], scales: [1], locales: ["de", "kl"])) {
            CatalogueEntry(component: "Lines", state: "three") { context in
                [
                    UI.Label(text: context.text("%d line(s)", .int(3))).asAnyRenderable(),
                    UI.Label(text: context.text("A key nobody translated")).asAnyRenderable(),
                ].stack(axis: .vertical, spacing: 4)
            }
        }.localized(by: strings)
        let findings = try catalogue.auditFindings().filter { $0.rule == "untranslated" }
        let lines = Set(findings.map { "\($0.entry) \($0.element)" })
        #expect(lines == [
            "Lines/three@light-de-1x key A key nobody translated",
            "Lines/three@light-kl-1x key %d line(s)", "Lines/three@light-kl-1x key A key nobody translated",
        ], "\(findings)")
        #expect(findings.allSatisfy { $0.detail.hasPrefix("de: ") || $0.detail.hasPrefix("kl: ") })
    }

    @Test func aTranslationThatDoesNotFitIsNamedByItsKeyAndLanguage() throws {
        // The example's own String Catalog: its German name for the loaf is twice the English one.
        let strings = try StringCatalog(contentsOf: Repository.root.appendingPathComponent(
            "Examples/DesignSystem/Sources/BrandCheckout/Strings/Localizable.xcstrings"))
        let catalogue = Catalogue("Shop", variants: VariantMatrix(themes: [.light], scales: [1], locales: ["en", "de"])) {
            CatalogueEntry(component: "Name", state: "one-line", layout: .width(200)) { context in
                UI.Label(text: context.text("Sourdough loaf, sliced")).numberOfLines(1)
            }
        }.localized(by: strings)
        let findings = try catalogue.auditFindings().filter { $0.rule == "truncated" }
        #expect(findings.map(\.entry) == ["Name/one-line@light-de-1x"], "\(findings)")
        #expect(findings.first?.detail.hasSuffix("(key \"Sourdough loaf, sliced\" in de)") == true, "\(findings)")
    }
}
