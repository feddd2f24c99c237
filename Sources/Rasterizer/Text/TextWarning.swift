/// Something about a text that rendered, but perhaps not as meant.
public enum TextWarning: Hashable, Sendable, CustomStringConvertible {
    /// No face in the fallback chain has these characters; each was drawn as the .notdef box.
    case missingGlyphs(characters: String, family: String, text: String)

    public var description: String {
        switch self {
        case .missingGlyphs(let characters, let family, let text):
            let codes = characters.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            return "No font in the \(family) fallback chain has \(codes.joined(separator: ", ")); drawn as .notdef in \"\(text)\"."
        }
    }
}
