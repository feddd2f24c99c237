import Foundation
import SafeText

/// A progress bar on standard error when that is a terminal; otherwise whole lines on standard
/// output, each written at once, so a message on standard error going to the same file (as in a
/// CI log) never lands in the middle of one. Nothing when quiet.
package final class RunProgress: @unchecked Sendable {
    private let total: Int
    private let quiet: Bool
    private let output = CommandOutput.current
    private let isTerminal: Bool
    private let lock = NSLock()

    package init(total: Int, quiet: Bool) {
        self.total = total
        self.quiet = quiet
        isTerminal = output.isTerminal
    }

    package func report(_ done: Int, _ item: String) {
        guard !quiet else { return }
        lock.withLock {
            if isTerminal {
                let width = 30
                let filled = total == 0 ? width : done * width / total
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                output.write("\r\(bar) \(done)/\(total) \(Quoted.field(item, limit: 40))\u{1B}[K", toError: true)
            } else {
                output.write("[\(done)/\(total)] \(Quoted.field(item, limit: 300))\n", toError: false)
            }
        }
    }

    package func finish() {
        if !quiet && isTerminal { output.write("\r\u{1B}[K", toError: true) }
    }
}
