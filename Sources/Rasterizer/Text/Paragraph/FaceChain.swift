import DesignTokens

/// The faces one span's characters are drawn with: its own face, then the registry's fallbacks
/// for the paragraph's language, each opened only when a character first needs it (most text
/// never opens a fallback).
struct FaceChain {
    /// The span's own face: its metrics set the line, and it draws what no face has.
    let primary: FontFace
    private let fonts: FontRegistry
    private let style: TextStyle
    private let language: String?
    /// The fallback families, listed when a character first needs one (most layouts never do).
    private var families: [String]?
    /// The fallback faces opened so far, in chain order; `nil` where a family could not be opened.
    private var opened: [FontFace?] = []

    init(for style: TextStyle, language: String?, fonts: FontRegistry) throws(FontError) {
        primary = try fonts.face(family: style.family, weight: style.weight, isItalic: style.isItalic)
        self.fonts = fonts
        self.style = style
        self.language = language
    }

    /// The first face of the chain that draws every visible scalar of `character`, or `nil`.
    /// A character shown as an emoji (😀, ❤️, 👍🏽, 🇯🇵) takes the chain's first colour face that
    /// has it, ahead of faces that draw it as a black-and-white symbol.
    mutating func face(drawing character: CharacterInfo) -> FontFace? {
        if character.isEmojiPresentation, let emoji = fallback(where: { $0.hasColorBitmaps && $0.hasGlyphs(for: character) }) {
            return emoji
        }
        if primary.hasGlyphs(for: character) { return primary }
        return fallback { $0.hasGlyphs(for: character) }
    }

    /// The first face of the chain that draws every scalar of `text`, or `nil`.
    mutating func face(drawing text: String) -> FontFace? {
        let draws = { (face: FontFace) in text.unicodeScalars.allSatisfy { face.glyph(for: $0) != nil } }
        return draws(primary) ? primary : fallback(where: draws)
    }

    private mutating func fallback(where draws: (FontFace) -> Bool) -> FontFace? {
        let families = families ?? fonts.fallbackFamilies(for: language).filter { $0 != style.family }
        self.families = families
        for index in families.indices {
            if index == opened.count { opened.append(open(families[index])) }
            if let face = opened[index], face !== primary, draws(face) { return face }
        }
        return nil
    }

    /// A fallback family's face at the span's weight and style, else its regular face.
    private func open(_ family: String) -> FontFace? {
        (try? fonts.face(family: family, weight: style.weight, isItalic: style.isItalic))
            ?? (try? fonts.face(family: family, weight: style.weight))
    }
}
