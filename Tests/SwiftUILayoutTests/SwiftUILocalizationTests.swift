import ComponentCatalogue
import Components
import Foundation
import Localization
import SwiftUI
import TestSupport
import Testing

// IceCubesApp, a SwiftUI app, writes `Text("account.detail.featured-tags-n-posts \(count)")`; its
// String Catalog (../shared/xcstrings-fixtures) holds that key as SwiftUI forms it from the
// interpolation, "account.detail.featured-tags-n-posts %lld", with plural forms per language.
#Preview("Posts") {
    VStack {
        Text("account.detail.featured-tags-n-posts \(1)")
        Text("account.detail.featured-tags-n-posts \(3)")
        Text("Not a key of the catalogue \(3)")
    }
}

/// SwiftUI's `Text("key")` through a catalogue's String Catalog: keys formed from interpolations as
/// SwiftUI forms them, plural forms chosen by the value, in the variant's language.
@Suite struct SwiftUILocalizationTests {
    static func catalog() throws -> StringCatalog {
        try StringCatalog(contentsOf: SharedMaterial.folder("xcstrings-fixtures").appendingPathComponent("IceCubesApp/Localizable.xcstrings"))
    }

    /// The catalogue's own German plural forms of the key, read from its JSON.
    static func german(_ form: String) throws -> String {
        let url = try SharedMaterial.folder("xcstrings-fixtures").appendingPathComponent("IceCubesApp/Localizable.xcstrings")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        let key = try #require(strings["account.detail.featured-tags-n-posts %lld"] as? [String: Any])
        let german = try #require((key["localizations"] as? [String: Any])?["de"] as? [String: Any])
        let plural = try #require((german["variations"] as? [String: Any])?["plural"] as? [String: Any])
        let unit = try #require((plural[form] as? [String: Any])?["stringUnit"] as? [String: Any])
        return try #require(unit["value"] as? String)
    }

    /// The texts the "Posts" preview draws in a language, with the catalogue's strings or without.
    static func texts(locale: String?, localized: Bool) throws -> [String] {
        let entry = try #require(Catalogue.discovered("Previews", module: "SwiftUILayoutTests").entries.first { $0.identifier == "SwiftUILocalizationTests/Posts" })
        var traits = RenderTraits()
        traits.locale = locale
        var context = CatalogueContext(traits: traits, layout: .sizeThatFits)
        if localized { context.strings = try Self.catalog() }
        let tree = try ComponentRenderer(traits: traits).laidOutTree(of: entry.build(context), layout: .sizeThatFits)
        return tree.all.compactMap(\.record.text?.text)
    }

    @Test func aKeyWithAnInterpolatedNumberTakesTheLanguagesPluralForm() throws {
        let one = try Self.german("one").replacingOccurrences(of: "%lld", with: "1")
        let other = try Self.german("other").replacingOccurrences(of: "%lld", with: "3")
        let german = try Self.texts(locale: "de", localized: true)
        #expect(german == [one, other, "Not a key of the catalogue 3"], "\(german)")
        // English is the catalogue's source language: "1 post", "3 posts" as its own forms say.
        let english = try Self.texts(locale: "en", localized: true)
        #expect(english.count == 3 && english[0] != english[1] && english[0].contains("1") && english[1].contains("3"), "\(english)")
        // Without a String Catalog the text is as written, the value in place.
        #expect(try Self.texts(locale: nil, localized: false) == ["account.detail.featured-tags-n-posts 1", "account.detail.featured-tags-n-posts 3", "Not a key of the catalogue 3"])
    }
}
