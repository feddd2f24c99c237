import Foundation

/// Where a gallery command's messages go: the process's standard output and error (the tool), or
/// a buffer the caller reads afterwards (a test running commands in-process: its log stays quiet,
/// and its expectations quote what the command said when they fail).
public final class CommandOutput: @unchecked Sendable {
    /// Standard output and standard error, as the tool prints.
    public static let standard = CommandOutput(collecting: false)

    private let isCollecting: Bool
    private let lock = NSLock()
    private var collected = ""

    /// A buffer holding what a command prints to either stream, in order.
    public convenience init() { self.init(collecting: true) }

    private init(collecting: Bool) { isCollecting = collecting }

    /// Everything printed into the buffer so far (always empty for `standard`).
    public var text: String { lock.withLock { collected } }

    /// The output the running command writes to (set by `GalleryCommand.run`).
    @TaskLocal package static var current: CommandOutput = .standard

    /// Whether a progress bar may redraw itself: standard error is a terminal.
    var isTerminal: Bool { !isCollecting && isatty(STDERR_FILENO) == 1 }

    /// A line on standard output.
    package func line(_ text: String) {
        if isCollecting { append(text + "\n") } else { Swift.print(text) }
    }

    /// A line on standard error, written after what `line` buffered for standard output, so a log
    /// of both (a CI log) never has the message inside a line of the other.
    package func errorLine(_ text: String) {
        if isCollecting { return append(text + "\n") }
        fflush(nil)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Text as it is, at once: on standard error (a progress bar's redraw) or standard output.
    func write(_ text: String, toError: Bool) {
        if isCollecting { return append(text) }
        (toError ? FileHandle.standardError : FileHandle.standardOutput).write(Data(text.utf8))
    }

    private func append(_ text: String) { lock.withLock { collected += text } }
}
