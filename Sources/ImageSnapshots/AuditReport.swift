import Foundation
import Rasterizer
import SafeFiles
import SafeText

/// What an audit against a baseline found, as `gallery audit --baseline` leaves it in the
/// artifacts folder (`audit.json`) for the review page: the new findings (which fail the run), how
/// many were already in the baseline, and the resolved ones (which `--accept-resolved` takes out of
/// it). Artifacts may come from anyone's pull request, so reading it bounds its size, the number
/// of findings and every field, and follows no symbolic link.
package struct AuditReport: Codable, Sendable, Equatable {
    /// One finding as the review page shows it.
    package struct Finding: Codable, Sendable, Equatable {
        /// The rule (`truncated`, `contrast` …).
        package var rule: String
        /// `Component/state@variant`.
        package var entry: String
        /// The element's place in the laid-out tree.
        package var element: String
        /// What was found, in words.
        package var detail: String

        /// Creates a finding.
        package init(rule: String, entry: String, element: String, detail: String) {
            self.rule = rule
            self.entry = entry
            self.element = element
            self.detail = detail
        }

        /// The same, each field bounded and free of control characters.
        package var bounded: Finding {
            Finding(
                rule: Quoted.field(rule, limit: 60), entry: Quoted.field(entry), element: Quoted.field(element),
                detail: Quoted.field(detail, limit: 600))
        }
    }

    /// The file's name in the artifacts folder.
    package static let fileName = "audit.json"
    /// The format's name and version, which `schema` holds.
    package static let currentSchema = "bento.audit-report/1"
    /// The largest report read, and the most findings of a kind shown.
    package static let maximumBytes = 16 << 20
    package static let maximumFindings = 5_000

    /// `bento.audit-report/1`.
    package var schema: String
    /// The baseline's file name (never a path: the page names it, nothing opens it). Read back,
    /// a name with other characters than letters, digits, `.`, `_` and `-` becomes
    /// `audit-baseline.txt`, since the page puts it in a command to copy.
    package var baseline: String
    /// How many variants the run audited.
    package var variants: Int
    /// Findings the baseline does not hold.
    package var new: [Finding]
    /// How many findings the baseline holds that the run found again.
    package var preexisting: Int
    /// Findings of the baseline the run no longer finds.
    package var resolved: [Finding]

    /// Creates a report.
    package init(baseline: String, variants: Int, new: [Finding], preexisting: Int, resolved: [Finding]) {
        self.schema = Self.currentSchema
        self.baseline = baseline
        self.variants = variants
        self.new = new
        self.preexisting = preexisting
        self.resolved = resolved
    }

    /// Writes the report into `artifacts` atomically.
    package func write(in artifacts: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicWrite.write(try encoder.encode(self), to: artifacts.appendingPathComponent(Self.fileName))
    }
}
