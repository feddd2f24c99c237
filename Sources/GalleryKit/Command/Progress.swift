import Foundation

/// A progress bar on standard error when that is a terminal; otherwise whole lines on standard
/// output, each written at once, so a message on standard error going to the same file (as in a
/// CI log) never lands in the middle of one. Nothing when quiet.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let quiet: Bool
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let lock = NSLock()

    init(total: Int, quiet: Bool) {
        self.total = total
        self.quiet = quiet
    }

    func report(_ done: Int, _ item: String) {
        guard !quiet else { return }
        lock.withLock {
            if isTerminal {
                let width = 30
                let filled = total == 0 ? width : done * width / total
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) \(item.prefix(40))\u{1B}[K".utf8))
            } else {
                FileHandle.standardOutput.write(Data("[\(done)/\(total)] \(item)\n".utf8))
            }
        }
    }

    func finish() {
        if !quiet && isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
