import ArgumentParser
import Foundation
import GalleryEngine
import SafeText

/// `gallery merge-reports`: the artifacts of several verify runs (the shards of one CI run, as
/// folders or downloaded zips) made into one report, summary, JUnit file and review queue.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the artifacts of several verify runs (folders or CI zips) into one report and review queue.",
        discussion: """
            The runs must be of one catalogue, one commit and one selection (each run records these in run.json). Variants \
            no run verified are listed as skipped, references no variant produces as removed, and variants with no \
            reference yet as new, each apart. Exit 1 when a variant is skipped or verified twice, or when a run has \
            failures (a new variant is one), as verify does; everything is written all the same. Zips are refused whole if an entry would land outside the output, is a \
            link, or claims sizes out of proportion to the archive.
            """)

    @Argument(help: "The runs' artifacts folders or zip files.") var inputs: [String]
    @Option(name: .long, help: "The folder to write the merged run into (new, or an earlier merge's).") var output: String
    @Option(name: .customLong("base-url"), help: "Where the merged folder will be published; summary.md links its images below it (default: SNAPSHOT_SUMMARY_BASE_URL).")
    var baseURL: String?

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bento-merge-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let start = Date()
        let runs = try ReportMerger.open(inputs, scratch: scratch)
        let outputURL = URL(fileURLWithPath: output, isDirectory: true)
        let (merged, coverage) = try ReportMerger.merge(
            runs, into: outputURL, baseURL: baseURL ?? ProcessInfo.processInfo.environment["SNAPSHOT_SUMMARY_BASE_URL"])
        for line in Self.summary(of: runs, merged: merged, coverage: coverage, output: outputURL, seconds: Date().timeIntervalSince(start)) {
            CommandOutput.current.line(line)
        }
        let failed = merged.outcomes.filter { $0.status != .matched }.count
        if !coverage.isComplete || failed > 0 { throw ExitCode(1) }
    }

    /// What the command prints: the counts, the variants no run or two runs covered, and where
    /// the results are. Names come from the runs' records, which anyone's pull request may have
    /// written: each is quoted with its control characters escaped.
    static func summary(of runs: [ReportMerger.Run], merged: VerifyRunRecord, coverage: ReportMerger.Coverage, output: URL, seconds: Double) -> [String] {
        let checked = ReferenceTally(names: merged.outcomes.map(\.name))
        let failures = ReferenceTally(names: merged.outcomes.filter { $0.status != .matched }.map(\.name))
        var lines = ["""
            Merged \(runs.count) run\(runs.count == 1 ? "" : "s") of \(Quoted.string(merged.catalogue)) at \(merged.commit.map { Quoted.escaped(String($0.prefix(12))) } ?? "no commit"): \
            \(checked.pictures) of \(merged.selected.count) variants: \(checked.words) verified, \(failures.total) failed\(failures.transitions > 0 ? " (\(failures.words))" : "") \
            (\(String(format: "%.1f", seconds)) s); \(coverage.skipped.count) skipped, \(coverage.removed.count) removed, \(coverage.new.count) new.
            """]
        for (label, names) in [("skipped", coverage.skipped), ("removed", coverage.removed), ("new", coverage.new)] {
            lines += names.prefix(50).map { "\(label): \(Quoted.string($0))" }
            if names.count > 50 { lines.append("\(label): … and \(names.count - 50) more") }
        }
        for (name, labels) in coverage.repeated.sorted(by: { $0.key < $1.key }).prefix(50) {
            lines.append("covered twice: \(Quoted.string(name)) (\(labels.map { Quoted.string($0) }.joined(separator: ", ")))")
        }
        if coverage.repeated.count > 50 { lines.append("covered twice: … and \(coverage.repeated.count - 50) more") }
        lines.append("report: \(output.appendingPathComponent("report.html").path)")
        lines.append("summary: \(output.appendingPathComponent("summary.md").path)")
        lines.append("review: gallery review --from \(output.path)")
        return lines
    }
}
