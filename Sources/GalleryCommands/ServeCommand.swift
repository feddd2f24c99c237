import ArgumentParser
import Foundation
import GalleryEngine
import GalleryPreview
import LoopbackHTTP
import Rasterizer
import SnapshotReview

/// `gallery serve`: the live preview. Serves a page (on 127.0.0.1, behind a random token) with the
/// catalogue as a tree and the selected entry rendered live under controls for theme, content size,
/// direction, scale, device, width and the entry's own arguments; with `--watch`, rebuilds on every
/// save and the page updates by itself. Renders run in a worker process (`serve --worker`), so a
/// trapping component or a broken build never stops the server.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the live preview: every entry rendered on demand, with controls; --watch rebuilds on save.",
        discussion: """
            Prints an address with a token; open it in a browser on this machine. The page keeps its state in \
            the address (entry, controls and the entry's arguments), so a link reproduces the view; with --port \
            the token is kept too, so a page left open reconnects after a restart. Renders run in a worker \
            process: a component that traps or a build that fails is reported and the server keeps serving. \
            Ctrl-C stops it.
            """)

    @Option(name: .long, help: "The port to listen on (default: a free one); the token is kept for it across restarts.")
    var port: Int = 0

    @Flag(name: .long, help: "Watch Sources/, Package.swift and --tokens files; rebuild and restart on a change.")
    var watch = false

    @Option(name: .long, help: "Design-token files whose themes join the catalogue's (light.tokens.json replaces light).")
    var tokens: [String] = []

    @Option(name: .customLong("idle-timeout"), help: "Stop after this many seconds without a request (default: never).")
    var idleTimeout: Double?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535.") }
        if let idleTimeout { guard idleTimeout > 0 && idleTimeout.isFinite else { throw ValidationError("--idle-timeout takes a positive number of seconds.") } }
    }

    @Flag(name: .long, help: .hidden)
    var worker = false

    func run() throws {
        let context = GalleryContext.current
        if worker {
            // A render worker: a token file that does not read is its start-up error, on standard error.
            let themes = try SelectionOptions.themes(fromTokenFiles: tokens)
            let router = PreviewRouter(
                context: context, customThemes: themes, status: PreviewBuildStatus(generation: 1, watching: false), token: LoopbackGate.randomToken())
            PreviewWorker.run(router: router)
        }
        signal(SIGPIPE, SIG_IGN)
        let status = PreviewBuildStatus(generation: 1, watching: watch)
        let supervisor = PreviewSupervisor(
            token: Self.token(forPort: port, in: context.artifactsDirectory), status: status, executable: PreviewRebuilder.executableURL,
            workerArguments: tokens.flatMap { ["--tokens", URL(fileURLWithPath: $0).path] },
            links: context.artifactsDirectory.appendingPathComponent("preview-workers", isDirectory: true))
        do {
            try supervisor.startFirstGeneration()
        } catch {
            // Without --watch nothing would ever fix it; with it, the page says why until a save does.
            guard watch else { throw GalleryError("The live preview does not start: \(error.description)") }
            status.update { $0.startError = error.description; $0.startErrorSummary = error.summary }
            FileHandle.standardError.write(Data("The gallery does not start; fix it and save, the preview is watching:\n\(error.summary)\n".utf8))
        }
        let server = try Self.listen(router: supervisor, port: port)
        FileHandle.standardOutput.write(Data("""
            Live preview of \(context.catalogue.name) (\(context.catalogue.entries.count) entries)\(watch ? ", watching \(context.packageRoot.path)" : "")
            Open \(server.url.absoluteString)
            Ctrl-C stops it.

            """.utf8))
        if watch {
            let rebuilder = PreviewRebuilder(
                packageRoot: context.packageRoot, extraFiles: tokens.map { URL(fileURLWithPath: $0) }, status: status
            ) { buildMilliseconds in
                supervisor.adopt(build: PreviewRebuilder.executableURL, buildMilliseconds: buildMilliseconds)
            }
            rebuilder.start()
        }
        // Ctrl-C or SIGTERM: the worker is stopped and the server ends at once; the preview keeps
        // nothing that needs finishing (references and the journal are written as decisions are made).
        let stops = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                supervisor.stop()
                supervisor.removeLinks()
                _exit(0)
            }
            source.resume()
            return source
        }
        server.wait(idleTimeout: idleTimeout)
        withExtendedLifetime(stops) {}
        supervisor.stop()
        supervisor.removeLinks()
    }

    /// A random token; with `--port`, the one the last server on that port used (kept in the
    /// artifacts folder, readable only by its owner), so a page left open reconnects after a restart.
    static func token(forPort port: Int, in artifacts: URL) -> String {
        guard port != 0 else { return LoopbackGate.randomToken() }
        let file = artifacts.appendingPathComponent("preview-token-\(port)")
        var status = stat()
        if lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size == 64,
           let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8), text.allSatisfy(\.isHexDigit) {
            return text
        }
        let token = LoopbackGate.randomToken()
        try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try? AtomicFile.write(Data(token.utf8), to: file)
        chmod(file.path, 0o600)
        return token
    }

    /// Listens, retrying for a second when the port is still held (the previous generation's socket
    /// closing as this one starts).
    static func listen(router: any LocalRouter, port: Int) throws -> LoopbackServer {
        var attempt = 0
        while true {
            do {
                return try LoopbackServer.start(router: router, port: port, threads: 2)
            } catch {
                attempt += 1
                guard port != 0, attempt < 20 else { throw GalleryError("Cannot listen on 127.0.0.1:\(port): \(error)") }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }
}
