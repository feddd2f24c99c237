import ComponentCatalogue
import Components
import SafeText

/// A finding of `gallery audit`, for tests and other tools: the rule, where (`Component/state@variant`,
/// a token pair's `Tokens/…@theme`) and what was found.
public struct AuditFinding: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The rule (`contrast`, `design-color`, `token-contrast` …).
    public var rule: String
    /// Where: `Component/state@variant`, or `Tokens/<text>-on-<background>@<theme>` for a pair of tokens.
    public var entry: String
    /// What was found, in words.
    public var detail: String
    /// The element it is about: its place in the laid-out tree (`ScreenView/Box/Row[3]/Button`),
    /// empty when the entry names it (a pair of tokens, a public type).
    public var element: String = ""

    /// A finding of a rule in an entry.
    package init(entry: String, rule: String, detail: String, element: String = "") {
        self.rule = rule
        self.entry = entry
        self.detail = detail
        self.element = element
    }

    /// A finding a walk of the tree makes for the rule that takes it, which names it
    /// (`Audit.findings(in:rules:)` writes the rule's name on each finding the rule returns).
    package init(entry: String, detail: String, element: String = "") {
        self.init(entry: entry, rule: "", detail: detail, element: element)
    }

    /// `rule<TAB>entry<TAB>detail`, as the command prints it: one line, names escaped.
    public var description: String { line }

    /// The finding as the audit prints it: rule, entry and detail, tab-separated, on one line
    /// whatever the names in it hold (control characters escaped, each field bounded).
    package var line: String { "\(Quoted.field(rule, limit: 60))\t\(Quoted.field(entry))\t\(Quoted.field(detail, limit: 600))" }
}

extension Audit {
    /// Audits variants, each laid out and drawn once: every finding (a failing token pair once,
    /// however many variants draw it) and the qualified type names the variants show.
    package static func audit(
        _ items: [(entry: CatalogueEntry, variant: CatalogueVariant)], rules: [DesignRule] = [], designs: DesignSources? = nil,
        only ruleNames: Set<String>? = nil
    ) throws -> (findings: [Finding], shown: Set<String>) {
        var findings: [Finding] = []
        var shown: Set<String> = []
        for (entry, variant) in items {
            do {
                let drawn = try entry.rendering(variant).draw()
                let nodes = drawn.nodes
                let name = "\(entry.identifier)@\(variant.name)"
                // The design shows one state in one theme at one size: the entry's first variant.
                let design = try entry.design.flatMap { reference in
                    variant == entry.allVariants().first ? try designs?.resolve(reference, entry: entry.identifier) : nil
                }
                findings += Audit.findings(
                    in: nodes, bitmap: drawn.bitmap, scale: variant.traits.scale, theme: variant.traits.theme, entry: name, designRules: rules,
                    untranslated: drawn.lookups.misses, lookups: drawn.lookups.lookups, design: design,
                    tolerances: designs?.tolerances ?? .standard, only: ruleNames)
                shown.formUnion(nodes.map(\.qualifiedTypeName))
            } catch {
                throw GalleryError("\(entry.identifier) [\(variant.name)]: \(error)")
            }
        }
        // Designs that changed come first: a design is looked at against its old self before the code is held against it.
        let merged = TokenContrast.merged(findings)
        return (merged.filter { $0.rule == AuditRule.Name.designChanged } + merged.filter { $0.rule != AuditRule.Name.designChanged }, shown)
    }
}

extension Catalogue {
    /// What `gallery audit` finds in every variant of the catalogue, before any allow list: the
    /// accessibility rules, each failing pair of tokens once, the design rules and `rules` of your own.
    ///
    /// - Throws: the first variant that cannot be rendered, named.
    public func auditFindings(rules: [DesignRule] = []) throws -> [AuditFinding] {
        try Audit.audit(entries.flatMap { entry in entry.allVariants().map { (entry, $0) } }, rules: rules).findings
    }
}
