import ComponentCatalogue
import Components
import DesignTokens
import Rasterizer
import SafeText

/// One rule of `gallery audit`, as a value: the name findings and allow lists use, a one-line
/// summary (what `audit --help` lists), and its check over one rendered variant. The command, the
/// live preview's overlay and `Catalogue.auditFindings(rules:)` run the same list
/// (`Audit.rules(adding:)`), a team's own `DesignRule`s included.
package struct AuditRule: Sendable {
    /// The rule's name: `contrast`, `design-scale`, a team's `min-text-size`.
    package var name: String
    /// What it finds, in a line.
    package var summary: String
    /// Its findings in one rendered variant; `nil` for a rule judged over the whole catalogue
    /// (`no-preview`, from the module's public types).
    package var check: (@Sendable (Audit.Subject) -> [Audit.Finding])?
}

extension AuditRule {
    /// The built-in rules' names, written once: findings, allow lists, baselines, `audit.json`
    /// and the help carry them.
    package enum Name {
        package static let contrast = "contrast"
        package static let tokenContrast = "token-contrast"
        package static let truncated = "truncated"
        package static let clipped = "clipped"
        package static let overlap = "overlap"
        package static let tapTarget = "tap-target"
        package static let missingLabel = "missing-label"
        package static let designColor = "design-color"
        package static let designFont = "design-font"
        package static let designScale = "design-scale"
        package static let designChanged = "design-changed"
        package static let designFile = "design-file"
        package static let untranslated = "untranslated"
        package static let unmappedSymbol = "unmapped-symbol"
        package static let noPreview = "no-preview"
    }
}

extension Audit {
    /// One rendered variant as the rules read it: its laid-out nodes (with details), their paths,
    /// the pixels, the theme, and the text nodes whose colours are a pair of tokens. The groups of
    /// rules that share a walk of the tree (accessibility, text overflow, design values) make it
    /// once per variant, however many of their rules run.
    package final class Subject: @unchecked Sendable {
        package let nodes: [LaidOutComponent]
        package let paths: [String]
        package let bitmap: Bitmap
        package let scale: Double
        package let theme: Theme
        /// `Component/state@variant`.
        package let entry: String
        /// The text nodes that draw a pair of tokens, which `token-contrast` judges once per pair.
        package let tokenPairs: [Int: TokenContrast.Pair]
        /// The keys the variant's language does not translate.
        package let untranslated: [StringLookups.Miss]
        /// The keys the variant looked up and the text each drew.
        package let lookups: [StringLookups.Lookup]
        /// The design node the variant is held against, when its entry names one and this is the
        /// entry's first variant (the design shows one theme at one size).
        package let designNode: DesignSources.Resolved?
        package let tolerances: DesignTolerances

        package init(
            nodes: [LaidOutComponent], bitmap: Bitmap, scale: Double, theme: Theme, entry: String, untranslated: [StringLookups.Miss] = [],
            lookups: [StringLookups.Lookup] = [], design: DesignSources.Resolved? = nil, tolerances: DesignTolerances = .standard
        ) {
            self.designNode = design
            self.tolerances = tolerances
            self.untranslated = untranslated
            self.lookups = lookups
            self.nodes = nodes
            self.paths = LaidOutComponent.paths(of: nodes)
            self.bitmap = bitmap
            self.scale = scale
            self.theme = theme
            self.entry = entry
            self.tokenPairs = TokenContrast.pairs(in: nodes, canvas: theme.colors.background)
        }

        private(set) lazy var accessibility = Audit.accessibilityFindings(
            in: nodes, paths: paths, bitmap: bitmap, scale: scale, entry: entry, judgedByTokens: Set(tokenPairs.keys))
        private(set) lazy var overflow = TextOverflow.findings(in: nodes, paths: paths, canvasWidth: Double(bitmap.width) / scale, entry: entry)
        private(set) lazy var design = DesignAudit.findings(in: nodes, paths: paths, theme: theme, entry: entry)
        /// The variant held against its design node, property by property.
        var designFileFindings: [Finding] {
            guard let designNode else { return [] }
            return DesignComparison(designNode, nodes: nodes, paths: paths, theme: theme, entry: entry, tolerances: tolerances).findings()
        }

        /// A finding about a text node, naming the key (and language) whose text the node draws,
        /// when the variant looked one up that drew it: a translation too long for its place.
        func namingKey(_ finding: Finding) -> Finding {
            guard !lookups.isEmpty, let index = paths.firstIndex(of: finding.element),
                  let text = nodes[index].text?.text ?? nodes[index].accessibility.label,
                  let lookup = lookups.first(where: { $0.text == text })
            else { return finding }
            var named = finding
            named.detail += " (key \"\(lookup.key)\" in \(lookup.language))"
            return named
        }
    }

    /// The built-in rules, in the order they run.
    package static let builtInRules: [AuditRule] = [
        AuditRule(name: AuditRule.Name.contrast, summary: "text under WCAG AA contrast (4.5:1, 3:1 for large text), read from the pixels") {
            $0.accessibility.contrast
        },
        AuditRule(name: AuditRule.Name.tokenContrast, summary: "a text token on a background token under WCAG AA, once per pair and theme") {
            TokenContrast.findings(for: $0.tokenPairs, in: $0.nodes, entry: $0.entry)
        },
        AuditRule(name: AuditRule.Name.truncated, summary: "text cut short by its own frame or line limit") {
            subject in subject.accessibility.truncated.map(subject.namingKey)
        },
        AuditRule(name: AuditRule.Name.clipped, summary: "text an ancestor's clip or the picture's side edge hides part of") {
            subject in subject.overflow.clipped.map(subject.namingKey)
        },
        AuditRule(name: AuditRule.Name.overlap, summary: "text whose lines cover another text or a control") {
            $0.overflow.overlap
        },
        AuditRule(name: AuditRule.Name.tapTarget, summary: "a control under 44 × 44 pt (a switch's 44-point hit area overlapped)") {
            $0.accessibility.tapTarget
        },
        AuditRule(name: AuditRule.Name.missingLabel, summary: "an image, button or switch with no accessibility label") {
            $0.accessibility.missingLabel
        },
        AuditRule(name: AuditRule.Name.designColor, summary: "a colour typed by hand: a token's (named) or no colour of the theme") {
            $0.design.color
        },
        AuditRule(name: AuditRule.Name.designFont, summary: "a text style typed by hand, or none of the theme's") {
            $0.design.font
        },
        AuditRule(name: AuditRule.Name.designScale, summary: "padding, spacing or a radius off the theme's scales") {
            $0.design.scale
        },
        AuditRule(name: AuditRule.Name.designChanged, summary: "an entry whose design node changed since design.lock recorded it") { subject in
            guard let design = subject.designNode, let recorded = design.recordedFingerprint, recorded != design.node.fingerprint else { return [] }
            return [Finding(
                entry: subject.entry, rule: AuditRule.Name.designChanged,
                detail: "design changed: \(design.reference.file) node \(design.node.id) \"\(design.node.name)\" is not the design recorded in design.lock; "
                    + "look at it beside the code, then record it with gallery design compare --record-design",
                element: subject.paths.first ?? "")]
        },
        AuditRule(name: AuditRule.Name.designFile, summary: "a property off the entry's design node (size, padding, spacing, radius, fill, stroke, text), tokens named") {
            $0.designFileFindings
        },
        AuditRule(name: AuditRule.Name.untranslated, summary: "a key the variant's language has no translation of, or one whose format does not fit") { subject in
            subject.untranslated.map { miss in
                Finding(entry: subject.entry, rule: AuditRule.Name.untranslated, detail: "\(miss.language): \(miss.key): \(miss.detail)", element: "key \(miss.key)")
            }
        },
        AuditRule(name: AuditRule.Name.unmappedSymbol, summary: "a symbol named in code (Image(systemName:)) that has no open symbol, drawn as a placeholder") { subject in
            subject.nodes.indices.compactMap { index in
                guard let name = subject.nodes[index].layoutNotes.lazy.compactMap(\.unmappedSymbolName).first else { return nil }
                return Finding(
                    entry: subject.entry, rule: AuditRule.Name.unmappedSymbol,
                    detail: "the SF Symbol \(Quoted.string(name, limit: 80)) has no open symbol in SystemSymbol's table; it is drawn as a placeholder (use a name the table maps)",
                    element: subject.paths[index])
            }
        },
        AuditRule(name: AuditRule.Name.noPreview, summary: "a public component no catalogue entry or #Preview draws (with --symbol-graphs)", check: nil),
    ]

    /// The names of the built-in rules.
    package static let rules = builtInRules.map(\.name)

    /// The built-in rules and a team's own, which run after them.
    package static func rules(adding designRules: [DesignRule]) -> [AuditRule] {
        builtInRules + designRules.map { rule in
            AuditRule(name: rule.name, summary: "a rule of the team's own") { rule.findings(in: $0.nodes, paths: $0.paths, theme: $0.theme, entry: $0.entry) }
        }
    }

    /// Every finding of `rules` in one rendered variant, rule by rule, each carrying the name of
    /// the rule that returned it (the shared walks make findings for a rule; the rule names them).
    package static func findings(in subject: Subject, rules: [AuditRule]) -> [Finding] {
        rules.flatMap { rule in
            (rule.check?(subject) ?? []).map { finding in
                var named = finding
                named.rule = rule.name
                return named
            }
        }
    }

    /// The rules as `audit --help` lists them: one per line, name and summary.
    package static func ruleList(_ rules: [AuditRule] = builtInRules) -> String {
        rules.map { "\($0.name): \($0.summary)" }.joined(separator: "\n")
    }
}
