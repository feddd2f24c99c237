import Foundation
import Localization
import Testing
import TestSupport

/// An app's `.strings` and `.stringsdict` files read as the String Catalog Xcode's migration made
/// of them: linearmouse's legacy files (`../shared/xcstrings-fixtures/linearmouse/legacy`) and the
/// `.xcstrings` the project migrated them to, read by the other reader. Every key gives the same
/// text in every language for every count.
@Suite struct LegacyStringsTests {
    static func fixtures() throws -> URL { try SharedMaterial.folder("xcstrings-fixtures").appendingPathComponent("linearmouse") }

    /// Arguments for a key's specifiers, in order: each count the plural rules tell apart for the
    /// first number, a word for each `%@`.
    static func argumentSets(for key: String) -> [[LocalizedArgument]] {
        let kinds = key.matches(of: /%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?(?:ll|l|h)?([dif@])/).map { String($0.output.1) }
        guard let counted = kinds.firstIndex(where: { $0 != "@" }) else { return [kinds.map { _ in .string("LinearMouse") }] }
        let counts: [Double] = [0, 1, 1.5, 2, 3, 5, 11, 21, 102]
        return counts.compactMap { count in
            if kinds[counted] != "f" && count != count.rounded() { return nil }
            return kinds.enumerated().map { index, kind -> LocalizedArgument in
                switch kind {
                case "@": .string("LinearMouse")
                case "f": .double(index == counted ? count : 2.5)
                default: .int(index == counted ? Int(count) : 7)
                }
            }
        }
    }

    @Test func legacyFilesReadAsTheirMigratedCatalogue() throws {
        let legacy = try StringCatalog(lprojFoldersIn: try Self.fixtures().appendingPathComponent("legacy"), sourceLanguage: "en")
        let migrated = try StringCatalog(contentsOf: try Self.fixtures().appendingPathComponent("Localizable.xcstrings"))
        #expect(Set(legacy.languages) == ["en", "ru", "ar", "ja"])
        var compared = 0, plural = 0
        for language in ["en", "ru", "ar", "ja"] {
            for key in legacy.entries.keys.sorted() where legacy.entries[key]?.localizations[language] != nil {
                for arguments in Self.argumentSets(for: key) {
                    let ours = try legacy.text(for: key, language: language, arguments: arguments)
                    let theirs = try migrated.text(for: key, language: language, arguments: arguments)
                    #expect(ours.text == theirs.text, "\(language) \(key.debugDescription) \(arguments)")
                    compared += 1
                    if arguments.contains(where: { if case .string = $0 { false } else { true } }) { plural += 1 }
                }
            }
        }
        #expect(compared > 300 && plural > 50, "\(compared) lookups, \(plural) counted")
    }

    @Test func brokenFilesAreNamedWithTheirPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let de = folder.appendingPathComponent("de.lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: de, withIntermediateDirectories: true)
        // A missing semicolon on line 2 is an error there, not the end of the table.
        try Data("\"Add\" = \"Hinzufügen\";\n\"Remove\" = \"Entfernen\"\n\"Keep\" = \"Behalten\";".utf8)
            .write(to: de.appendingPathComponent("Localizable.strings"))
        #expect { try StringCatalog(lprojFoldersIn: folder, sourceLanguage: "en") } throws: { error in
            let error = error as? LocalizationError
            return error?.file == "de.lproj/Localizable.strings" && error?.path == "line 3"
        }
        // A plural rule without its "other" form, named by key and variable.
        try Data("\"Add\" = \"Hinzufügen\";".utf8).write(to: de.appendingPathComponent("Localizable.strings"))
        let rule = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%d items</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
            <key>items</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d Artikel</string></dict>
            </dict></dict></plist>
            """
        try Data(rule.utf8).write(to: de.appendingPathComponent("Localizable.stringsdict"))
        #expect { try StringCatalog(lprojFoldersIn: folder, sourceLanguage: "en") } throws: { error in
            let error = error as? LocalizationError
            return error?.file == "de.lproj/Localizable.stringsdict" && error?.path == "%d items.items"
        }
        // UTF-16 with its byte order mark, as older projects save .strings files.
        try FileManager.default.removeItem(at: de.appendingPathComponent("Localizable.stringsdict"))
        try "\"Add\" = \"Hinzufügen\";".data(using: .utf16)!.write(to: de.appendingPathComponent("Localizable.strings"))
        let read = try StringCatalog(lprojFoldersIn: folder, sourceLanguage: "en")
        #expect(try read.text(for: "Add", language: "de").text == "Hinzufügen")
    }

    @Test func hostileBytesAreAnErrorOrATableNeverATrap() throws {
        // Random bytes and mangled real files: each reads or fails with a line, nothing else.
        let real = try Data(contentsOf: try Self.fixtures().appendingPathComponent("legacy/ru.lproj/Localizable.strings"))
        var generator = SystemRandomNumberGenerator()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let de = folder.appendingPathComponent("de.lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: de, withIntermediateDirectories: true)
        var failures = 0
        for round in 0..<300 {
            var bytes = [UInt8](real.prefix(Int.random(in: 0...real.count, using: &generator)))
            if round % 2 == 0 {
                for _ in 0..<8 where !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            } else {
                bytes = (0..<Int.random(in: 0...400, using: &generator)).map { _ in [0x22, 0x3D, 0x3B, 0x5C, 0x2F, 0x2A, 0x0A, 0x41][Int.random(in: 0..<8, using: &generator)] }
            }
            try Data(bytes).write(to: de.appendingPathComponent("Localizable.strings"))
            do { _ = try StringCatalog(lprojFoldersIn: folder, sourceLanguage: "en") } catch {
                #expect(error.file == "de.lproj/Localizable.strings" && error.path.hasPrefix("line "), "\(error)")
                failures += 1
            }
        }
        #expect(failures > 100)
    }
}
