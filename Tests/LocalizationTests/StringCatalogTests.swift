import Foundation
import Localization
import Testing
import TestSupport

/// String Catalogs of shipping apps nobody here wrote (`../shared/xcstrings-fixtures`, sources and
/// licences in its SOURCES.md), read as a catalogue reads a team's.
@Suite struct StringCatalogTests {
    static func catalog(_ path: String) throws -> StringCatalog {
        try StringCatalog(contentsOf: SharedMaterial.folder("xcstrings-fixtures").appendingPathComponent(path))
    }

    /// Every fixture reads, with the keys and languages SOURCES.md counts.
    @Test(arguments: [
        ("linearmouse/Localizable.xcstrings", 191, 33), ("IceCubesApp/Localizable.xcstrings", 616, 19),
        ("CotEditor/Document.xcstrings", 190, 18), ("XcodesApp/Localizable.xcstrings", 204, 21),
        ("NetNewsWire/DefaultAccountNames.xcstrings", 1, 1),
    ])
    func readsEveryKey(_ path: String, keys: Int, languages: Int) throws {
        let catalog = try Self.catalog(path)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.count == keys)
        #expect(catalog.languages.count == languages, "\(catalog.languages)")
    }

    /// Russian counts one, few and many; Arabic all six of CLDR's categories, by ICU's rules.
    @Test func pluralFormsFollowTheLanguagesRules() throws {
        let catalog = try Self.catalog("linearmouse/Localizable.xcstrings")
        let ru = try [1, 2, 5, 21, 11].map { try catalog.text(for: "%d line(s)", language: "ru", arguments: [.int($0)]).text }
        #expect(ru[0] != ru[1] && ru[1] != ru[2] && ru[0] != ru[2], "\(ru)")
        #expect(ru[3].hasPrefix("21") && ru[3].dropFirst(2) == ru[0].dropFirst(1), "21 takes the form of 1: \(ru)")
        #expect(ru[4].dropFirst(2) == ru[2].dropFirst(1), "11 takes the form of 5: \(ru)")
        // Arabic's six categories, by ICU's CLDR rules; linearmouse left its Arabic forms in English.
        let categories = [0, 1, 2, 3, 11, 100].map { PluralCategory(of: Double($0), language: "ar") }
        #expect(categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralCategory(of: 1.5, language: "ru") == .other && PluralCategory(of: 2, language: "ja") == .other)
        #expect(try catalog.text(for: "%d line(s)", language: "ar", arguments: [.int(1)]).text == "1 line")
        #expect(try catalog.text(for: "%d line(s)", language: "ar", arguments: [.int(3)]).text == "3 lines")
        #expect(try catalog.text(for: "%d line(s)", language: "en", arguments: [.int(1)]).text == "1 line")
        #expect(try catalog.text(for: "%d line(s)", language: "en", arguments: [.int(3)]).text == "3 lines")
    }

    /// A substitution's plural, written with its own argument (`%.1f pixel(s)`).
    @Test func substitutionsCountTheirOwnArgument() throws {
        let catalog = try Self.catalog("linearmouse/Localizable.xcstrings")
        #expect(try catalog.text(for: "%.1f pixel(s)", language: "en", arguments: [.double(1)]).text == "1.0 pixel")
        #expect(try catalog.text(for: "%.1f pixel(s)", language: "en", arguments: [.double(2.5)]).text == "2.5 pixels")
        // Two counted phrases in one string, each by its own argument.
        let ice = try Self.catalog("IceCubesApp/Localizable.xcstrings")
        let one = try ice.text(for: "design.tag.n-posts-from-n-participants %lld %lld", language: "en", arguments: [.int(1), .int(3)]).text
        let many = try ice.text(for: "design.tag.n-posts-from-n-participants %lld %lld", language: "en", arguments: [.int(4), .int(1)]).text
        // The app's English puts the nouns outside the counted phrases, so they do not agree.
        #expect(one == "1 posts from 3 participants", "\(one)")
        #expect(many == "4 posts from 1 participants", "\(many)")
    }

    /// A format that skips an argument (IceCubesApp's `%2$@ followers`, counted by the first)
    /// left `String(format:)` to guess the skipped one's type, and it crashed reading the count
    /// as an object. Each specifier is formatted alone now.
    @Test func aFormatThatSkipsAnArgumentIsFormattedWithoutACrash() throws {
        let ice = try Self.catalog("IceCubesApp/Localizable.xcstrings")
        let key = "account.label.followers %lld %@"
        #expect(try ice.text(for: key, language: "be", arguments: [.int(1), .string("1K")]).text == "1K follower")
        #expect(try ice.text(for: key, language: "be", arguments: [.int(1_200), .string("1.2K")]).text == "1.2K followers")
        // Looked up without arguments, a text is shown as it is ("70% for" is prose).
        let xcodes = try Self.catalog("XcodesApp/Localizable.xcstrings")
        #expect(try xcodes.text(for: "FasterUnxipDescription", language: "fi").text.contains("jopa 70 % joissakin"))
    }

    /// A device's own form, else `other`.
    @Test func deviceFormsPickTheDevice() throws {
        let catalog = try Self.catalog("NetNewsWire/DefaultAccountNames.xcstrings")
        let phone = try catalog.text(for: "account.name.on-my-device", language: "en", device: "iphone").text
        let mac = try catalog.text(for: "account.name.on-my-device", language: "en", device: "mac").text
        let car = try catalog.text(for: "account.name.on-my-device", language: "en", device: "carplay").text
        #expect(phone.contains("iPhone") && mac.contains("Mac") && phone != mac, "\(phone) / \(mac)")
        #expect(car == (try catalog.text(for: "account.name.on-my-device", language: "en", device: "other").text))
    }

    /// A language falls back as iOS's does, and says so.
    @Test func missingTranslationsFallBackAndSaySo() throws {
        let catalog = try Self.catalog("XcodesApp/Localizable.xcstrings")
        // A plain string (no format to fill), chosen the same way every run.
        let key = try #require(catalog.entries.keys.sorted().first { key in
            guard let german = catalog.entries[key]?.localizations["de"]?.stringUnit?.value else { return false }
            return !german.contains("%") && catalog.entries[key]?.localizations["en"] != nil
        })
        let german = try catalog.text(for: key, language: "de-AT")
        #expect(german.language == "de" && german.isTranslated)
        let unknown = try catalog.text(for: key, language: "kl")
        #expect(unknown.language == "en" && !unknown.isTranslated)
        let absent = try catalog.text(for: "no such key", language: "de")
        #expect(absent.text == "no such key" && !absent.isTranslated)
    }

    /// Xcode's migration of linearmouse from `.strings` files kept every translation: the legacy
    /// Russian and Japanese files (read by Foundation's property-list reader) and the catalogue agree.
    @Test(arguments: ["ru", "ja"]) func theCatalogueHoldsTheLegacyFilesTranslations(_ language: String) throws {
        let catalog = try Self.catalog("linearmouse/Localizable.xcstrings")
        let url = try SharedMaterial.folder("xcstrings-fixtures").appendingPathComponent("linearmouse/legacy/\(language).lproj/Localizable.strings")
        let legacy = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: String])
        #expect(legacy.count > 100)
        var differing: [String] = []
        for (key, value) in legacy where !key.contains("%") {
            let text = try catalog.text(for: key, language: language).text
            if text != value { differing.append("\(key): \(text) ≠ \(value)") }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    /// Bad input gets an error naming the file and where in it, never a trap.
    @Test func hostileCataloguesAreRefusedWithThePlace() throws {
        func error(_ json: String) -> LocalizationError? {
            do { _ = try StringCatalog(data: Data(json.utf8), file: "Bad.xcstrings"); return nil } catch { return error }
        }
        #expect(error(#"{"sourceLanguage": "en", "strings": {"a": {"localizations": {"de": {"stringUnit": {"value": 3}}}}}}"#)?.path == #"strings.a.localizations.de.stringUnit.value"#)
        #expect(error(#"{"strings": {}}"#)?.reason.contains("sourceLanguage") == true)
        #expect(error(#"{"sourceLanguage": "../../etc", "strings": {}}"#)?.path == "sourceLanguage")
        #expect(error("{\"sourceLanguage\": \"en\", \"strings\": ") != nil)
        #expect(error(String(repeating: "[", count: 100_000)) != nil)
        // A translation whose specifiers do not fit the arguments is an error, not a crash.
        let catalog = try StringCatalog(data: Data(#"{"sourceLanguage": "en", "strings": {"n": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%@ %n %d"}}}}}}"#.utf8))
        #expect(throws: LocalizationError.self) { try catalog.text(for: "n", language: "de", arguments: [.int(1)]) }
        let extra = try StringCatalog(data: Data(#"{"sourceLanguage": "en", "strings": {"n": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%d %d %9$@"}}}}}}"#.utf8))
        #expect(throws: LocalizationError.self) { try extra.text(for: "n", language: "de", arguments: [.int(1), .int(2)]) }
    }
}
