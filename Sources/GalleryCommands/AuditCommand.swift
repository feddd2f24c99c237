import ArgumentParser
import ComponentCatalogue
import Components
import Foundation
import GalleryEngine
import SafeText

/// `gallery audit`: runs `Audit` over the selected catalogue variants and prints what it finds.
/// Exit 1 when anything not allowed is found.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Check the catalogue for low contrast, truncated text, small tap targets, missing labels and values off the design.",
        discussion: """
            Contrast follows WCAG AA: 4.5:1 for text, 3:1 for large text (at least 24 pt, or 18.7 pt bold). \
            An allow-list file has one finding per line: an entry glob (Component/state, or with @variant), a rule \
            (\(Audit.rules.joined(separator: ", ")), or a rule of your own) and, if you like, \
            the reason, e.g. "DesignLibrary/row1* truncated long names wrap on purpose". Lines starting with # are comments.

            The rules:
            \(Audit.ruleList())

            The design rules compare what each component drew with its theme: a hand-typed colour within ΔE₀₀ 2.3 of a \
            token (named), a colour near no token, a text style that is none of the theme's, padding, spacing or a radius \
            off the theme's scales. Values the library itself chose are left out.

            With --symbol-graphs (folders of the compiler's symbol graphs: `swift package dump-symbol-graph \
            --minimum-access-level public`, which `swift package gallery audit` runs for you), every public type of those \
            modules that conforms to Renderable must be drawn by some catalogue entry or preview; one that is not is a \
            no-preview finding, allowed by its type name ("BrandAtoms.LegacyBanner no-preview").

            With --baseline FILE --record-baseline every finding the run reports is recorded in FILE; later runs with \
            --baseline FILE fail only on findings the baseline does not hold, and list new and resolved findings apart \
            from the pre-existing ones. \
            A finding is known by its rule, entry, the element (its place in the laid-out tree) and its order among \
            findings of that rule on that element, not by its words. --accept-resolved takes the resolved ones out of \
            the baseline; to accept a new one, allow it with a reason, or record the baseline again.
            """)

    @OptionGroup var options: AuditOptions

    func run() throws { try options.run() }
}

/// What `gallery audit` and `gallery design compare` take: the selection, allow list, symbol
/// graphs and baseline.
struct AuditOptions: ParsableArguments {
    @OptionGroup var selection: SelectionOptions
    @Option(name: .long, help: "Findings to accept, one 'glob rule' per line.") var allow: String?
    @Option(name: .customLong("symbol-graphs"), help: "A folder of symbol graphs: the public components no entry shows are findings.")
    var symbolGraphs: [String] = []
    @Option(name: .long, help: "A baseline of findings to live with for now: only findings it does not hold fail.")
    var baseline: String?
    @Flag(name: .customLong("record-baseline"), help: "Record every finding of this run as the --baseline file.")
    var recordBaseline = false
    @Flag(name: .customLong("accept-resolved"), help: "Take the findings the baseline holds and this run no longer finds out of it.")
    var acceptResolved = false

    /// Audits the selected variants with the rules `ruleNames` names (every rule when `nil`), only
    /// the entries `including` keeps, and prints, judges and reports as `gallery audit` does.
    func run(
        only ruleNames: Set<String>? = nil, designs: DesignSources? = nil, firstVariantsOnly: Bool = false, including: (CatalogueEntry) -> Bool = { _ in true }
    ) throws {
        let allowList: AuditAllowList
        if let allow {
            let text: String
            do {
                text = try String(contentsOf: URL(fileURLWithPath: allow), encoding: .utf8)
            } catch {
                throw ValidationError("cannot read the allow-list \(allow): \(error.localizedDescription)")
            }
            do {
                allowList = try AuditAllowList(text: text, extraRules: GalleryContext.current.designRules.map(\.name))
            } catch {
                throw ValidationError("\(allow): \(error)")
            }
        } else {
            allowList = AuditAllowList()
        }
        let context = GalleryContext.current
        if let bad = context.designRules.first(where: { !$0.isValidName }) {
            throw GalleryError("The design rule \"\(bad.name)\" needs a name of letters, digits and hyphens that no built-in rule has.")
        }
        let publicComponents = try symbolGraphs.isEmpty
            ? nil : PublicComponents(symbolGraphFolders: symbolGraphs.map { URL(fileURLWithPath: $0) }, relativeTo: context.packageRoot)
        var items = try selection.workItems(from: context.catalogue.entries.filter(including))
        if firstVariantsOnly { items = items.filter { $0.variant == $0.entry.allVariants().first } }
        let designs = try designs ?? DesignSources.recorded(in: context)
        // One layout per variant serves the rules and the types the variant shows.
        let audited = try Audit.audit(items, rules: context.designRules, designs: designs, only: ruleNames)
        var findings = audited.findings
        let shown = audited.shown
        if let publicComponents, ruleNames?.contains(AuditRule.Name.noPreview) ?? true {
            if selection.selectsEverything {
                findings += Audit.unshown(publicComponents.components, shown: shown)
            } else {
                CommandOutput.current.line("no-preview is checked only over the whole catalogue; this run selected part of it.")
            }
        }
        let reported = findings.filter { !allowList.allows($0) }
        // What each reasoned line allowed, so an accepted finding stays visible with its reason.
        var allowedByRule: [AuditAllowList.Rule: Int] = [:]
        for finding in findings { if let rule = allowList.rule(allowing: finding), !rule.reason.isEmpty { allowedByRule[rule, default: 0] += 1 } }
        for rule in allowList.rules {
            guard let allowed = allowedByRule[rule] else { continue }
            CommandOutput.current.line(
                "allowed\t\(Quoted.field(rule.pattern)) \(Quoted.field(rule.rule))\t\(allowed) finding\(allowed == 1 ? "" : "s"): \(Quoted.field(rule.reason))")
        }
        if let baseline {
            let whole = selection.selectsEverything && !selection.overridesVariants
            let audited = Set(items.map { "\($0.entry.identifier)@\($0.variant.name)" })
            if recordBaseline && acceptResolved {
                throw ValidationError("--record-baseline records every finding; --accept-resolved is for a baseline kept.")
            }
            let judgement = try AuditJudgement(
                reported, allowed: findings.count - reported.count, variants: items.count, baseline: URL(fileURLWithPath: baseline),
                record: recordBaseline, acceptResolved: acceptResolved, artifacts: GalleryContext.current.artifactsDirectory,
                environment: ProcessInfo.processInfo.environment, rules: ruleNames
            ) { entry in whole || audited.contains(entry) }
            for line in judgement.lines { CommandOutput.current.line(line) }
            // The review page shows each design finding's entry beside its design.
            if ruleNames?.contains(AuditRule.Name.designFile) ?? true {
                let designed = Set(findings.filter { [AuditRule.Name.designFile, AuditRule.Name.designChanged].contains($0.rule) }.map(\.entry))
                let entries = items.filter { designed.contains("\($0.entry.identifier)@\($0.variant.name)") }.map(\.entry)
                try DesignPictures.write(for: entries, designs: designs, into: context.artifactsDirectory)
            }
            if judgement.fails { throw ExitCode(1) }
            return
        }
        if acceptResolved || recordBaseline { throw ValidationError("--accept-resolved and --record-baseline need --baseline FILE.") }
        for finding in reported { CommandOutput.current.line(finding.line) }
        CommandOutput.current.line("\(items.count) variants audited: \(reported.count) findings (\(findings.count - reported.count) allowed).")
        if !reported.isEmpty { throw ExitCode(1) }
    }
}
