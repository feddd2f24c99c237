/// The bidirectional class of a character, reduced to what a two-level reordering needs.
enum BidiClass: UInt8 {
    /// A left-to-right letter or digit.
    case leftToRight
    /// A Hebrew, Arabic or other right-to-left letter.
    case rightToLeft
    /// Spaces and punctuation: they take the direction of their neighbours.
    case neutral
}

/// What the layouter needs to know about one user-perceived character.
struct CharacterInfo {
    /// The UTF-8 range of the character in the whole text.
    var start: Int
    var end: Int
    /// Which span it belongs to.
    var span: Int
    var bidi: BidiClass
    /// What an explicit directional formatting character does (`.none` for every other character).
    var format: DirectionalFormat
    var isSpace: Bool
    var isNewline: Bool
    /// A line may start right after this character (hyphens, zero-width space).
    var allowsBreakAfter: Bool
    var character: Character

    init(_ character: Character, start: Int, span: Int) {
        self.character = character
        self.start = start
        self.end = start + character.utf8.count
        self.span = span
        let first = character.unicodeScalars.first!
        allowsBreakAfter = first == "-" || first == "\u{2010}" || first == "\u{200B}" || first == "/"
        if first.isASCII && character.utf8.count == 1 {
            // Most UI text is ASCII: classify it without Unicode property lookups.
            let byte = first.value
            isNewline = byte >= 0x0A && byte <= 0x0D
            isSpace = byte == 0x20 || byte == 0x09
            let isAlphanumeric = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            bidi = isAlphanumeric ? .leftToRight : .neutral
            format = .none
            return
        }
        isNewline = character.isNewline
        isSpace = !isNewline && character.isWhitespace
        bidi = Self.bidiClass(of: first)
        format = DirectionalFormat(first)
    }

    private static func bidiClass(of scalar: Unicode.Scalar) -> BidiClass {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan and their presentation forms; Arabic
            // digits and marks inside count as right to left too, which is how they are read.
            return .rightToLeft
        case 0x200F: return .rightToLeft  // RIGHT-TO-LEFT MARK: an invisible strong right-to-left character
        case 0x200E: return .leftToRight  // LEFT-TO-RIGHT MARK
        default:
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil { return .leftToRight }
            return .neutral
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
