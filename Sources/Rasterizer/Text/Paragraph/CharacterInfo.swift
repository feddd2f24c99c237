/// What the layouter needs to know about one user-perceived character.
struct CharacterInfo {
    /// The UTF-8 range of the character in the whole text.
    var start: Int
    var end: Int
    /// Which span it belongs to.
    var span: Int
    /// A right-to-left letter or a directional formatting character: a paragraph without one
    /// reads left to right throughout.
    var mayChangeDirection: Bool
    var isSpace: Bool
    var isNewline: Bool
    var character: Character

    init(_ character: Character, start: Int, span: Int) {
        self.character = character
        self.start = start
        self.end = start + character.utf8.count
        self.span = span
        // A Character holds at least one scalar.
        let first = character.unicodeScalars.first ?? " "
        if first.isASCII && character.utf8.count == 1 {
            // Most UI text is ASCII: classify it without Unicode property lookups.
            let byte = first.value
            isNewline = byte >= 0x0A && byte <= 0x0D
            isSpace = byte == 0x20 || byte == 0x09
            mayChangeDirection = false
            return
        }
        isNewline = character.isNewline
        isSpace = !isNewline && character.isWhitespace
        mayChangeDirection = character.unicodeScalars.contains(where: Self.mayChangeDirection)
    }

    /// Whether the character is Korean: a Hangul syllable or jamo.
    var isHangul: Bool {
        guard let first = character.unicodeScalars.first, !first.isASCII else { return false }
        switch first.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }

    /// Whether the character is shown as a colour emoji: an emoji by default (😀), one asked for
    /// (❤️ with VS16, a keycap 1️⃣), or a sequence (👍🏽, 👨‍👩‍👧, 🇯🇵); VS15 asks for text.
    var isEmojiPresentation: Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !first.isASCII || scalars.count > 1 else { return false }
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") { return true }
        if first.properties.isEmojiPresentation { return true }
        return scalars.count > 1 && first.properties.isEmoji && scalars.contains("\u{200D}")
    }

    private static func mayChangeDirection(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation forms.
            true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            // The marks, embeddings, overrides and isolates of the bidi algorithm.
            true
        default: false
        }
    }

    /// Whether a scalar needs a glyph (joiners, variation selectors and format characters are the
    /// shaper's business). ASCII has none of those, so it is answered without a property lookup.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return true }
        return !(scalar.value == 0x200C || scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
            || (0xE0100...0xE01EF).contains(scalar.value) || scalar.properties.generalCategory == .format)
    }
}
