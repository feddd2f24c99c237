import ComponentCatalogue
import Components
import Foundation
import GalleryEngine
import Testing
import TestSupport

/// The audit names each key a variant's language draws without a translation, with the language.
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
}
