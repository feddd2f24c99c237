import ArgumentParser
import Foundation
import GalleryEngine
import Rasterizer
import SafeText
import SnapshotReview

extension AuditCommand {
    /// Judges a run's findings against the baseline at `url` (with `--record-baseline`, records
    /// them as the baseline instead): reports new, pre-existing and resolved findings (in the terminal, in
    /// `audit-summary.md` and `audit.json` in the artifacts folder, which the review page shows, and
    /// on GitHub Actions as annotations and in the step summary) and fails on new ones. Baseline findings whose entry `inScope` rejects (a
    /// run over part of the catalogue) are neither pre-existing nor resolved.
    func judge(
        _ reported: [Audit.Finding], allowed: Int, variants: Int, baseline url: URL, inScope: (String) -> Bool
    ) throws {
        let output = CommandOutput.current
        let run = AuditBaseline(findings: reported)
        if recordBaseline {
            guard !acceptResolved else { throw ValidationError("--record-baseline records every finding; --accept-resolved is for a baseline kept.") }
            try run.write(to: url)
            output.line("\(variants) variants audited: recorded \(run.lines.count) finding\(run.lines.count == 1 ? "" : "s") as the baseline \(Quoted.field(url.path)) (\(allowed) allowed).")
            return
        }
        let held: AuditBaseline?
        do { held = try AuditBaseline.read(url) } catch { throw GalleryError(error.description) }
        guard let held else {
            throw GalleryError("There is no baseline at \(Quoted.field(url.path)): record today's findings with --record-baseline.")
        }
        let scoped = AuditBaseline(lines: held.lines.filter { inScope($0.entry) })
        let comparison = scoped.compare(run)
        // A baseline is anyone's file: its fields are printed escaped and bounded, as findings are.
        func printed(_ line: AuditBaseline.Line) -> String {
            "\(Quoted.field(line.rule, limit: 60))\t\(Quoted.field(line.entry, limit: 300))\t\(Quoted.field(line.detail, limit: 500))"
        }
        for line in comparison.new { output.line("new\t" + printed(line)) }
        for line in comparison.resolved { output.line("resolved\t" + printed(line)) }
        output.line(
            "\(variants) variants audited: \(comparison.new.count) new, \(comparison.preexisting.count) pre-existing (in the baseline), \(comparison.resolved.count) resolved; \(allowed) allowed.")
        if acceptResolved && !comparison.resolved.isEmpty {
            try held.removing(comparison.resolved).write(to: url)
            output.line("Took \(comparison.resolved.count) resolved finding\(comparison.resolved.count == 1 ? "" : "s") out of the baseline \(Quoted.field(url.path)).")
        } else if !comparison.resolved.isEmpty {
            output.line("Resolved findings stay in the baseline until --accept-resolved takes them out.")
        }
        let summary = Self.summary(comparison, variants: variants, baseline: url.lastPathComponent)
        let artifacts = GalleryContext.current.artifactsDirectory
        let summaryURL = artifacts.appendingPathComponent("audit-summary.md")
        try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try? AtomicFile.write(Data(summary.utf8), to: summaryURL)
        // The same for the review page (`gallery review` shows it beside the pictures).
        let reported = { (lines: [AuditBaseline.Line]) in
            lines.map { AuditReport.Finding(rule: $0.rule, entry: $0.entry, element: $0.element, detail: $0.detail) }
        }
        try? AuditReport(
            baseline: url.lastPathComponent, variants: variants, new: reported(comparison.new), preexisting: comparison.preexisting.count,
            resolved: reported(comparison.resolved)
        ).write(in: artifacts)
        let environment = ProcessInfo.processInfo.environment
        if environment["GITHUB_ACTIONS"] == "true" {
            for line in comparison.new { output.line(GitHubActions.command("error", title: "audit: new \(line.rule)", message: "\(line.entry): \(line.detail)")) }
            for line in comparison.resolved { output.line(GitHubActions.command("notice", title: "audit: resolved \(line.rule)", message: "\(line.entry): \(line.detail)")) }
            if let stepSummary = environment["GITHUB_STEP_SUMMARY"], !stepSummary.isEmpty {
                GitHubActions.appendStepSummary(from: summaryURL, to: URL(fileURLWithPath: stepSummary))
            }
        }
        if !comparison.new.isEmpty { throw ExitCode(1) }
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
