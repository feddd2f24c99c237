import Foundation

/// A progress bar on a terminal, plain lines otherwise, nothing when quiet.
final class Progress: @unchecked Sendable {
    private let total: Int
    private let quiet: Bool
    private let isTerminal = isatty(STDOUT_FILENO) == 1
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
                FileHandle.standardOutput.write(Data("\r\(bar) \(done)/\(total) \(item.prefix(40))\u{1B}[K".utf8))
            } else {
                print("[\(done)/\(total)] \(item)")
            }
        }
    }

    func finish() {
        if !quiet && isTerminal { FileHandle.standardOutput.write(Data("\n".utf8)) }
    }
}
