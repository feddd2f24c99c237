/// A font that could not be found, opened or used.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No file is registered for this family, weight and style.
    case notRegistered(family: String, weight: Int, isItalic: Bool)
    /// The registered file does not exist or cannot be read.
    case fileMissing(path: String)
    /// FreeType or HarfBuzz refused the file.
    case unusable(path: String, detail: String)

    public var description: String {
        switch self {
        case .notRegistered(let family, let weight, let isItalic):
            return "No font file is registered for \(family) weight \(weight)\(isItalic ? " italic" : ""); register one with FontRegistry.register."
        case .fileMissing(let path):
            return "The font file \(path) does not exist; run scripts/bootstrap to install the fonts."
        case .unusable(let path, let detail):
            return "The font file \(path) cannot be used: \(detail)."
        }
    }
}
