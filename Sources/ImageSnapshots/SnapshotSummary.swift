import Foundation
import Rasterizer
import SafeFiles
import SafeText

/// `summary.md`: a verify run's differences in Markdown, fit for a pull-request comment or
/// `$GITHUB_STEP_SUMMARY`: the counts, then a table of the changed references with the largest
/// changes first and the frames that moved, linking to the images when a base URL is given.
public enum SnapshotSummary {
    /// The Markdown for a run's candidates. `baseURL` is where the artifacts folder is published
    /// (a CI artifact or pages URL); images are linked below it as `<suite>/<name>.<kind>.png`.
    public static func markdown(_ candidates: [ReviewCandidate], checked: Int? = nil, baseURL: String? = nil) -> String {
        let changed = candidates.filter { $0.change == .changed }, new = candidates.filter { $0.change == .new }
        let removed = candidates.filter { $0.change == .removed }
        var lines = ["## Snapshot changes", ""]
        if candidates.isEmpty {
            lines.append(checked.map { "All \($0) snapshots match their references." } ?? "All snapshots match their references.")
            return lines.joined(separator: "\n") + "\n"
        }
        var counts = ["**\(changed.count)** changed", "**\(new.count)** new", "**\(removed.count)** removed"]
        if let checked { counts.append("\(checked) checked") }
        lines.append(counts.joined(separator: " · "))
        lines.append("")
        let ordered = changed.sorted { share($0) > share($1) || (share($0) == share($1) && $0.id < $1.id) } + new + removed
        lines.append("| reference | change | pixels | largest ΔE | layout changes | images |")
        lines.append("|---|---|---:|---:|---|---|")
        for candidate in ordered {
            let pixels: String
            if let differing = candidate.differingPixels, let total = candidate.totalPixels, total > 0 {
                pixels = "\(differing) (\(String(format: "%.2f", 100 * Double(differing) / Double(total)))%)"
            } else {
                pixels = candidate.sizeChange.map { cell($0) } ?? "–"
            }
            let deltaE = candidate.largestDeltaE.map { String(format: "%.1f", $0) } ?? "–"
            // What assistive technologies see comes first: a picture can match while it changed.
            let changes = (candidate.accessibilityChanges ?? []).map { "accessibility: " + $0 } + candidate.layoutChanges
            let layout = changes.isEmpty ? "–"
                : changes.prefix(3).map(cell).joined(separator: "<br>") + (changes.count > 3 ? "<br>… \(changes.count - 3) more" : "")
            lines.append("| `\(candidate.id)` | \(candidate.change.rawValue) | \(pixels) | \(deltaE) | \(layout) | \(links(candidate, baseURL: baseURL)) |")
        }
        lines.append("")
        lines.append("Review them with `gallery review --from <this artifacts folder>`, or accept with `gallery accept <reference>… --from <folder>`.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes `summary.md` into the artifacts folder (atomically) and returns its URL.
    @discardableResult
    public static func write(in artifacts: URL, checked: Int? = nil, baseURL: String? = nil) throws -> URL {
        let url = artifacts.appendingPathComponent("summary.md")
        try AtomicWrite.write(Data(markdown(ReviewCandidate.all(in: artifacts), checked: checked, baseURL: baseURL).utf8), to: url)
        return url
    }

    static func share(_ candidate: ReviewCandidate) -> Double {
        guard let differing = candidate.differingPixels, let total = candidate.totalPixels, total > 0 else { return 1 }
        return Double(differing) / Double(total)
    }

    /// Text from a candidate as one table cell: at most 300 characters, on one line, with HTML
    /// and Markdown's own characters escaped, so a hostile artifact cannot add an image, a link or
    /// a heading to a pull request's summary.
    static func cell(_ text: String) -> String { Markup.markdownCell(text, limit: 300) }

    static func links(_ candidate: ReviewCandidate, baseURL: String?) -> String {
        guard let baseURL, !baseURL.isEmpty else { return "–" }
        let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        let kinds: [String] = switch candidate.change {
        case .changed: candidate.differingPixels == nil ? ["reference", "actual"] : ["reference", "actual", "diff"]
        case .new: ["actual"]
        case .removed: ["reference"]
        }
        return kinds.map { "[\($0)](\(base)/\(candidate.suite)/\(candidate.name).\($0).png)" }.joined(separator: " ")
    }
}
