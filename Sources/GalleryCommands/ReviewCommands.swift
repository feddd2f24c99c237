import ArgumentParser
import Foundation
import GalleryEngine
import ImageSnapshots
import LoopbackHTTP
import Rasterizer
import SafeText
import SnapshotReview

/// Where a review's candidates and references are: the last run's artifacts (or `--from`) and the
/// package's references (or `--snapshots`).
struct ReviewOptions: ParsableArguments {
    @Option(
        name: .long,
        help: "The artifacts of a verify run: a folder, or a zip downloaded from CI. Repeat it for the shards of one run, which are merged first (default: this package's last run).")
    var from: [String] = []

    @Option(name: .long, help: "The snapshots folder whose references are replaced (default: Snapshots at the root of the catalogue's package).")
    var snapshots: String?

    @Option(name: .long, help: "The store that keeps the folder's pictures, in place of the one its references.txt names (default: BENTO_REFERENCE_STORE).")
    var store: String?

    func validate() throws {
        for path in from {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw ValidationError("--from \(path) does not exist.") }
            if !isFolder.boolValue && !ArtifactArchive.isZip(URL(fileURLWithPath: path)) {
                throw ValidationError("--from \(path) is neither a folder nor a zip archive.")
            }
        }
        if let snapshots {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: snapshots, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--snapshots \(snapshots) is not a folder.")
            }
        }
    }

    /// The artifacts folder to review: `--from`'s folder, or (for several, or a zip) their merge
    /// (see `ReviewInputs`).
    func artifactsFolder() throws -> URL {
        let (folder, note) = try ReviewInputs.folder(for: from, artifacts: GalleryContext.current.artifactsDirectory)
        if let note { SnapshotsFolderLock.toStandardError(note) }
        return folder
    }

    /// Says, on standard error, which candidate files of the run cannot be read (a review would
    /// otherwise show fewer changes than the run failed).
    static func noteUnreadableCandidates(of session: ReviewSession) {
        let unreadable = session.unreadable
        guard !unreadable.isEmpty else { return }
        let named = unreadable.prefix(10).map { Quoted.field($0, limit: 200) }.joined(separator: ", ")
        CommandOutput.current.errorLine(
            "note: \(unreadable.count) candidate file\(unreadable.count == 1 ? "" : "s") of the run cannot be read (too large, damaged or unsafe) and cannot be reviewed: \(named)\(unreadable.count > 10 ? " …" : ""); verify again to make them anew.")
    }

    func session() throws -> ReviewSession {
        let context = GalleryContext.current
        return ReviewSession(
            artifacts: try artifactsFolder(),
            snapshots: snapshots.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? context.snapshotsDirectory, referenceStore: store)
    }
}

/// `gallery review`: serves the review page for a verify run's differences.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review a verify run's changed, new and removed references on a local page, and accept or reject them.",
        discussion: """
            Serves on 127.0.0.1 (a free port unless --port) and prints the address, which carries a random token every \
            request needs. Covers the gallery's failures and those assertSnapshot left in swift test. Ctrl-C stops it, as does \
            --idle-timeout seconds without a request. Keys: j/k next/previous, a accept, r reject, u undo, A/R the component, \
            1-4 views, +/- zoom.
            """)

    @OptionGroup var review: ReviewOptions
    @Option(name: .long, help: "The port to listen on (default: a free one).") var port: Int = 0
    @Option(name: .customLong("idle-timeout"), help: "Stop after this many seconds without a request.") var idleTimeout: Double = 1800

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535.") }
        guard idleTimeout > 0 && idleTimeout.isFinite else { throw ValidationError("--idle-timeout takes a positive number of seconds.") }
    }

    func run() throws {
        let session = try review.session()
        let server: LoopbackServer
        do {
            server = try LoopbackServer.start(session: session, port: port)
        } catch {
            throw GalleryError("Cannot listen on 127.0.0.1:\(port): \(error)")
        }
        let items = session.items
        ReviewOptions.noteUnreadableCandidates(of: session)
        // Written unbuffered: a script (or a test) reads the address while the server runs.
        FileHandle.standardOutput.write(Data("""
            \(items.count) change\(items.count == 1 ? "" : "s") to review (\(items.filter { $0.status != .pending }.count) decided) from \(session.artifacts.path)
            Open \(server.url.absoluteString)
            Ctrl-C stops the review.

            """.utf8))
        server.waitUntilInterrupted(idleTimeout: idleTimeout)
        let after = session.items
        CommandOutput.current.line("Review stopped: \(after.filter { $0.status == .accepted }.count) accepted, \(after.filter { $0.status == .rejected }.count) rejected, \(after.filter { $0.status == .pending }.count) pending.")
    }
}

/// `gallery accept`: the review page's accept, from the command line.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accept changed, new or removed references of a verify run: the actual images become the references.",
        discussion: "Identifiers are suite/name, as report.html, summary.md and the review page show them.")

    @OptionGroup var review: ReviewOptions
    @Flag(name: .long, help: "Accept every pending change of the run.") var all = false
    @Argument(help: "The references to accept (suite/name).") var ids: [String] = []

    func validate() throws {
        guard all != !ids.isEmpty else { throw ValidationError("Name the references to accept, or pass --all (not both).") }
    }

    func run() throws {
        let session = try review.session()
        ReviewOptions.noteUnreadableCandidates(of: session)
        let chosen = all ? session.items.filter { $0.status == .pending }.map(\.candidate.id) : ids
        var refused = 0
        for outcome in session.accept(chosen) {
            switch outcome.result {
            case .success: CommandOutput.current.line("accepted \(Quoted.escaped(outcome.id))")
            case .failure(let error):
                refused += 1
                CommandOutput.current.line("refused  \(Quoted.escaped(outcome.id)): \(Quoted.escaped(error.description, limit: 2000))")
            }
        }
        CommandOutput.current.line("\(chosen.count - refused) accepted, \(refused) refused.")
        // What the run failed and no decision settles is named, so `--all` never looks done when it is not.
        var unsettled = 0
        if all, let run = VerifyRunRecord.read(inFolder: session.artifacts) {
            let statuses = Dictionary(session.items.map { ($0.candidate.id, $0.status) }, uniquingKeysWith: { first, _ in first })
            for id in run.failedIdentifiers where statuses[id] != .accepted {
                unsettled += 1
                let reason = statuses[id].map { "\($0.rawValue) in this review" } ?? "the run left nothing to accept (an error, or artifacts without its candidate); run verify again"
                CommandOutput.current.line("still failing \(Quoted.escaped(id)): \(reason)")
            }
        }
        if refused > 0 || unsettled > 0 { throw ExitCode(1) }
    }
}
