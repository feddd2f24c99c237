import SafeText

/// Why an asset catalogue, or one of its sets, could not be read: what was asked for, where, and
/// what is wrong there, in words a team can act on.
public struct AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The catalogue's folder is missing or is not a folder.
        case notACatalog
        /// No set of that name and kind is in the catalogue.
        case notFound
        /// The name is empty, too long or holds a control character.
        case invalidName
        /// A file of the set is a link, not a plain file, too large or unreadable.
        case unreadable(String)
        /// A set's `Contents.json` is not what Xcode writes; the clause says what and where.
        case malformed(String)
        /// The set holds nothing this engine draws (a PDF, an SVG, a system colour's reference).
        case unsupported(String)
        /// The catalogue holds more sets or folders than a catalogue is read up to.
        case tooLarge(String)
    }

    /// The set's name, as `Color("…")` or `Image("…")` asks for it (empty for the catalogue).
    public var name: String
    /// The catalogue's folder, or the file at fault.
    public var path: String
    /// What is wrong.
    public var reason: Reason

    /// An error about a name at a path.
    public init(name: String, path: String, reason: Reason) {
        (self.name, self.path, self.reason) = (name, path, reason)
    }

    /// `"brandPrimary" in Assets.xcassets: …`.
    public var description: String {
        let subject = name.isEmpty ? path : "\"\(Self.printable(name))\" in \(path)"
        switch reason {
        case .notACatalog: return "\(path) is not an asset catalogue folder (an .xcassets folder)"
        case .notFound: return "\(subject): no set of that name (names are the set folders' names, a namespace folder's name before them)"
        case .invalidName: return "\"\(Self.printable(name))\" is not an asset name: a name is 1 to 255 characters, none of them a control character"
        case .unreadable(let detail): return "\(subject): \(detail)"
        case .malformed(let detail): return "\(subject): \(detail)"
        case .unsupported(let detail): return "\(subject): \(detail)"
        case .tooLarge(let detail): return "\(subject): \(detail)"
        }
    }

    /// A name as one printed field (`Quoted.field`: control characters and bidirectional
    /// overrides escaped), so a hostile name prints as one line.
    static func printable(_ name: String) -> String { Quoted.field(name, limit: 255) }
}
