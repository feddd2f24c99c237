import ComponentCatalogue
import Components
import DesignTokens

/// Which tokens a catalogue reads, found from what each variant's nodes drew with: for each
/// token, the components and variants that use it; for each component, the tokens it reads and
/// the values it types by hand; and the tokens of its themes nothing uses. What `gallery tokens`
/// prints, the gallery's token page lists and other tools read as JSON.
public struct TokenUsage: Codable, Equatable, Sendable {
    /// Token path (`color.brand.blue`) to the `Component/state@variant`s that drew with it.
    public var variantsByToken: [String: [String]] = [:]
    /// Token path to the components that drew with it.
    public var componentsByToken: [String: [String]] = [:]
    /// Token path to the theme role it plays, where the two differ (`color.brand.blue` → `color.primary`).
    public var roleByToken: [String: String] = [:]
    /// Component to the token paths it read.
    public var tokensByComponent: [String: [String]] = [:]
    /// Component to its hand-typed colours and text styles (`text #D0D4DAFF (argument textColor)`).
    public var literalsByComponent: [String: [String]] = [:]
    /// Colour, text style and elevation tokens of the themes drawn that no variant used, with the
    /// files' other colour tokens that no used role aliases (a palette's unused steps, a team's
    /// extra tokens); roles a file leaves to Bento's standard values are not listed. Lengths carry
    /// no origin, so spacing and radii are not listed.
    public var unusedTokens: [String] = []

    /// An empty report.
    public init() {}

    /// A report as `gallery tokens --json` writes it; a field it lacks is empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        variantsByToken = try container.decodeIfPresent([String: [String]].self, forKey: .variantsByToken) ?? [:]
        componentsByToken = try container.decodeIfPresent([String: [String]].self, forKey: .componentsByToken) ?? [:]
        roleByToken = try container.decodeIfPresent([String: String].self, forKey: .roleByToken) ?? [:]
        tokensByComponent = try container.decodeIfPresent([String: [String]].self, forKey: .tokensByComponent) ?? [:]
        literalsByComponent = try container.decodeIfPresent([String: [String]].self, forKey: .literalsByComponent) ?? [:]
        unusedTokens = try container.decodeIfPresent([String].self, forKey: .unusedTokens) ?? []
    }

    /// The usage of the selected variants of a catalogue.
    ///
    /// - Throws: the first variant that cannot be laid out, named.
    package init(_ items: [(entry: CatalogueEntry, variant: CatalogueVariant)]) throws {
        var read: [(entry: CatalogueEntry, variant: CatalogueVariant, reads: [DesignRead])] = []
        for (entry, variant) in items {
            do {
                read.append((entry, variant, try entry.rendering(variant).layOut().designReads))
            } catch {
                throw GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")
            }
        }
        self.init(reads: read)
    }

    /// The usage of variants whose design reads are known (the gallery's render hands them over
    /// from the trees that drew its pictures).
    package init(reads items: [(entry: CatalogueEntry, variant: CatalogueVariant, reads: [DesignRead])]) {
        var themes: [String: Theme] = [:]
        for (entry, variant, reads) in items {
            themes[variant.traits.theme.name] = variant.traits.theme
            for read in reads where read.node != "canvas" {
                if let token = read.use.token {
                    variantsByToken[token.path, default: []].append("\(entry.identifier)@\(variant.name)")
                    componentsByToken[token.path, default: []].append(entry.component)
                    tokensByComponent[entry.component, default: []].append(token.path)
                    if token.role != token.path { roleByToken[token.path] = token.role }
                } else if read.use.lengths.isEmpty, let place = DesignAudit.handTyped(read.use.origin) {
                    // Lengths always carry their line and never a token, so only colours and
                    // styles count as typed by hand; the audit checks lengths against the scales.
                    literalsByComponent[entry.component, default: []].append("\(read.use.property) \(read.use.value) (\(place))")
                }
            }
        }
        func unique(_ values: [String: [String]]) -> [String: [String]] { values.mapValues { Array(Set($0)).sorted() } }
        variantsByToken = unique(variantsByToken)
        componentsByToken = unique(componentsByToken)
        tokensByComponent = unique(tokensByComponent)
        literalsByComponent = unique(literalsByComponent)
        // The tokens a theme's file defines (not Bento's standard values for roles it leaves out),
        // and its other colour tokens (a palette, a team's extra tokens); a primitive is used when
        // a role that was used aliases it.
        var defined = Set<String>(), used = Set(variantsByToken.keys)
        for theme in themes.values {
            let provenance = theme.provenance
            for value in theme.tokenValues where ["color.", "typography.", "elevation."].contains(where: value.role.hasPrefix) {
                if provenance?.defines(value.role) ?? true { defined.insert(value.token) }
            }
            if let others = provenance?.otherColors { defined.formUnion(others.keys) }
            for token in variantsByToken.keys {
                if let alias = provenance?.aliases[roleByToken[token] ?? token] { used.insert(alias) }
            }
        }
        unusedTokens = defined.subtracting(used).sorted()
    }

    /// The report as text: each component with its tokens and hand-typed values, then the unused tokens.
    package var text: String {
        var lines: [String] = []
        for component in Set(tokensByComponent.keys).union(literalsByComponent.keys).sorted() {
            let tokens = tokensByComponent[component] ?? []
            lines.append("\(component): \(tokens.isEmpty ? "no tokens" : tokens.joined(separator: ", "))")
            for literal in literalsByComponent[component] ?? [] { lines.append("  hand-typed: \(literal)") }
        }
        lines.append("Unused: \(unusedTokens.isEmpty ? "none" : unusedTokens.joined(separator: ", "))")
        return lines.joined(separator: "\n")
    }
}

extension Catalogue {
    /// Which tokens every variant of the catalogue reads, as `gallery tokens` reports it.
    public func tokenUsage() throws -> TokenUsage {
        try TokenUsage(entries.flatMap { entry in entry.allVariants().map { (entry, $0) } })
    }
}
