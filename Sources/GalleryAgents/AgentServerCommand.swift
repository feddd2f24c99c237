import ArgumentParser
import DesignTokens
import Foundation
import GalleryCommands
import GalleryEngine
import ImageSnapshots

/// `gallery mcp`: the catalogue served to coding agents over the Model Context Protocol on
/// standard input and output (`AgentServer`): list, render, verify, explain, audit and, when a
/// person allows it, accept. A gallery executable serves agents when it passes this command to
/// `GalleryCommand.main(_:designRules:commands:filePath:)`; one that does not never loads the
/// protocol's SDK (and the HTTP client it links), so its every command starts sooner:
///
/// ```swift
/// import GalleryAgents
/// import GalleryKit
///
/// GalleryCommand.main(MyDesignSystem.catalogue, commands: [AgentServerCommand.self])
/// ```
public struct AgentServerCommand: ParsableCommand {
    /// `mcp`, its help and its options.
    public static let configuration = CommandConfiguration(
        commandName: "mcp", abstract: "Serve the catalogue to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Tools: list_components, get_component, render, verify, explain_change, audit, accept, reject. Resources: the component \
            manifest, the token usage and each reference picture. accept and reject change references only with --allow-accept, \
            which is refused when CI is set. Add it to an agent's configuration as a command: swift run gallery mcp (or your \
            catalogue's own executable).
            """)

    @OptionGroup var references: ReferenceOptions
    @Option(
        name: .long,
        help: "Design-token files that replace a theme of the catalogue (THEME=PATH, as render and verify take them), read again at every call.")
    var tokens: [String] = []
    @Option(name: .long, help: "An allow-list of audit findings ('glob rule' per line): the audit tool marks the findings it allows.")
    var allow: String?
    @Flag(name: .customLong("allow-accept"), help: "Let the agent accept and reject references through the review journal (refused in CI).")
    var allowAccept = false
    @Option(name: .long, help: "Threads to render and verify on.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Flag(name: .long, help: "Serve over HTTP on 127.0.0.1 behind a token (printed as the address to use) instead of standard input and output.")
    var http = false
    @Option(name: .long, help: "With --http: the port to listen on (default: a free one).") var port: Int = 0
    @Option(name: .customLong("idle-timeout"), help: "With --http: stop after this many seconds without a request.") var idleTimeout: Double = 1800

    /// Creates the command, as ArgumentParser does before parsing.
    public init() {}

    /// Checks the options, and refuses `--allow-accept` in CI.
    public func validate() throws {
        guard jobs >= 1 && jobs <= 64 else { throw ValidationError("--jobs takes 1 to 64.") }
        guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535.") }
        guard idleTimeout > 0 && idleTimeout.isFinite else { throw ValidationError("--idle-timeout takes a positive number of seconds.") }
        if !http && (port != 0 || idleTimeout != 1800) { throw ValidationError("--port and --idle-timeout take effect with --http.") }
        if allowAccept && SnapshotRecordMode.isContinuousIntegration(ProcessInfo.processInfo.environment) {
            throw ValidationError("--allow-accept is refused in CI (CI is set): references change only where a person can look at them.")
        }
        if let allow, !FileManager.default.isReadableFile(atPath: allow) { throw ValidationError("--allow \(allow) cannot be read.") }
        // The token files are read now, so a wrong one is a usage error before any agent connects.
        _ = try themes()
    }

    /// The `--tokens` themes by the catalogue's theme each replaces.
    func themes() throws -> [String: Theme] { try Self.themes(of: tokens) }

    /// The themes of `--tokens` files, read now (at every call of a tool that uses them).
    static func themes(of tokens: [String]) throws -> [String: Theme] {
        try SelectionOptions.replacementThemes(fromTokenFiles: tokens, for: GalleryContext.current.catalogue.entries)
    }

    /// Serves until the agent closes standard input (or, over HTTP, until Ctrl-C or the idle timeout).
    public func run() throws {
        var configuration = AgentWorkbench.Configuration(context: GalleryContext.current, references: references.folders)
        configuration.allowsAccept = allowAccept
        configuration.jobs = jobs
        configuration.auditAllowList = allow.map { URL(fileURLWithPath: $0) }
        let tokens = self.tokens
        if !tokens.isEmpty { configuration.replacementThemes = { try Self.themes(of: tokens) } }
        let workbench = AgentWorkbench(configuration)
        if http {
            do {
                _ = try AgentServer.serveHTTP(workbench, port: port, idleTimeout: idleTimeout) { address in
                    // Written unbuffered: a script (or an agent's launcher) reads the address while the server runs.
                    FileHandle.standardOutput.write(Data("Model Context Protocol at \(address.absoluteString)\nCtrl-C stops it.\n".utf8))
                }
            } catch {
                throw GalleryError("Cannot serve on 127.0.0.1:\(port): \(error)")
            }
            return
        }
        let code = AgentServer.serve(workbench)
        if code != 0 { throw ExitCode(code) }
    }
}
