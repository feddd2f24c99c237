import ComponentCatalogue
import Components
import Foundation
import Testing
import TestSupport

/// Languages as a variant axis, with the strings from a shipping app's String Catalog
/// (linearmouse's, in `../shared/xcstrings-fixtures`).
@Suite struct LocaleVariantTests {
    static func strings() throws -> StringCatalog {
        try StringCatalog(contentsOf: SharedMaterial.folder("xcstrings-fixtures").appendingPathComponent("linearmouse/Localizable.xcstrings"))
    }

    static func catalogue(_ strings: StringCatalog) -> Catalogue {
        Catalogue("Mouse", variants: VariantMatrix(themes: [.light], locales: ["en", "ru", "ar", "ja"])) {
            CatalogueGroup("LineCount") {
                CatalogueEntry("three") { context in
                    UI.Label(text: context.text("%d line(s)", .int(3)), style: context.theme.typography.body1, color: context.theme.colors.textPrimary)
                }
            }
        }.localized(by: strings)
    }

    @Test func eachLanguageIsAVariantNamedForIt() throws {
        let entry = try #require(Self.catalogue(try Self.strings()).entries.first)
        let names = entry.allVariants().map(\.name)
        #expect(names == ["light-en-2x", "light-ru-2x", "light-rtl-ar-2x", "light-ja-2x"], "\(names)")
        // Arabic reads right to left whatever the matrix's direction.
        #expect(entry.allVariants()[2].traits.layoutDirection == .rightToLeft)
    }

    @Test func eachVariantGetsItsLanguagesText() throws {
        let strings = try Self.strings()
        let entry = try #require(Self.catalogue(strings).entries.first)
        let texts = entry.allVariants().map { entry.context(for: $0).text("%d line(s)", .int(3)) }
        let expected = try ["en", "ru", "ar", "ja"].map { try strings.text(for: "%d line(s)", language: $0, arguments: [.int(3)]).text }
        #expect(texts == expected)
        #expect(texts[0] == "3 lines" && texts[1] != texts[0] && texts[3] != texts[0], "\(texts)")
        // Each variant draws.
        for variant in entry.allVariants() {
            let bitmap = try ComponentRenderer(traits: variant.traits).bitmap(of: entry.make(variant))
            #expect(bitmap.width > 0)
        }
    }

    @Test func aMatrixWithoutLanguagesDrawsTheStringsAsWritten() throws {
        let plain = Catalogue("Plain", variants: VariantMatrix(themes: [.light])) {
            CatalogueEntry(component: "Label", state: "key") { context in UI.Label(text: context.text("%d line(s)", .int(1))) }
        }
        let entry = try #require(plain.entries.first)
        #expect(entry.allVariants().map(\.name) == ["light-2x"])
        #expect(entry.context(for: entry.allVariants()[0]).text("%d line(s)", .int(1)) == "%d line(s)")
        let localized = try #require(plain.localized(by: try Self.strings()).entries.first)
        #expect(localized.context(for: localized.allVariants()[0]).text("%d line(s)", .int(1)) == "1 line")
    }
}
