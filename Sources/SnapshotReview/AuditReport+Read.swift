import Foundation
import ImageSnapshots

extension AuditReport {
    /// The report in `artifacts`, bounded; `nil` when there is none, it is not a plain file inside
    /// the folder, or it is not a report of this version.
    package static func read(in artifacts: URL) -> AuditReport? {
        let url = artifacts.appendingPathComponent(fileName)
        guard let data = try? ConfinedFiles(root: artifacts).read(url, limit: maximumBytes),
            var report = try? JSONDecoder().decode(AuditReport.self, from: data), report.schema == currentSchema
        else { return nil }
        // A file name the page may put in a command to copy: letters, digits, `.`, `_` and `-` only.
        let name = (report.baseline as NSString).lastPathComponent
        let isPlain = !name.isEmpty && name.count <= 200 && !name.hasPrefix("-")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)) }
        report.baseline = isPlain ? name : "audit-baseline.txt"
        report.variants = max(0, report.variants)
        report.preexisting = max(0, report.preexisting)
        report.new = report.new.prefix(maximumFindings).map(\.bounded)
        report.resolved = report.resolved.prefix(maximumFindings).map(\.bounded)
        return report
    }
}
