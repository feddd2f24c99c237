import Rasterizer

/// A pseudo-locale: the catalogue's own strings rewritten to look like a long language, so text
/// that would be cut, clipped or left untranslated shows before any translation exists (the
/// pseudo-locales of Android's `en-XA` and `ar-XB` and of translation tools). Turned on per
/// catalogue with `VariantMatrix.pseudoLocales`; a variant named `…-xa-…` or `…-rtl-xb-…` draws
/// every string through it.
public enum PseudoLocale: Hashable, Sendable, CaseIterable {
    /// Accented, lengthened and bracketed: `Add` becomes `[Áðð óñ]`. Letters take accents (so a
    /// string drawn from outside the catalogue's text, which no translation would reach, stands
    /// out unaccented), each string grows by the expansion IBM's globalization guidelines give
    /// for translations from English (see `expansion(forLength:)`), and brackets mark both ends
    /// (so a clipped end shows).
    case accented

    /// Right to left without a translation: each word wrapped in a right-to-left override
    /// (`RLM RLO word PDF RLM`, as Android's `ar-XB` does), so `Add item` reads `ddA meti` from
    /// the right, and the layout mirrored as a right-to-left language's is. What stays left to
    /// right (a string drawn from outside the catalogue's text, a hard-coded alignment or
    /// direction) stands out beside it.
    case bidiWrapped

    /// What variant names add for it: `xa` after Android's `en-XA`, `xb` after its `ar-XB`.
    public var variantSuffix: String {
        switch self {
        case .accented: "xa"
        case .bidiWrapped: "xb"
        }
    }

    /// The direction a layout takes in this pseudo-locale: `.rightToLeft` for `.bidiWrapped`
    /// (the language it stands for reads so), `nil` where the pseudo-locale leaves it as it is.
    public var layoutDirection: LayoutDirection? {
        switch self {
        case .accented: nil
        case .bidiWrapped: .rightToLeft
        }
    }

    /// How many characters a translation of a string of `length` characters adds, by the lower
    /// bound of IBM's table of text expansion from English (also W3C's "Text size in
    /// translation"): up to 10 characters 100 %, 11–20 80 %, 21–30 60 %, 31–50 40 %, 51–70
    /// 31 %, longer 30 %. The lower bound is what long languages such as German and Finnish
    /// commonly need; the upper bounds (up to 200 % for short strings) are the worst cases.
    public static func expansion(forLength length: Int) -> Int {
        let share: Double
        switch length {
        case ...10: share = 1.0
        case 11...20: share = 0.8
        case 21...30: share = 0.6
        case 31...50: share = 0.4
        case 51...70: share = 0.31
        default: share = 0.3
        }
        return Int((Double(length) * share).rounded(.up))
    }

    /// `text` in this pseudo-locale.
    public func localized(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .accented: return "[" + Self.accented(text) + Self.padding(Self.expansion(forLength: text.count)) + "]"
        case .bidiWrapped: return Self.bidiWrapped(text)
        }
    }

    /// Each run of characters between white space wrapped in `RLM RLO … PDF RLM`.
    static func bidiWrapped(_ text: String) -> String {
        var result = ""
        var isInWord = false
        for character in text {
            let isSpace = character.isWhitespace
            if isSpace && isInWord { result += "\u{202C}\u{200F}" }
            if !isSpace && !isInWord { result += "\u{200F}\u{202E}" }
            isInWord = !isSpace
            result.append(character)
        }
        if isInWord { result += "\u{202C}\u{200F}" }
        return result
    }

    static func accented(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    /// Styled text in this pseudo-locale: each run accented, the padding and brackets in the
    /// styles of the first and last runs; or each run's words wrapped.
    public func localized(_ text: AttributedText) -> AttributedText {
        guard !text.isEmpty, !text.spans.isEmpty else { return text }
        if self == .bidiWrapped {
            return AttributedText(spans: text.spans.map { TextSpan(Self.bidiWrapped($0.text), style: $0.style, color: $0.color) })
        }
        var spans = text.spans.map { TextSpan(Self.accented($0.text), style: $0.style, color: $0.color) }
        spans[0].text = "[" + spans[0].text
        spans[spans.count - 1].text += Self.padding(Self.expansion(forLength: text.string.count)) + "]"
        return AttributedText(spans: spans)
    }

    /// `count` characters of words, after a space: ` one two thr`.
    static func padding(_ count: Int) -> String {
        guard count > 1 else { return count == 1 ? "é" : "" }
        var words = ""
        let numbers = ["óñé", "ţŵó", "ţĥŕéé", "fóûŕ", "fîvé", "šîx", "šévéñ", "éîğĥţ", "ñîñé", "ţéñ"]
        var index = 0
        // The length is kept as it grows: counting the string each turn made a long label quadratic.
        var length = 0
        while length < count - 1 {
            let word = numbers[index % numbers.count]
            words += (words.isEmpty ? "" : " ") + word
            length += (length == 0 ? 0 : 1) + word.count
            index += 1
        }
        // A word cut after its space would end the string in a space: that space becomes a letter.
        var cut = String(words.prefix(count - 1))
        if cut.hasSuffix(" ") { cut = String(cut.dropLast()) + "é" }
        return " " + cut
    }

    /// Latin letters and their accented forms (Latin-1 and Latin Extended-A, which text fonts draw).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
            ("a", "á"), ("c", "ç"), ("d", "ð"), ("e", "é"), ("g", "ğ"), ("h", "ĥ"), ("i", "î"), ("j", "ĵ"), ("k", "ķ"), ("l", "ļ"),
            ("n", "ñ"), ("o", "ó"), ("r", "ŕ"), ("s", "š"), ("t", "ţ"), ("u", "û"), ("w", "ŵ"), ("y", "ý"), ("z", "ž"),
            ("A", "Á"), ("C", "Ç"), ("D", "Ð"), ("E", "É"), ("G", "Ğ"), ("H", "Ĥ"), ("I", "Î"), ("J", "Ĵ"), ("K", "Ķ"), ("L", "Ļ"),
            ("N", "Ñ"), ("O", "Ó"), ("R", "Ŕ"), ("S", "Š"), ("T", "Ţ"), ("U", "Û"), ("W", "Ŵ"), ("Y", "Ý"), ("Z", "Ž"),
        ]
        return Dictionary(uniqueKeysWithValues: pairs)
    }()
}
