import ArgumentParser
import ComponentCatalogue
import Foundation
import GalleryEngine
import GalleryPreview
import LoopbackHTTP
import Rasterizer
import SafeText
import SnapshotReview

/// `gallery serve`: the live preview. Serves a page (on 127.0.0.1, behind a random token) with the
/// catalogue as a tree and the selected entry rendered live under controls for theme, content size,
/// direction, locale (a pseudo-locale or a language), scale, device, width and the entry's own arguments; with `--watch`, rebuilds on every
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

    @Option(name: .long, help: "Languages the locale control offers beyond the catalogue's String Catalogs' (ja, th, ar): text in them breaks and is drawn by their rules.")
    var locale: [String] = []

    func validate() throws {
        if let bad = locale.first(where: { !LanguageTag.isValid($0) }) {
            throw ValidationError("--locale \(Quoted.field(bad, limit: 60)) is not a language tag (de, ar, pt-BR, zh-Hans).")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535.") }
        if let idleTimeout { guard idleTimeout > 0 && idleTimeout.isFinite else { throw ValidationError("--idle-timeout takes a positive number of seconds.") } }
    }

    @Flag(name: .long, help: .hidden)
    var worker = false

    func run() throws {
        let context = GalleryContext.current
        if worker {
            // A render worker: a token file that does not read is its start-up error, on standard error.
            let themes = try SelectionOptions.replacementThemes(fromTokenFiles: tokens, for: context.catalogue.entries)
            let router = PreviewRouter(
                context: context, customThemes: themes, languages: locale, status: PreviewBuildStatus(generation: 1, watching: false),
                token: LoopbackGate.randomToken())
            PreviewWorker.run(router: router)
        }
        try LivePreview.serve(
            context, options: LivePreview.Options(port: port, watch: watch, tokenFiles: tokens, idleTimeout: idleTimeout, languages: locale)
        ) { FileHandle.standardOutput.write(Data($0.utf8)) }
    }
}
