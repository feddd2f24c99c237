import Foundation
import SafeText
import LoopbackHTTP

/// The live preview's server side: it serves the page and the build status itself and passes every
/// other request to the current generation's render worker. It never renders and never execs, so
/// a trap, a hang or a broken rebuild cannot take it down: a worker that dies is replaced from the
/// same build, with its crash on the page and in the terminal; a rebuilt executable becomes the next
/// generation only once its worker is ready, and until then the previous one keeps serving.
package final class PreviewSupervisor: LocalRouter, @unchecked Sendable {
    package let gate: LoopbackGate
    let status: PreviewBuildStatus
    /// What every worker is started with after `serve --worker` (the `--tokens` files).
    let workerArguments: [String]
    private let echo: Bool
    private let lock = NSLock()
    private var worker: PreviewWorkerProcess?
    /// The executable the current generation's workers start from: a hard link to the build it
    /// came from, so a rebuild that replaces the file does not change what a restart runs.
    private var executable: URL
    private let links: URL

    package init(token: String, status: PreviewBuildStatus, executable: URL, workerArguments: [String], links: URL, echo: Bool = true) {
        self.gate = LoopbackGate(token: token)
        self.status = status
        self.workerArguments = workerArguments
        self.echo = echo
        self.links = links
        self.executable = executable
    }

    /// Starts the first generation's worker.
    package func startFirstGeneration() throws(PreviewWorkerProcess.Failure) {
        removeLinksOfEndedServers()
        let linked = keep(executable, generation: 1)
        let started = try PreviewWorkerProcess.start(executable: linked, arguments: workerArguments, echo: echo)
        lock.withLock { worker = started; executable = linked }
    }

    /// A rebuild succeeded: start a worker from the new build and, once it is ready, make it the
    /// next generation. A worker that does not start leaves the current one serving, and says why.
    package func adopt(build: URL, buildMilliseconds: Double) {
        let generation = status.snapshot.generation + 1
        let started = Date()
        let linked = keep(build, generation: generation)
        do {
            let next = try PreviewWorkerProcess.start(executable: linked, arguments: workerArguments, echo: echo)
            let previous = lock.withLock { () -> PreviewWorkerProcess? in
                let previous = worker
                worker = next
                executable = linked
                return previous
            }
            previous?.stop()
            let restart = Date().timeIntervalSince(started) * 1000
            status.update {
                $0.generation = generation; $0.startError = nil; $0.crash = nil
                $0.lastBuild = buildMilliseconds; $0.lastRestart = restart
            }
            forgetLinks(before: generation - 1)
            print(String(format: "Rebuilt (%.1f s) and started (%.0f ms): generation %ld serves; the page updates by itself.", buildMilliseconds / 1000, restart, generation))
        } catch {
            try? FileManager.default.removeItem(at: linked)
            status.update { $0.startError = error.description; $0.startErrorSummary = error.summary }
            print("The rebuilt gallery did not start; the previous build keeps serving.\n\(error.summary)")
        }
    }

    /// The page, the status and every path the worker does not answer are answered here at once,
    /// never behind a render.
    package func answersAtOnce(_ path: String) -> Bool { !PreviewRoute.isWorkerPath(path) }

    package func answer(_ request: LocalRequest, path: String, query: [String: String]) -> LocalResponse {
        switch (request.method, path) {
        case ("GET", "/"):
            return LocalResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html.utf8))
        case ("GET", "/api/status"):
            return .json(status.snapshot)
        case (_, let path) where !PreviewRoute.isWorkerPath(path):
            // Answered here, so a browser's favicon request never queues behind a render.
            return .text(404, "Not found.")
        default:
            var forwarded = query
            forwarded["token"] = nil
            return forward(PreviewWire.Request(method: request.method, path: path, query: forwarded))
        }
    }

    /// The worker's answer; a worker that crashed or hung is replaced from the same build, and the
    /// request that found it is answered with the crash.
    private func forward(_ request: PreviewWire.Request) -> LocalResponse {
        guard let current = lock.withLock({ worker }) else {
            return .json(["error": status.snapshot.startError ?? "The gallery has not started."], status: 503)
        }
        do {
            return try current.answer(request)
        } catch {
            // Another request found the same worker dead and already replaced it: ask the new one.
            if let replaced = lock.withLock({ worker }), replaced !== current, let answer = try? replaced.answer(request) { return answer }
            let entry = request.query["entry"].map { " " + Quoted.escaped($0) } ?? ""
            print("Rendering\(entry) stopped the render worker: \(error.summary)\nStarting another from the same build.")
            status.update { $0.crash = PreviewBuildStatus.Crash(entry: request.query["entry"], summary: error.summary, log: error.log) }
            replace(current)
            return .json(["error": "Rendering\(entry) stopped the render worker: \(error.summary)", "log": error.log], status: 500)
        }
    }

    /// Starts a worker in place of one that stopped, unless another thread already did.
    private func replace(_ stopped: PreviewWorkerProcess) {
        lock.lock()
        defer { lock.unlock() }
        guard worker === stopped else { return }
        stopped.stop()
        do {
            worker = try PreviewWorkerProcess.start(executable: executable, arguments: workerArguments, echo: echo)
        } catch {
            worker = nil
            status.update { $0.startError = error.description; $0.startErrorSummary = error.summary }
            print("The render worker does not start again: \(error.summary)")
        }
    }

    /// Stops the current worker (Ctrl-C, SIGTERM, or the server's end).
    package func stop() {
        lock.withLock { worker }?.stop()
    }

    /// A hard link to `build` for one generation (a copy where links are not possible), so a later
    /// build writing a new file at the same path leaves this generation's executable as it was.
    private func keep(_ build: URL, generation: Int) -> URL {
        let target = links.appendingPathComponent("\(build.lastPathComponent)-\(getpid())-\(generation)")
        try? FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        unlink(target.path)
        if link(build.path, target.path) == 0 { return target }
        if (try? FileManager.default.copyItem(at: build, to: target)) != nil { return target }
        return build
    }

    /// Removes the links of generations older than `generation`.
    private func forgetLinks(before generation: Int) {
        let prefix = "-\(getpid())-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: links.path)) ?? [] {
            guard let range = name.range(of: prefix), let number = Int(name[range.upperBound...]), number < generation else { continue }
            unlink(links.appendingPathComponent(name).path)
        }
    }

    /// Removes the links a server left when it was killed (its process is gone).
    private func removeLinksOfEndedServers() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: links.path)) ?? [] {
            let parts = name.split(separator: "-")
            guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(links.appendingPathComponent(name).path)
        }
    }

    /// Removes every link this server made.
    package func removeLinks() {
        forgetLinks(before: Int.max)
    }

    /// Prints to the server's terminal; a crash's words come from the worker, so they are escaped.
    private func print(_ text: String) {
        FileHandle.standardOutput.write(Data((Quoted.log(text) + "\n").utf8))
    }
}
