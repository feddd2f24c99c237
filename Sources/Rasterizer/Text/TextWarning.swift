import SafeText

/// Something about a text that rendered, but perhaps not as meant.
public enum TextWarning: Hashable, Sendable, CustomStringConvertible {
    /// No face in the fallback chain has these characters; each was drawn as the .notdef box.
    case missingGlyphs(characters: String, family: String, text: String)

    public var description: String {
        switch self {
        case .missingGlyphs(let characters, let family, let text):
            let scalars = characters.unicodeScalars
            let codes = scalars.prefix(20).map { "U+" + String($0.value, radix: 16, uppercase: true) }
                + (scalars.count > 20 ? ["\(scalars.count - 20) more"] : [])
            return "No font in the \(Quoted.field(family, limit: 80)) fallback chain has \(codes.joined(separator: ", ")); drawn as .notdef in \(Quoted.string(text, limit: 80))."
        }
    }
}
