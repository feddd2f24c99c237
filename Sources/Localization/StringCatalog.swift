import Foundation
import SafeFiles

/// A team's String Catalog (Xcode's `Localizable.xcstrings`, JSON): each key's translations by
/// language, with their plural and device variations and substitutions, read as hostile data.
///
/// ```swift
/// let strings = try StringCatalog(contentsOf: packageRoot.appendingPathComponent("Localizable.xcstrings"))
/// let title = try strings.text(for: "basket.title", language: "de")          // "Warenkorb"
/// let count = try strings.text(for: "%lld items", language: "ru", arguments: [.int(3)])  // "3 товара"
/// ```
public struct StringCatalog: Sendable {
    /// The language the keys are written in, and the one every lookup falls back to.
    public var sourceLanguage: String
    /// Every key's translations.
    public var entries: [String: Entry]
    /// The file it was read from, which errors name.
    public var file: String

    /// One key: its translations by language (none for a key whose source text is the key itself).
    public struct Entry: Sendable, Decodable {
        /// The developer's note for translators.
        public var comment: String?
        /// The translations, by language (`de`, `pt-BR`, `zh-Hans`).
        public var localizations: [String: Translation]

        enum CodingKeys: String, CodingKey { case comment, localizations }

        init(comment: String?, localizations: [String: Translation]) {
            self.comment = comment
            self.localizations = localizations
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            comment = try container.decodeIfPresent(String.self, forKey: .comment)
            localizations = try container.decodeIfPresent([String: Translation].self, forKey: .localizations) ?? [:]
        }
    }

    /// A translation: a plain string, or variations by plural category or device, and the
    /// substitutions its string names (`%#@posts@`).
    public struct Translation: Sendable, Decodable {
        /// The string itself, when it does not vary.
        public var stringUnit: StringUnit?
        /// Its forms by device (`iphone`, `ipad`, `mac` … `other`) and by plural category.
        public var variations: Variations?
        /// The counted phrases the string names, by name.
        public var substitutions: [String: Substitution]?
    }

    /// A translated string and its review state (`translated`, `needs_review`, `new`).
    public struct StringUnit: Sendable, Decodable {
        /// `translated`, `needs_review`, `new` or `stale`, as Xcode marks it.
        public var state: String?
        /// The translated text, a format when it has specifiers (`%lld`, `%@`).
        public var value: String
    }

    /// A translation's forms.
    public struct Variations: Sendable, Decodable {
        /// By CLDR plural category (`one`, `few`, `other` …).
        public var plural: [String: Translation]?
        /// By device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`).
        public var device: [String: Translation]?
    }

    /// A counted phrase inside a string (`%#@posts@`): which argument counts it, how that argument
    /// is written (`lld`), and its plural forms, where `%arg` stands for the argument.
    public struct Substitution: Sendable, Decodable {
        /// Which argument counts the phrase, from 1; the first when absent.
        public var argNum: Int?
        /// How the argument is written in the phrase (`lld`, `f`); `@` when absent.
        public var formatSpecifier: String?
        /// The phrase's plural forms.
        public var variations: Variations?
    }

    /// The largest String Catalog read: the biggest shipping catalogues are a few megabytes.
    public static let maximumBytes = 32 << 20

    /// Reads a String Catalog from a file.
    ///
    /// - Throws: `LocalizationError` naming the file, and the JSON path of what is wrong in it.
    public init(contentsOf url: URL) throws(LocalizationError) {
        let data: Data
        do { data = try PlainFile(url.path, limit: Self.maximumBytes).readData() } catch {
            throw LocalizationError(file: url.lastPathComponent, path: "", "cannot be read: \(error.reason)")
        }
        try self.init(data: data, file: url.lastPathComponent)
    }

    /// Reads a String Catalog from its bytes; `file` names it in errors.
    public init(data: Data, file: String = "Localizable.xcstrings") throws(LocalizationError) {
        guard data.count <= Self.maximumBytes else {
            throw LocalizationError(file: file, path: "", "is \(data.count) bytes; a String Catalog is read up to \(Self.maximumBytes)")
        }
        struct File: Decodable {
            var sourceLanguage: String
            var strings: [String: Entry]?
        }
        let decoded: File
        do { decoded = try JSONDecoder().decode(File.self, from: data) } catch let error as DecodingError {
            throw LocalizationError(file: file, decoding: error)
        } catch {
            throw LocalizationError(file: file, path: "", "is not a String Catalog: \(error)")
        }
        guard LanguageTag.isValid(decoded.sourceLanguage) else {
            throw LocalizationError(file: file, path: "sourceLanguage", "is not a language tag")
        }
        sourceLanguage = decoded.sourceLanguage
        entries = decoded.strings ?? [:]
        self.file = file
    }

    /// The languages the catalogue holds a translation in, the source language first.
    public var languages: [String] {
        let translated = Set(entries.values.flatMap(\.localizations.keys)).subtracting([sourceLanguage])
        return [sourceLanguage] + translated.sorted()
    }
}
