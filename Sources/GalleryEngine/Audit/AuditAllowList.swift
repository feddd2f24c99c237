import Foundation
import SafeText

/// Findings a team has accepted: one `glob rule [reason]` per line, where the glob matches
/// `Component/state` or `Component/state@variant` and the reason, the rest of the line, says why
/// (the audit prints it with the count it allowed); `#` starts a comment.
package struct AuditAllowList {
    package struct Rule: Hashable {
        package var pattern: String
        package var rule: String
        /// Why the team accepts it; empty when the line gives none.
        package var reason = ""
    }

    /// A line the allow-list could not read.
    package struct LineError: Error, CustomStringConvertible {
        var line: Int
        var text: String
        var reason: String
        package var description: String { "allow-list line \(line) (\"\(text)\"): \(reason)" }
    }

    package var rules: [Rule]

    package init(rules: [Rule] = []) {
        self.rules = rules
    }

    /// Reads an allow-list, rejecting lines that are not `glob rule` with a known rule, so a typo
    /// cannot silently allow nothing.
    package init(text: String, extraRules: [String] = []) throws {
        let known = Audit.rules + extraRules
        var rules: [Rule] = []
        for (offset, rawLine) in text.fileLines(omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let parts = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard parts.count >= 2 else {
                throw LineError(line: offset + 1, text: line, reason: "expected a glob and a rule separated by a space, then a reason if you like")
            }
            guard known.contains(parts[1]) else {
                throw LineError(line: offset + 1, text: line, reason: "unknown rule \"\(parts[1])\"; rules are \(known.joined(separator: ", "))")
            }
            rules.append(Rule(pattern: parts[0], rule: parts[1], reason: parts.dropFirst(2).joined(separator: " ")))
        }
        self.rules = rules
    }

    package func allows(_ finding: Audit.Finding) -> Bool {
        rule(allowing: finding) != nil
    }

    /// The first line that allows a finding.
    package func rule(allowing finding: Audit.Finding) -> Rule? {
        let component = String(finding.entry.prefix { $0 != "@" })
        return rules.first { $0.rule == finding.rule && (Glob.matches($0.pattern, finding.entry) || Glob.matches($0.pattern, component)) }
    }
}
