import Foundation
import SafeText

/// GitHub Actions' own conventions, used when `GITHUB_ACTIONS=true`: one `::error` workflow
/// command per failing entry, at the file and line that declares it (so the failure shows on the
/// pull request's diff), and the run's summary added to the job's step summary.
package enum GitHubActions {
    /// Prints an `::error file=…,line=…,title=…::message` line for each failing outcome.
    package static func annotate(_ outcomes: [VerifyRunRecord.Outcome], print: (String) -> Void = { CommandOutput.current.line($0) }) {
        for outcome in outcomes where outcome.status != .matched {
            let message = (outcome.message ?? outcome.status.rawValue).components(separatedBy: "\n").first ?? ""
            print(
                "::error file=\(property(Quoted.field(outcome.file, limit: 500))),line=\(outcome.line),title=\(property(Quoted.field(outcome.name, limit: 200)))::"
                    + data(Quoted.field(message, limit: 2_000)))
        }
    }

    /// A workflow command without a file: `::error title=…::message` (or `notice`, `warning`).
    /// Title and message are escaped of every control character and bounded first: they may
    /// come from a baseline or a record anyone wrote.
    package static func command(_ kind: String, title: String, message: String) -> String {
        "::\(kind) title=\(property(Quoted.field(title, limit: 200)))::\(data(Quoted.field(message, limit: 2_000)))"
    }

    /// Appends `summary.md` to the file `GITHUB_STEP_SUMMARY` names.
    package static func appendStepSummary(from summary: URL, to stepSummary: URL) {
        guard let text = try? Data(contentsOf: summary), let handle = try? FileHandle(forWritingTo: stepSummary) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: text + Data("\n".utf8))
    }

    /// A workflow command's message, escaped as the runner expects (%, CR, LF).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value, escaped (also `:` and `,`).
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
