import Foundation
import GalleryEngine
import LoopbackHTTP
import Rasterizer
import SafeFiles

/// `gallery serve` below the command line: the supervisor and its first render worker, the
/// loopback server, the rebuilder that watches the package, and the signals that stop them.
package enum LivePreview {
    /// What `serve` was asked for.
    package struct Options {
        package var port = 0
        package var watch = false
        /// Design-token files whose themes join the catalogue's.
        package var tokenFiles: [String] = []
        /// Seconds without a request after which the server stops; `nil` for never.
        package var idleTimeout: Double?
        /// Languages the locale control offers beyond the catalogue's String Catalogs'.
        package var languages: [String]

        package init(port: Int = 0, watch: Bool = false, tokenFiles: [String] = [], idleTimeout: Double? = nil, languages: [String] = []) {
            self.port = port
            self.watch = watch
            self.tokenFiles = tokenFiles
            self.idleTimeout = idleTimeout
            self.languages = languages
        }
    }

    /// Serves the live preview of `context`'s catalogue until it is stopped (Ctrl-C, SIGTERM, or
    /// the idle timeout); `announce` receives the lines saying where it is.
    ///
    /// - Throws: `GalleryError` when the first generation does not start (without `watch`, where
    ///   nothing would fix it) or the port cannot be listened on.
    package static func serve(_ context: GalleryContext, options: Options, announce: (String) -> Void) throws {
        signal(SIGPIPE, SIG_IGN)
        let status = PreviewBuildStatus(generation: 1, watching: options.watch)
        let supervisor = PreviewSupervisor(
            token: token(forPort: options.port, in: context.artifactsDirectory), status: status, executable: PreviewRebuilder.executableURL,
            workerArguments: options.tokenFiles.flatMap { ["--tokens", URL(fileURLWithPath: $0).path] } + options.languages.flatMap { ["--locale", $0] },
            links: context.artifactsDirectory.appendingPathComponent("preview-workers", isDirectory: true))
        do {
            try supervisor.startFirstGeneration()
        } catch {
            // Without --watch nothing would ever fix it; with it, the page says why until a save does.
            guard options.watch else { throw GalleryError("The live preview does not start: \(error.description)") }
            status.update { $0.startError = error.description; $0.startErrorSummary = error.summary }
            FileHandle.standardError.write(Data("The gallery does not start; fix it and save, the preview is watching:\n\(error.summary)\n".utf8))
        }
        let server = try listen(router: supervisor, port: options.port)
        announce("""
            Live preview of \(context.catalogue.name) (\(context.catalogue.entries.count) entries)\(options.watch ? ", watching \(context.packageRoot.path)" : "")
            Open \(server.url.absoluteString)
            Ctrl-C stops it.

            """)
        if options.watch {
            let rebuilder = PreviewRebuilder(
                packageRoot: context.packageRoot, extraFiles: options.tokenFiles.map { URL(fileURLWithPath: $0) }, status: status
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
        server.wait(idleTimeout: options.idleTimeout)
        withExtendedLifetime(stops) {}
        supervisor.stop()
        supervisor.removeLinks()
    }

    /// The page's token: random, or for a fixed port the one kept in the artifacts folder, so a
    /// page left open reconnects after a restart.
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
        try? AtomicWrite.write(Data(token.utf8), to: file)
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
