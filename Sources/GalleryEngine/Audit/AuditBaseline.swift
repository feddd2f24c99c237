import Foundation
import Rasterizer
import SafeFiles
import SafeText

/// The findings a team has agreed to live with for now: `gallery audit --baseline FILE` records
/// them the first time, and later runs fail only on findings the baseline does not hold, reporting
/// new, pre-existing and resolved ones apart. A finding's identity is its rule, its entry
/// (`Component/state@variant`), the element it is about (its place in the laid-out tree) and, for
/// several findings of one rule on one element, which one in order; never a line number, and not
/// the words, whose figures move with the layout.
///
/// The file is text, one finding per line, tab-separated, sorted: rule, entry, element, and what
/// was found (for people reading it; not part of the identity). Lines starting with `#` are comments.
package struct AuditBaseline: Equatable {
    /// A finding as the baseline keeps it.
    package struct Line: Hashable {
        package var rule: String, entry: String, element: String, occurrence: Int
        package var detail: String

        /// What identifies the finding from run to run.
        var identity: [String] { [rule, entry, element, String(occurrence)] }
    }

    /// The findings held, in file order.
    package var lines: [Line]

    /// The largest baseline read: a catalogue's findings are kilobytes.
    static let maximumBytes = 8 << 20
    static let header = "# gallery audit baseline: rule, entry, element, what was found (tab-separated; the first three, in order, identify a finding)."

    /// The findings of one run, each with its occurrence among those of its rule, entry and element.
    package init(findings: [Audit.Finding]) {
        var seen: [[String]: Int] = [:]
        lines = findings.map { finding in
            let key = [finding.rule, finding.entry, finding.element]
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return Line(
                rule: Quoted.field(finding.rule, limit: 60), entry: Quoted.field(finding.entry), element: Quoted.field(finding.element),
                occurrence: occurrence, detail: Quoted.field(finding.detail, limit: 600))
        }
    }

    /// A baseline as written by `text`.
    package init(lines: [Line]) {
        self.lines = lines
    }

    /// Why a baseline file cannot be used, with the line it is about.
    package struct Malformed: Error, CustomStringConvertible {
        package var description: String
    }

    /// Reads a baseline file: at most `maximumBytes`, a plain file, never through a symbolic link.
    /// `nil` when there is none yet.
    package static func read(_ url: URL) throws(Malformed) -> AuditBaseline? {
        let data: Data
        do throws(PlainFile.Refusal) {
            data = try PlainFile(url.path, limit: maximumBytes).readData()
        } catch {
            if error.isMissing { return nil }
            throw Malformed(description: "the baseline cannot be read: \(Quoted.field(error.description))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Malformed(description: "the baseline \(Quoted.field(url.path)) is not UTF-8 text")
        }
        return try AuditBaseline(text: text, name: url.lastPathComponent)
    }

    /// Parses a baseline's text; `name` says which file in errors.
    package init(text: String, name: String = "baseline") throws(Malformed) {
        var lines: [Line] = []
        var seen: [[String]: Int] = [:]
        for (index, raw) in text.fileLines(omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.fields(separatedBy: 0x09).map(String.init)
            guard fields.count == 4, !fields[0].isEmpty, !fields[1].isEmpty else {
                throw Malformed(
                    description: "\(Quoted.field(name)) line \(index + 1): expected a rule, an entry, an element and what was found, tab-separated; got \(Quoted.field(String(line), limit: 120))")
            }
            let key = [fields[0], fields[1], fields[2]]
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            lines.append(Line(rule: fields[0], entry: fields[1], element: fields[2], occurrence: occurrence, detail: fields[3]))
        }
        self.lines = lines
    }

    /// The file's text: the header, then one line per finding, sorted by identity.
    package var text: String {
        let sorted = lines.sorted { ($0.rule, $0.entry, $0.element, $0.occurrence) < ($1.rule, $1.entry, $1.element, $1.occurrence) }
        return ([Self.header] + sorted.map { [$0.rule, $0.entry, $0.element, $0.detail].joined(separator: "\t") }).joined(separator: "\n") + "\n"
    }

    /// Writes the baseline atomically (a temporary file renamed over it, which replaces a link
    /// rather than writing through it).
    package func write(to url: URL) throws {
        try AtomicWrite.write(Data(text.utf8), to: url)
    }

    /// How a run's findings stand against this baseline.
    package struct Comparison {
        /// Findings the baseline does not hold: these fail the run.
        package var new: [Line]
        /// Findings the baseline holds.
        package var preexisting: [Line]
        /// Findings the baseline holds that the run no longer finds: fixed, to be taken out of it.
        package var resolved: [Line]
    }

    /// The run's findings as new, pre-existing or resolved.
    package func compare(_ run: AuditBaseline) -> Comparison {
        let held = Set(lines.map(\.identity)), found = Set(run.lines.map(\.identity))
        return Comparison(
            new: run.lines.filter { !held.contains($0.identity) }, preexisting: run.lines.filter { held.contains($0.identity) },
            resolved: lines.filter { !found.contains($0.identity) })
    }

    /// The baseline without the findings `resolved` names: what accepting them leaves.
    package func removing(_ resolved: [Line]) -> AuditBaseline {
        let gone = Set(resolved.map(\.identity))
        return AuditBaseline(lines: lines.filter { !gone.contains($0.identity) })
    }
}
