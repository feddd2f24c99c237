import CUnicodeText
import Foundation

/// A language as String Catalogs name them (`en`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`), and the
/// languages a lookup falls back through, as iOS does: the tag, then shorter and shorter prefixes
/// of it, then the catalogue's source language.
public enum LanguageTag {
    /// Whether `tag` is a language tag: letters, digits and hyphens or underscores between
    /// subtags of 1 to 8 characters, the first 2 or 3 letters; at most 35 characters.
    public static func isValid(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard tag.utf8.count <= 35, let first = subtags.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// Whether `tag` is a tag and its language one ICU lists (ISO 639, two or three letters):
    /// `xc` and `rtl-xb` are shaped like tags but name no language.
    package static func isKnownLanguage(_ tag: String) -> Bool {
        isValid(tag) && knownLanguages.contains(String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased())
    }

    private static let knownLanguages: Set<String> = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

    /// Whether the language is written right to left (Arabic, Hebrew, Persian, Urdu …), by ICU's
    /// likely script for it.
    public static func isRightToLeft(_ tag: String) -> Bool {
        bento_locale_is_right_to_left(tag.replacingOccurrences(of: "-", with: "_")) == 1
    }

    /// The languages to look in for `tag`, most specific first, ending with `source`:
    /// `zh-Hant-TW` → `zh-Hant-TW`, `zh-Hant`, `zh`, then `en`.
    public static func fallbacks(of tag: String, source: String) -> [String] {
        let chain = forms(of: tag)
        return chain.contains(source) ? chain : chain + [source]
    }

    /// The tag and its shorter and shorter prefixes: `zh-Hant-TW`, `zh-Hant`, `zh`. A translation
    /// in any of them is a translation into `tag`.
    public static func forms(of tag: String) -> [String] {
        var forms: [String] = []
        var subtags = tag.split(separator: "-").map(String.init)
        while !subtags.isEmpty {
            forms.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return forms
    }
}
