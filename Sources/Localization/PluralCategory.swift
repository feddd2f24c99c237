import CUnicodeText

/// A CLDR plural category: which form of a counted phrase a language uses for a number
/// ("1 file", "2 files"; Russian's one, few, many; Arabic's six), as String Catalogs and
/// `.stringsdict` files name their plural variations.
public enum PluralCategory: String, CaseIterable, Sendable, Codable {
    case zero, one, two, few, many, other

    /// The category of `number` in a language, by CLDR's rules (through ICU): `.other` for a
    /// language ICU has no rules for, or a number that is not finite.
    public init(of number: Double, language: String) {
        guard number.isFinite else {
            self = .other
            return
        }
        var buffer = [CChar](repeating: 0, count: 16)
        let length = bento_plural_category(language.replacingOccurrences(of: "-", with: "_"), number, &buffer, 16)
        guard length > 0 else {
            self = .other
            return
        }
        let name = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self = PluralCategory(rawValue: name) ?? .other
    }
}
