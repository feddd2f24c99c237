import Foundation
import SafeFiles

extension StringCatalog {
    /// Reads an app's strings in the form that came before String Catalogs: a folder of
    /// `xx.lproj` folders, each with the table's `.strings` file (`"key" = "text";`, UTF-8 or
    /// UTF-16, read strictly: a broken line is an error, not the end of the table) and
    /// `.stringsdict` file (plural rules, an XML property list read by Foundation). They become the String Catalog Xcode's migration would write: each
    /// `.stringsdict` rule a substitution with its plural forms, preferred to the `.strings` text
    /// of the same key, as iOS prefers it. `Base.lproj` holds the source language's text.
    ///
    /// ```swift
    /// let strings = try StringCatalog(lprojFoldersIn: root.appendingPathComponent("Resources"), sourceLanguage: "en")
    /// ```
    ///
    /// - Throws: `LocalizationError` naming the file (`de.lproj/Localizable.stringsdict`) and the
    ///   key and field that are wrong in it.
    public init(lprojFoldersIn folder: URL, table: String = "Localizable", sourceLanguage: String) throws(LocalizationError) {
        guard LanguageTag.isValid(sourceLanguage) else {
            throw LocalizationError(file: folder.lastPathComponent, path: "", "source language \"\(sourceLanguage)\" is not a language tag")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lproj") }.sorted()
        } catch {
            throw LocalizationError(file: folder.lastPathComponent, path: "", "cannot be listed: \(error.localizedDescription)")
        }
        var entries: [String: Entry] = [:]
        var read = 0
        for name in names {
            let stem = String(name.dropLast(".lproj".count))
            let language = stem == "Base" ? sourceLanguage : stem.replacingOccurrences(of: "_", with: "-")
            guard LanguageTag.isValid(language) else {
                throw LocalizationError(file: name, path: "", "is not named by a language tag (de.lproj, pt-BR.lproj, Base.lproj)")
            }
            let lproj = folder.appendingPathComponent(name, isDirectory: true)
            let strings = lproj.appendingPathComponent("\(table).strings"), rules = lproj.appendingPathComponent("\(table).stringsdict")
            let place = "\(name)/\(table)"
            if FileManager.default.fileExists(atPath: strings.path) {
                for (key, text) in try Self.stringsFile(strings, file: "\(place).strings") {
                    entries[key, default: Entry(comment: nil, localizations: [:])].localizations[language] = Translation(
                        stringUnit: StringUnit(state: "translated", value: text), variations: nil, substitutions: nil)
                }
                read += 1
            }
            if FileManager.default.fileExists(atPath: rules.path) {
                for (key, translation) in try Self.stringsdictFile(rules, file: "\(place).stringsdict") {
                    entries[key, default: Entry(comment: nil, localizations: [:])].localizations[language] = translation
                }
                read += 1
            }
        }
        guard read > 0 else {
            throw LocalizationError(file: folder.lastPathComponent, path: "", "holds no xx.lproj/\(table).strings or .stringsdict file")
        }
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.file = folder.lastPathComponent
    }

    /// A property list file's top-level dictionary, read within the size limit.
    private static func propertyList(_ url: URL, file: String) throws(LocalizationError) -> [String: Any] {
        let data: Data
        do { data = try PlainFile(url.path, limit: maximumBytes).readData() } catch {
            throw LocalizationError(file: file, path: "", "cannot be read: \(error.reason)")
        }
        let value: Any
        do { value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) } catch {
            throw LocalizationError(file: file, path: "", "is not a property list: \(error.localizedDescription)")
        }
        guard let dictionary = value as? [String: Any] else {
            throw LocalizationError(file: file, path: "", "is not a dictionary of strings")
        }
        return dictionary
    }

    /// A `.strings` file's texts by key (a key given twice keeps its last text, as iOS does).
    private static func stringsFile(_ url: URL, file: String) throws(LocalizationError) -> [String: String] {
        let data: Data
        do { data = try PlainFile(url.path, limit: maximumBytes).readData() } catch {
            throw LocalizationError(file: file, path: "", "cannot be read: \(error.reason)")
        }
        do {
            var texts: [String: String] = [:]
            for pair in try StringsFileParser.pairs(in: data) { texts[pair.key] = pair.text }
            return texts
        } catch {
            throw LocalizationError(file: file, path: "line \(error.line)", error.reason)
        }
    }

    /// A `.stringsdict` file's rules by key, each as the translation a String Catalog holds: its
    /// format, and a substitution for each variable it names (`%#@items@`) with its plural forms.
    private static func stringsdictFile(_ url: URL, file: String) throws(LocalizationError) -> [String: Translation] {
        var translations: [String: Translation] = [:]
        for (key, value) in try propertyList(url, file: file) {
            guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else {
                throw LocalizationError(file: file, path: key, "has no NSStringLocalizedFormatKey string")
            }
            var substitutions: [String: Substitution] = [:]
            for (index, name) in variables(in: format).enumerated() {
                guard let spec = rule[name.name] as? [String: Any] else {
                    throw LocalizationError(file: file, path: "\(key).\(name.name)", "is not a dictionary, though the format names it")
                }
                guard spec["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    throw LocalizationError(file: file, path: "\(key).\(name.name).NSStringFormatSpecTypeKey", "is not NSStringPluralRuleType")
                }
                let valueType = spec["NSStringFormatValueTypeKey"] as? String ?? "@"
                guard !valueType.isEmpty, valueType.count <= 4, valueType.allSatisfy({ $0.isLetter || $0 == "@" || $0 == "." || $0.isNumber }) else {
                    throw LocalizationError(file: file, path: "\(key).\(name.name).NSStringFormatValueTypeKey", "is not a format specifier")
                }
                var forms: [String: Translation] = [:]
                for category in PluralCategory.allCases {
                    guard let phrase = spec[category.rawValue] else { continue }
                    guard let phrase = phrase as? String else {
                        throw LocalizationError(file: file, path: "\(key).\(name.name).\(category.rawValue)", "is not a string")
                    }
                    forms[category.rawValue] = Translation(stringUnit: StringUnit(state: "translated", value: phrase), variations: nil, substitutions: nil)
                }
                guard forms["other"] != nil else {
                    throw LocalizationError(file: file, path: "\(key).\(name.name)", "has no \"other\" form")
                }
                // A variable after the first counts its own argument, in order unless the format numbers it.
                substitutions[name.name] = Substitution(
                    argNum: name.argument ?? (index == 0 ? nil : index + 1), formatSpecifier: valueType, variations: Variations(plural: forms, device: nil))
            }
            // A format that is one variable and nothing else becomes plural forms of its own, as
            // Xcode's migration writes it.
            if substitutions.count == 1, let (name, only) = substitutions.first, format == "%#@\(name)@", only.argNum == nil {
                translations[key] = Translation(stringUnit: nil, variations: only.variations, substitutions: nil)
                continue
            }
            translations[key] = Translation(
                stringUnit: StringUnit(state: "translated", value: format), variations: nil, substitutions: substitutions.isEmpty ? nil : substitutions)
        }
        return translations
    }

    /// The variables a `.stringsdict` format names, in order: `%#@items@`, or `%2$#@items@` for
    /// the second argument.
    private static func variables(in format: String) -> [(name: String, argument: Int?)] {
        var found: [(name: String, argument: Int?)] = []
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            rest = rest[rest.index(after: percent)...]
            let digits = rest.prefix(while: \.isNumber)
            var cursor = rest[digits.endIndex...]
            var argument: Int?
            if !digits.isEmpty, cursor.first == "$" {
                argument = Int(digits)
                cursor = cursor.dropFirst()
            }
            guard cursor.hasPrefix("#@"), let end = cursor.dropFirst(2).firstIndex(of: "@") else { continue }
            let name = String(cursor[cursor.index(cursor.startIndex, offsetBy: 2)..<end])
            if !name.isEmpty && !found.contains(where: { $0.name == name }) { found.append((name, argument)) }
            rest = cursor[cursor.index(after: end)...]
        }
        return found
    }
}
