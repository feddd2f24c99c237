import Foundation
import Localization
import Testing

/// Translations are hostile data: a small file may not become a huge string. A key whose format
/// names ten substitutions, each of whose plural forms names all ten placeholders ten times,
/// multiplies its text by a hundred per pass (a billion laughs in 12 KB); a format of 8,000
/// thousand-wide fields becomes 8 MB. Each is refused, with its place, before it is built.
@Suite struct ExpansionBoundTests {
    static let names = (0..<10).map { "v\($0)" }
    /// Every placeholder, ten times each: about 1.2 KB of phrase.
    static let phrase = String(repeating: names.map { "%#@\($0)@" }.joined(), count: 10)

    @Test func substitutionsThatMultiplyAreRefusedWithThePlace() throws {
        let substitutions = Self.names.map { name in
            #""\#(name)": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "\#(Self.phrase)"}}, "other": {"stringUnit": {"state": "translated", "value": "\#(Self.phrase)"}}}}}"#
        }.joined(separator: ", ")
        let json = #"{"sourceLanguage": "en", "strings": {"bomb": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\#(Self.names.map { "%#@\($0)@" }.joined())"}, "substitutions": {\#(substitutions)}}}}}}"#
        #expect(json.utf8.count < 30_000)
        let catalog = try StringCatalog(data: Data(json.utf8), file: "Bomb.xcstrings")
        let error = #expect(throws: LocalizationError.self) { try catalog.text(for: "bomb", language: "de", arguments: [.int(3)]) }
        #expect(error?.file == "Bomb.xcstrings")
        #expect(error?.path.hasPrefix(#"strings["bomb"].localizations.de.substitutions.v"#) == true, "\(String(describing: error))")
        #expect(error?.reason.contains("at most 65536") == true, "\(String(describing: error))")
        // One substitution written in once is fine: the bound is on length, not on nesting.
        let single = #"{"sourceLanguage": "en", "strings": {"n": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%#@items@ im Korb"}, "substitutions": {"items": {"formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg Artikel"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg Artikel"}}}}}}}}}}}"#
        #expect(try StringCatalog(data: Data(single.utf8)).text(for: "n", language: "de", arguments: [.int(2)]).text == "2 Artikel im Korb")
    }

    @Test func theSameRuleAsAStringsdictIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-laughs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let de = folder.appendingPathComponent("de.lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: de, withIntermediateDirectories: true)
        let escaped = Self.phrase
        let variables = Self.names.map { name in
            "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>lld</string><key>one</key><string>\(escaped)</string><key>other</key><string>\(escaped)</string></dict>"
        }.joined()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>bomb</key><dict><key>NSStringLocalizedFormatKey</key><string>\(Self.names.map { "%#@\($0)@" }.joined())</string>\(variables)</dict></dict></plist>
            """
        try Data(plist.utf8).write(to: de.appendingPathComponent("Localizable.stringsdict"))
        let catalog = try StringCatalog(lprojFoldersIn: folder, sourceLanguage: "en")
        let error = #expect(throws: LocalizationError.self) { try catalog.text(for: "bomb", language: "de", arguments: [.int(1)]) }
        #expect(error?.reason.contains("expands to") == true, "\(String(describing: error))")
    }

    @Test func formatsThatWouldBeHugeAreRefusedBeforeFormatting() throws {
        let wide = String(repeating: "%1$1000lld", count: 8_000)
        let json = #"{"sourceLanguage": "en", "strings": {"w": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "\#(wide)"}}}}}}"#
        let catalog = try StringCatalog(data: Data(json.utf8), file: "Wide.xcstrings")
        let error = #expect(throws: LocalizationError.self) { try catalog.text(for: "w", language: "de", arguments: [.int(7)]) }
        #expect(error?.reason.contains("could format to") == true, "\(String(describing: error))")
        // A few wide fields, as a table's columns use them, still format.
        let columns = #"{"sourceLanguage": "en", "strings": {"c": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "%1$8lld|%2$@|%3$.2f"}}}}}}"#
        let text = try StringCatalog(data: Data(columns.utf8)).text(for: "c", language: "de", arguments: [.int(42), .string("ab"), .double(1.5)]).text
        #expect(text == "      42|ab|1,50")
    }
}
