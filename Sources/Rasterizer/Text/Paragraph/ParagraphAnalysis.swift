import CUnicodeText

/// What Unicode's algorithms say about one paragraph, character by character, as ICU answers
/// them: each character's bidi embedding level (UAX #9, explicit embeddings, overrides and
/// isolates included) and where a line may start (UAX #14, with ICU's dictionaries for Thai,
/// Lao, Khmer and Burmese and the CJK line rules of the paragraph's language).
struct ParagraphAnalysis {
    /// The paragraph's own level: 0 left to right, 1 right to left.
    var paragraphLevel: UInt8
    /// The embedding level of each character of the paragraph (odd: right to left).
    var levels: [UInt8]
    /// Whether a line may start at each character of the paragraph (the first is `false`).
    var breaksBefore: [Bool]

    var isRightToLeft: Bool { paragraphLevel % 2 == 1 }

    /// Analyses `all[range]` in a base direction, breaking lines by `language`'s rules (BCP 47;
    /// `nil` for the root rules).
    init(_ all: [CharacterInfo], range: Range<Int>, direction: WritingDirection, language: String?) {
        var utf16: [UInt16] = []
        utf16.reserveCapacity(range.count)
        var starts: [Int32] = []
        starts.reserveCapacity(range.count)
        var needsBidi = direction == .rightToLeft
        for index in range {
            starts.append(Int32(utf16.count))
            utf16.append(contentsOf: all[index].character.utf16)
            if all[index].mayChangeDirection { needsBidi = true }
        }
        let length = Int32(utf16.count)

        // Text with no right-to-left letter and no formatting character in a left-to-right (or
        // natural) paragraph is all at level 0: most UI text is answered without ICU's bidi.
        var levels = [UInt8](repeating: 0, count: range.count)
        var paragraphLevel: UInt8 = 0
        if needsBidi && length > 0 {
            var unitLevels = [UInt8](repeating: 0, count: utf16.count)
            let requested: Int32 = switch direction {
            case .natural: -1
            case .leftToRight: 0
            case .rightToLeft: 1
            }
            let resolved = bento_bidi_levels(utf16, length, requested, &unitLevels)
            if resolved >= 0 {
                paragraphLevel = UInt8(resolved)
                for (index, start) in starts.enumerated() { levels[index] = unitLevels[Int(start)] }
            }
        }

        // ICU's break offsets, each the start of a line, mapped to the characters they begin.
        var breaksBefore = [Bool](repeating: false, count: range.count)
        if range.count > 1 {
            var offsets = [Int32](repeating: 0, count: utf16.count + 1)
            let locale = Self.icuLocale(language)
            let count = bento_line_breaks(utf16, length, locale, &offsets, Int32(offsets.count))
            var character = 0
            for offset in offsets.prefix(max(0, Int(count))) where offset < length {
                while character < starts.count && starts[character] < offset { character += 1 }
                if character < starts.count && starts[character] == offset { breaksBefore[character] = true }
            }
        }
        self.paragraphLevel = paragraphLevel
        self.levels = levels
        self.breaksBefore = breaksBefore
    }

    /// ICU's form of a BCP 47 tag (`zh-Hant-TW` → `zh_Hant_TW`; the root locale for none),
    /// asking for UAX #14's own rules for small kana and the like (`lb=strict`: no line starts
    /// with ょ or ー), which ICU relaxes for Japanese unless told.
    static func icuLocale(_ language: String?) -> String {
        guard let language, language.utf8.count < 64, language.utf8.allSatisfy({ byte in
            byte == 0x2D || byte == 0x5F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        })
        else { return "@lb=strict" }
        return String(language.map { $0 == "-" ? "_" : $0 }) + "@lb=strict"
    }
}
