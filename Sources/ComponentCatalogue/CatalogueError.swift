import DesignTokens
import SafeText

/// A catalogue that cannot be rendered as declared.
public enum CatalogueError: Error, Equatable, CustomStringConvertible {
    /// Two entries with one identifier.
    case duplicateIdentifier(String, first: CatalogueSourceLocation, second: CatalogueSourceLocation)
    /// Two entries whose reference files would have one name.
    case duplicateReferenceName(String, first: String, firstLocation: CatalogueSourceLocation, second: String, secondLocation: CatalogueSourceLocation)
    /// A component or state name that is empty or holds a character names cannot hold.
    case invalidName(String, reason: String, at: CatalogueSourceLocation)
    /// A variant matrix that cannot be rendered (no variants, a scale or width out of range, two
    /// different themes with one name).
    case invalidVariants(entry: String, reason: String, at: CatalogueSourceLocation)
    /// Arguments declared twice under one name, or a setting an argument does not take.
    case invalidArguments(entry: String, reason: String, at: CatalogueSourceLocation)

    public var description: String {
        switch self {
        case .duplicateIdentifier(let identifier, let first, let second):
            "The catalogue entry \(identifier) is declared twice: at \(first) and at \(second)."
        case .duplicateReferenceName(let file, let first, let firstLocation, let second, let secondLocation):
            "The catalogue entries \(first) (\(firstLocation)) and \(second) (\(secondLocation)) would both be recorded as \(file); rename one."
        case .invalidName(let name, let reason, let location):
            "The catalogue name \(Quoted.string(name)) at \(location) \(reason)."
        case .invalidVariants(let entry, let reason, let location):
            "The variants of \(entry) at \(location) \(reason)."
        case .invalidArguments(let entry, let reason, let location):
            "The arguments of \(entry) at \(location): \(reason)."
        }
    }
}

extension Catalogue {
    /// Checks the names and variants of every entry: identifiers unique (an error names both
    /// places), names non-empty and without `/`, `@` or control characters, at least one variant,
    /// scales from 0.5 to 4, widths from 1 to 4096 points, one theme per theme name, argument names
    /// unique and every argument an entry sets one it has, to a value it takes.
    public func validate() throws(CatalogueError) {
        // Swift compares strings by canonical equivalence, so two spellings of one text (a
        // precomposed é and e + U+0301) meet here; their scalars tell them apart.
        var firstPlace: [String: (location: CatalogueSourceLocation, scalars: [Unicode.Scalar])] = [:]
        var themesByName: [String: (theme: Theme, entry: String)] = [:]
        let identifiers = Set(flattened().map(\.identifier))
        for (identifier, reference) in allDesigns() where !identifiers.contains(identifier) {
            throw .invalidName(identifier, reason: "is named by designed(by:) (\(reference.file)) but is no entry of the catalogue", at: location)
        }
        for entry in flattened() {
            for name in [entry.component, entry.state] {
                if name.allSatisfy(\.isWhitespace) {
                    throw .invalidName(name, reason: "is empty (\(entry.identifier))", at: entry.location)
                }
                if let bad = name.unicodeScalars.first(where: { $0 == "/" || $0 == "@" || $0.properties.generalCategory == .control }) {
                    throw .invalidName(name, reason: "holds \(bad.escaped(asASCII: true)), which names cannot hold", at: entry.location)
                }
            }
            var argumentNames = Set<String>()
            for argument in entry.arguments where !argumentNames.insert(argument.name).inserted {
                throw .invalidArguments(entry: entry.identifier, reason: "\(argument.name) is declared twice", at: entry.location)
            }
            do {
                _ = try entry.argumentValues(changing: Dictionary(entry.setting.map { ($0.name, $0.text) }, uniquingKeysWith: { $1 }))
            } catch {
                throw .invalidArguments(entry: entry.identifier, reason: error.description, at: entry.location)
            }
            let scalars = Array(entry.identifier.unicodeScalars)
            if let first = firstPlace[entry.identifier] {
                if first.scalars != scalars {
                    throw .invalidName(
                        entry.identifier,
                        reason: "is the same text as another entry's name in another Unicode normalisation (declared at \(first.location)); "
                            + "they would be merged into one, so spell both alike",
                        at: entry.location)
                }
                if first.location != entry.location { throw .duplicateIdentifier(entry.identifier, first: first.location, second: entry.location) }
            } else {
                firstPlace[entry.identifier] = (entry.location, scalars)
            }
            let matrix = entry.variants.inheriting(from: .standard)
            if let scale = (matrix.scales ?? []).first(where: { !($0 >= 0.5 && $0 <= 4) }) {
                throw .invalidVariants(entry: entry.identifier, reason: "have the scale \(scale); scales go from 0.5 to 4", at: entry.location)
            }
            if let width = (matrix.widths ?? []).first(where: { !($0 >= 1 && $0 <= 4096) }) {
                throw .invalidVariants(entry: entry.identifier, reason: "have the width \(width); widths go from 1 to 4096 points", at: entry.location)
            }
            for theme in matrix.themes ?? [] {
                if let known = themesByName[theme.name], known.theme != theme {
                    throw .invalidVariants(
                        entry: entry.identifier,
                        reason: "use a theme named \"\(theme.name)\" that differs from the one \(known.entry) uses; give each theme its own name",
                        at: entry.location)
                }
                themesByName[theme.name] = (theme, entry.identifier)
            }
            if entry.variants.variants().isEmpty {
                throw .invalidVariants(entry: entry.identifier, reason: "are empty (a list of themes, sizes, scales or directions is empty)", at: entry.location)
            }
        }
    }
}

extension Catalogue {
    /// The design references of this catalogue and those it includes.
    func allDesigns() -> [(String, DesignReference)] {
        designs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + items.flatMap { item -> [(String, DesignReference)] in
            if case .catalogue(let inner) = item { return inner.allDesigns() }
            return []
        }
    }
}
