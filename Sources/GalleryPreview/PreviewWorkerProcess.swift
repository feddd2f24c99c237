import Foundation
import SafeText
import LoopbackHTTP

/// The server's handle on one render worker (`serve --worker`, a child process): starts it and
/// waits for it to be ready, passes it one request at a time, and when it dies or stops answering,
/// says why with the end of what it wrote to standard error (a trap's message and backtrace).
package final class PreviewWorkerProcess: @unchecked Sendable {
    /// Why a worker did not start or did not answer.
    package struct Failure: Error, CustomStringConvertible {
        /// One line: what happened (`Fatal error: …` for a trap).
        package var summary: String
        /// The end of the worker's standard error: the trap's message and backtrace.
        var log: String
        package var description: String { log.isEmpty ? summary : "\(summary)\n\n\(log)" }
    }

    /// How long a worker may take to build its catalogue and say it is ready.
    static let startTimeout = 120.0
    /// How long one render may take before the worker is taken for hung and replaced.
    static let answerTimeout = 30.0
    /// How long a request waits for the worker while it renders another before it is answered
    /// "busy" (503): a bounded play finishes well within it, so only a heavy one makes others wait.
    static let busyWait = 2.0
    /// How much of a worker's standard error is kept for a crash report.
    static let logLimit = 48 * 1024

    let executable: URL
    private let process: Process
    private let requests: FileHandle, answers: FileHandle
    private let errors: StandardErrorTail
    private let lock = NSLock()

    /// Starts `executable serve --worker arguments…` and waits until it is ready.
    static func start(executable: URL, arguments: [String], echo: Bool) throws(Failure) -> PreviewWorkerProcess {
        let worker = try PreviewWorkerProcess(executable: executable, arguments: arguments, echo: echo)
        do throws(PreviewWire.Broken) {
            let (header, _) = try PreviewWire.read(PreviewWire.Header.self, from: worker.answers.fileDescriptor, deadline: Date() + startTimeout)
            guard header.contentType == PreviewWire.ready else { throw PreviewWire.Broken(description: "it answered before it was asked") }
        } catch {
            throw worker.failure(after: error, doing: "starting")
        }
        return worker
    }

    private init(executable: URL, arguments: [String], echo: Bool) throws(Failure) {
        self.executable = executable
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--worker"] + arguments
        // A crash prints its backtrace without asking (stderr is a pipe, not a terminal).
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "interactive=no"
        process.environment = environment
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw Failure(summary: "Cannot start the render worker \(executable.path): \(error)", log: "")
        }
        self.process = process
        self.requests = input.fileHandleForWriting
        self.answers = output.fileHandleForReading
        self.errors = StandardErrorTail(error.fileHandleForReading, limit: Self.logLimit, echo: echo)
    }

    /// The worker's answer to a request, or "busy" (503) when it is still rendering another after
    /// `busyWait`. A worker that dies or does not answer in time is stopped and the failure says
    /// why; the caller starts another.
    func answer(_ request: PreviewWire.Request) throws(Failure) -> LocalResponse {
        guard lock.lock(before: Date() + Self.busyWait) else {
            return .json(
                ["error": "The preview is busy with another render; this one waited \(Int(Self.busyWait)) s and was not started. Try again.", "busy": "true"],
                status: 503)
        }
        defer { lock.unlock() }
        do throws(PreviewWire.Broken) {
            try PreviewWire.write(request, body: [], to: requests.fileDescriptor)
            let (header, body) = try PreviewWire.read(PreviewWire.Header.self, from: answers.fileDescriptor, deadline: Date() + Self.answerTimeout)
            return LocalResponse(status: header.status, contentType: header.contentType, body: body)
        } catch {
            throw failure(after: error, doing: "rendering")
        }
    }

    var isRunning: Bool { process.isRunning }

    /// Stops the worker (it is not waited for: a new one can start at once).
    func stop() {
        try? requests.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// What went wrong: a worker that exited says how, with its last words; one still running did
    /// not answer in time and is killed.
    private func failure(after error: PreviewWire.Broken, doing what: String) -> Failure {
        if process.isRunning && error.description == "no answer in time" {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let limit = Int(what == "starting" ? Self.startTimeout : Self.answerTimeout)
            return Failure(summary: "The render worker did not finish \(what) in \(limit) s and was stopped.", log: errors.text(waiting: 1))
        }
        // The pipe closed: the worker is exiting. Wait for it, and for its backtrace to be written.
        let deadline = Date() + 20
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        let log = errors.text(waiting: 10)
        let how: String
        switch process.terminationReason {
        case .uncaughtSignal: how = "was killed by signal \(process.terminationStatus)"
        case .exit: how = "exited with status \(process.terminationStatus)"
        @unknown default: how = "stopped"
        }
        let headline = Self.headline(in: log) ?? "The render worker \(how) while \(what)."
        return Failure(summary: headline, log: log)
    }

    /// The line of a crash report that says what happened: Swift's `Fatal error: …` or
    /// `Precondition failed…`, or the backtracer's `💣 Program crashed: …`, or a thrown error.
    static func headline(in log: String) -> String? {
        let lines = log.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let markers = ["Fatal error", "Precondition failed", "Assertion failed", "error:", "💣 Program crashed"]
        for marker in markers {
            if let line = lines.first(where: { $0.contains(marker) }) { return String(line.prefix(600)) }
        }
        return nil
    }
}

/// Reads a child's standard error as it comes, keeping the last `limit` bytes (and echoing them
/// to this process's standard error, so a component's prints and a crash show in the terminal).
final class StandardErrorTail: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [UInt8] = []
    private var finished = false

    init(_ handle: FileHandle, limit: Int, echo: Bool) {
        let thread = Thread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                // What a component or a font warning wrote may hold anyone's text: escaped for the terminal.
                if echo { FileHandle.standardError.write(Data(Quoted.log(String(decoding: chunk, as: UTF8.self)).utf8)) }
                lock.withLock {
                    kept += chunk
                    if kept.count > limit { kept.removeFirst(kept.count - limit) }
                }
            }
            lock.withLock { finished = true }
        }
        thread.start()
    }

    /// What was kept, once the pipe closed or after `seconds`.
    func text(waiting seconds: Double) -> String {
        let deadline = Date() + seconds
        while !lock.withLock({ finished }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return lock.withLock { String(decoding: kept, as: UTF8.self) }
    }
}
