import Foundation
import ImageSnapshots
import Rasterizer
import SafeFiles
import SafeText

/// A run's findings judged against a baseline file, as `gallery audit --baseline` does: the lines
/// to print, whether the run fails, and the reports it leaves (the baseline itself when recorded
/// or when resolved findings are accepted; `audit-summary.md` and `audit.json` in the artifacts
/// folder, which the review page shows; on GitHub Actions, annotations and the step summary).
package struct AuditJudgement {
    /// What the terminal shows, line by line.
    package var lines: [String] = []
    /// Whether the run found what the baseline does not hold.
    package var fails = false

    /// The rule a baseline never holds: a design that changed since `design.lock` is looked at and
    /// recorded there (`design compare --record-design`); a baseline holding it would silence the lock.
    static let neverBaselined = AuditRule.Name.designChanged

    /// Judges `reported` against the baseline at `url` (with `record`, records them as the
    /// baseline instead). Baseline findings whose entry `inScope` rejects (a run over part of the
    /// catalogue), or whose rule the run did not apply (`rules`; `nil` is every rule), are neither
    /// pre-existing nor resolved, and a recording keeps them: `gallery design compare` and
    /// `gallery audit` share one baseline, each recording its own rules' findings into it.
    ///
    /// - Throws: `GalleryError` when there is no baseline to judge against, or it cannot be read.
    package init(
        _ reported: [Audit.Finding], allowed: Int, variants: Int, baseline url: URL, record: Bool, acceptResolved: Bool,
        artifacts: URL, environment: [String: String], rules: Set<String>? = nil, inScope: (String) -> Bool
    ) throws {
        let run = AuditBaseline(findings: reported)
        func applies(_ line: AuditBaseline.Line) -> Bool { inScope(line.entry) && (rules?.contains(line.rule) ?? true) }
        let held: AuditBaseline?
        do { held = try AuditBaseline.read(url) } catch {
            throw GalleryError(error.description + (record ? "; the lines of other rules and entries it holds are kept when recording, so fix or remove it first" : ""))
        }
        if record {
            guard !acceptResolved else { throw GalleryError("--record-baseline records every finding; --accept-resolved is for a baseline kept.") }
            let recorded = run.lines.filter { $0.rule != Self.neverBaselined }
            let kept = held?.lines.filter { !applies($0) && $0.rule != Self.neverBaselined } ?? []
            try AuditBaseline(lines: kept + recorded).write(to: url)
            lines.append(
                "\(variants) variants audited: recorded \(recorded.count) finding\(recorded.count == 1 ? "" : "s") as the baseline \(Quoted.field(url.path)) (\(allowed) allowed)"
                    + (kept.isEmpty ? "." : "; kept its \(kept.count) line\(kept.count == 1 ? "" : "s") of rules and entries this run did not audit."))
            let unrecorded = run.lines.count - recorded.count
            if unrecorded > 0 {
                lines.append(
                    "\(unrecorded) \(Self.neverBaselined) finding\(unrecorded == 1 ? " is" : "s are") not recorded: a design that changed is looked at beside the code "
                        + "and recorded with gallery design compare --record-design, so the lock keeps telling you when it changes again.")
            }
            return
        }
        guard let held else {
            throw GalleryError("There is no baseline at \(Quoted.field(url.path)): record today's findings with --record-baseline.")
        }
        let ignored = held.lines.filter { $0.rule == Self.neverBaselined }.count
        if ignored > 0 {
            lines.append(
                "The baseline holds \(ignored) \(Self.neverBaselined) line\(ignored == 1 ? "" : "s"), not honoured: a changed design is recorded with "
                    + "gallery design compare --record-design, never in a baseline.")
        }
        let comparison = AuditBaseline(lines: held.lines.filter { applies($0) && $0.rule != Self.neverBaselined }).compare(run)
        // A baseline is anyone's file: its fields are printed escaped and bounded, as findings are.
        func printed(_ line: AuditBaseline.Line) -> String {
            "\(Quoted.field(line.rule, limit: 60))\t\(Quoted.field(line.entry, limit: 300))\t\(Quoted.field(line.detail, limit: 500))"
        }
        lines += comparison.new.map { "new\t" + printed($0) } + comparison.resolved.map { "resolved\t" + printed($0) }
        lines.append(
            "\(variants) variants audited: \(comparison.new.count) new, \(comparison.preexisting.count) pre-existing (in the baseline), \(comparison.resolved.count) resolved; \(allowed) allowed.")
        if acceptResolved && !comparison.resolved.isEmpty {
            try held.removing(comparison.resolved).write(to: url)
            lines.append("Took \(comparison.resolved.count) resolved finding\(comparison.resolved.count == 1 ? "" : "s") out of the baseline \(Quoted.field(url.path)).")
        } else if !comparison.resolved.isEmpty {
            lines.append("Resolved findings stay in the baseline until --accept-resolved takes them out.")
        }
        let summaryURL = artifacts.appendingPathComponent("audit-summary.md")
        try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try? AtomicWrite.write(Data(Self.summary(comparison, variants: variants, baseline: url.lastPathComponent).utf8), to: summaryURL)
        // The same for the review page (`gallery review` shows it beside the pictures).
        let findings = { (lines: [AuditBaseline.Line]) in
            lines.map { AuditReport.Finding(rule: $0.rule, entry: $0.entry, element: $0.element, detail: $0.detail) }
        }
        try? AuditReport(
            baseline: url.lastPathComponent, variants: variants, new: findings(comparison.new), preexisting: comparison.preexisting.count,
            resolved: findings(comparison.resolved)
        ).write(in: artifacts)
        if environment["GITHUB_ACTIONS"] == "true" {
            lines += comparison.new.map { GitHubActions.command("error", title: "audit: new \($0.rule)", message: "\($0.entry): \($0.detail)") }
            lines += comparison.resolved.map { GitHubActions.command("notice", title: "audit: resolved \($0.rule)", message: "\($0.entry): \($0.detail)") }
            if let stepSummary = environment["GITHUB_STEP_SUMMARY"], !stepSummary.isEmpty {
                GitHubActions.appendStepSummary(from: summaryURL, to: URL(fileURLWithPath: stepSummary))
            }
        }
        fails = !comparison.new.isEmpty
    }

    /// The comparison in Markdown: the counts, then the new and resolved findings.
    static func summary(_ comparison: AuditBaseline.Comparison, variants: Int, baseline: String) -> String {
        var lines = [
            "## Audit against the baseline \(Markup.markdownCell(baseline))", "",
            "\(variants) variants audited: **\(comparison.new.count) new**, \(comparison.preexisting.count) pre-existing, \(comparison.resolved.count) resolved.", "",
        ]
        for (title, found) in [("New (these fail the run)", comparison.new), ("Resolved (take them out with `--accept-resolved`)", comparison.resolved)] where !found.isEmpty {
            lines += ["### \(title)", "", "| rule | entry | what was found |", "|---|---|---|"]
            lines += found.map { "| \(Markup.markdownCell($0.rule)) | \(Markup.markdownCell($0.entry)) | \(Markup.markdownCell($0.detail)) |" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
