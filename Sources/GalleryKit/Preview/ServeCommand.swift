import ArgumentParser
import Foundation
import SnapshotReview

/// `gallery serve`: the live preview. Serves a page (on 127.0.0.1, behind a random token) with the
/// catalogue as a tree and the selected entry rendered live under controls for theme, content size,
/// direction, scale, device and width; with `--watch`, rebuilds on every save and the page updates
/// by itself.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the live preview: every entry rendered on demand, with controls; --watch rebuilds on save.",
        discussion: """
            Prints an address with a token; open it in a browser on this machine. The page keeps its state in \
            the address, so a link reproduces the view. Ctrl-C stops it.
            """)

    @Option(name: .long, help: "The port to listen on (default: a free one).")
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

    /// Carried from one generation to the next across a restart.
    enum Handover {
        static let token = "GALLERY_SERVE_TOKEN", port = "GALLERY_SERVE_PORT", generation = "GALLERY_SERVE_GENERATION"
        static let build = "GALLERY_SERVE_BUILD_MS", execAt = "GALLERY_SERVE_EXEC_AT"
    }

    func run() throws {
        let context = GalleryContext.current
        let environment = ProcessInfo.processInfo.environment
        let themes = try SelectionOptions.themes(fromTokenFiles: tokens)
        let handedToken = environment[Handover.token].flatMap { $0.count == 64 && $0.allSatisfy(\.isHexDigit) ? $0 : nil }
        let generation = Int(environment[Handover.generation] ?? "") ?? 1
        let status = PreviewBuildStatus(generation: generation, watching: watch, lastBuild: Double(environment[Handover.build] ?? ""))
        let router = PreviewRouter(context: context, customThemes: themes, status: status, token: handedToken ?? LoopbackGate.randomToken())
        let server = try Self.listen(router: router, port: Int(environment[Handover.port] ?? "") ?? port)
        // A restart lasts from the previous generation's exec to this one listening.
        let restart = Double(environment[Handover.execAt] ?? "").map { (Date().timeIntervalSince1970 - $0) * 1000 }
        status.update { $0.lastRestart = restart }
        if generation > 1 {
            let build = status.snapshot.lastBuild.map { String(format: "%.1f s", $0 / 1000) } ?? "?"
            let restarted = restart.map { String(format: "%.0f ms", $0) } ?? "?"
            FileHandle.standardOutput.write(Data("Rebuilt (\(build)) and restarted (\(restarted)): generation \(generation) serves; the page updates by itself.\n".utf8))
        } else {
            FileHandle.standardOutput.write(Data("""
                Live preview of \(context.catalogue.name) (\(context.catalogue.entries.count) entries)\(watch ? ", watching \(context.packageRoot.path)" : "")
                Open \(server.url.absoluteString)
                Ctrl-C stops it.

                """.utf8))
        }
        if watch {
            let arguments = CommandLine.arguments
            let rebuilder = PreviewRebuilder(
                packageRoot: context.packageRoot, extraFiles: tokens.map { URL(fileURLWithPath: $0) }, status: status
            ) { buildMilliseconds in
                server.stopAndWait()
                setenv(Handover.token, router.gate.token, 1)
                setenv(Handover.port, String(server.port), 1)
                setenv(Handover.generation, String(generation + 1), 1)
                setenv(Handover.build, String(buildMilliseconds), 1)
                setenv(Handover.execAt, String(Date().timeIntervalSince1970), 1)
                Self.exec(PreviewRebuilder.executableURL.path, arguments)
            }
            rebuilder.start()
        }
        // Ctrl-C or SIGTERM ends the process at once: the preview keeps nothing that needs
        // finishing (references and the journal are written atomically as decisions are made).
        signal(SIGINT) { _ in _exit(0) }
        signal(SIGTERM) { _ in _exit(0) }
        server.wait(idleTimeout: idleTimeout)
    }

    /// Listens, retrying for a second when the port is still held (the previous generation's socket
    /// closing as this one starts).
    static func listen(router: PreviewRouter, port: Int) throws -> ReviewServer {
        var attempt = 0
        while true {
            do {
                return try ReviewServer.start(router: router, port: port, threads: 2)
            } catch {
                attempt += 1
                guard port != 0, attempt < 20 else { throw GalleryError("Cannot listen on 127.0.0.1:\(port): \(error)") }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    /// Replaces this process with `path` run with `arguments`; returns only when that fails.
    static func exec(_ path: String, _ arguments: [String]) {
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(path, pointers)
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("error: cannot restart the gallery (\(path)): \(reason)\n".utf8))
        Foundation.exit(1)
    }
}
