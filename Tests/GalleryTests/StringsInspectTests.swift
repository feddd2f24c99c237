import ComponentCatalogue
import Foundation
import GalleryCommands
import GalleryEngine
import Testing
import TestSupport

/// `gallery strings inspect` on String Catalogs of shipping apps nobody here wrote
/// (`../shared/xcstrings-fixtures`): every key made in every language as a rendering looks it up.
/// IceCubesApp's "%2$@ followers" (a format that skips its first argument) crashed the process in
/// `String(format:)`; its Catalan `%p` and a French stray `%` are its own translators' slips.
@Suite struct StringsInspectTests {
    static func inspect(_ paths: [String]) -> (Int32, String) {
        let output = CommandOutput()
        let context = GalleryContext(catalogue: Catalogue("Empty", items: []), packageRoot: FileManager.default.temporaryDirectory)
        let code = GalleryCommand.run(context, arguments: ["strings", "inspect"] + paths, output: output)
        return (code, output.text)
    }

    @Test func everyKeyOfRealCataloguesIsMadeInEveryLanguage() throws {
        let fixtures = try SharedMaterial.folder("xcstrings-fixtures")
        let (code, text) = Self.inspect(["linearmouse/Localizable.xcstrings", "CotEditor/Document.xcstrings", "linearmouse/legacy"].map { fixtures.appendingPathComponent($0).path })
        #expect(code == 0, "\(text)")
        #expect(text.contains("191 keys in 33 languages, source en") && text.contains("156 keys in 4 languages"), "\(text)")
        let (iceCode, ice) = Self.inspect([fixtures.appendingPathComponent("IceCubesApp/Localizable.xcstrings").path])
        #expect(iceCode == 1, "\(ice)")
        #expect(ice.contains(#"strings["instance.list.posts-%@"].localizations.ca: has the format specifier %p"#), "\(ice)")
        #expect(ice.contains("616 keys in 19 languages"), "\(ice)")
    }

    @Test func aBillionLaughsIsNamedNotExpanded() throws {
        let names = (0..<10).map { "v\($0)" }
        let phrase = String(repeating: names.map { "%#@\($0)@" }.joined(), count: 10)
        let substitutions = names.map { #""\#($0)": {"formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "\#(phrase)"}}}}}"# }.joined(separator: ",")
        let json = #"{"sourceLanguage": "en", "strings": {"bomb %lld": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(names.map { "%#@\($0)@" }.joined())"}, "substitutions": {\#(substitutions)}}}}}}"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bento-laughs-\(UUID().uuidString).xcstrings")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(json.utf8).write(to: file)
        let (code, text) = Self.inspect([file.path])
        #expect(code == 1 && text.contains("expands to"), "\(text)")
    }
}
