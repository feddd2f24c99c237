import ComponentCatalogue
import Components
import Foundation
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import TestSupport
import Testing

/// The live preview's audit overlay runs every rule `gallery audit` runs, with what the command
/// gives them: the variant's string lookups (`untranslated`) and the entry's design node
/// (`design-file`). Before the overlay was handed the variant's drawing it had neither, and those
/// findings never appeared there.
@Suite struct PreviewAuditOverlayTests {
    /// The rules of the findings the overlay shows for `entry` at `variant`.
    static func overlayRules(_ context: GalleryContext, entry: String, variant: String? = nil) throws -> [(rule: String, detail: String)] {
        let router = PreviewRouter(context: context, status: PreviewBuildStatus(generation: 1, watching: false), token: "t")
        var query = ["entry": entry, "audit": "1", "token": "t"]
        if let variant { query["variant"] = variant }
        let response = router.answer(LocalRequest(method: "GET", uri: "/api/render", headers: [:], body: []), path: "/api/render", query: query)
        #expect(response.status == 200, "\(String(decoding: response.body, as: UTF8.self))")
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        return (body["audit"] as? [[String: Any]] ?? []).compactMap { finding in
            (finding["rule"] as? String).map { ($0, finding["detail"] as? String ?? "") }
        }
    }

    @Test func theOverlayNamesAKeyTheVariantsLanguageDoesNotTranslate() throws {
        // A real String Catalog (linearmouse's): Greenlandic has none of its keys.
        let strings = try StringCatalog(contentsOf: SharedMaterial.folder("xcstrings-fixtures").appendingPathComponent("linearmouse/Localizable.xcstrings"))
        let catalogue = Catalogue("Mouse", variants: VariantMatrix(themes: [.light], scales: [1], locales: ["kl"])) {
            CatalogueEntry(component: "Lines", state: "three") { context in
                UI.Label(text: context.text("%d line(s)", .int(3)))
            }
        }.localized(by: strings)
        let package = try CustomCatalogueTests.TemporaryPackage()
        let findings = try Self.overlayRules(GalleryContext(catalogue: catalogue, packageRoot: package.root), entry: "Lines/three")
        let untranslated = findings.filter { $0.rule == AuditRule.Name.untranslated }
        #expect(untranslated.count == 1, "\(findings)")
        #expect(untranslated.first?.detail.hasPrefix("kl: ") == true, "\(findings)")
    }

    @Test func theOverlayHoldsTheEntryToItsDesignNode() throws {
        // The card's design has 16 points of padding; the code has 12.
        let (package, _) = try DesignCompareCommandTests.packageWithTheDesign()
        let catalogue = DesignCompareCommandTests.catalogue(padding: 12, fill: .white)
        let findings = try Self.overlayRules(GalleryContext(catalogue: catalogue, packageRoot: package.root), entry: "Card/plain")
        let design = findings.filter { $0.rule == AuditRule.Name.designFile }
        #expect(design.contains { $0.detail.contains("padding") }, "the overlay holds the card to its design: \(findings)")
    }
}
