import ArgumentParser
import ComponentCatalogue
import Foundation
import GalleryEngine
import ImageSnapshots
import Rasterizer

/// The gallery command-line tool for a catalogue: `render`, `record`, `verify`, `prune`, `audit`,
/// `stale-snapshots`, `review`, `accept`, `merge-reports`, `serve` (the live preview), `manifest`
/// and, with GalleryAgents, `mcp` (for coding agents). A design system's gallery executable is one call:
///
/// ```swift
/// import GalleryKit
/// import MyDesignSystem
///
/// GalleryCommand.main(MyDesignSystem.catalogue)
/// ```
///
/// One that serves coding agents passes GalleryAgents' command too:
/// `GalleryCommand.main(MyDesignSystem.catalogue, commands: [AgentServerCommand.self])`.
///
/// Exit codes: 0 success, 1 differences or findings, 2 usage errors (and a catalogue whose names
/// or variants are invalid).
public struct GalleryCommand: ParsableCommand {
    public static var configuration: CommandConfiguration {
        let context = GalleryContext.current
        return CommandConfiguration(
            commandName: executableName,
            abstract: "Renders, records and verifies the \(context.catalogue.name) component catalogue.",
            discussion: """
                References: \(context.snapshotsDirectory.path)/\(context.catalogue.snapshotFolder). \
                Exit codes: 0 success, 1 differences or findings, 2 usage errors.
                """,
            subcommands: subcommands,
            defaultSubcommand: RenderCommand.self)
    }

    public init() {}

    /// The built-in commands, then those the executable added (`main(_:designRules:commands:filePath:)`);
    /// an added command named as a built-in one (`mcp`) takes its place.
    static var subcommands: [any ParsableCommand.Type] { subcommands(adding: addedCommands) }

    /// The built-in commands with `added` after them, each taking the place of a built-in one of its name.
    static func subcommands(adding added: [any ParsableCommand.Type]) -> [any ParsableCommand.Type] {
        let addedNames = Set(added.compactMap { $0.configuration.commandName })
        let builtIn: [any ParsableCommand.Type] = [
            ListCommand.self, TokensCommand.self, ImpactCommand.self, RenderCommand.self, RecordCommand.self, VerifyCommand.self, PruneCommand.self, AuditCommand.self,
            StaleSnapshotsCommand.self, ReviewCommand.self, AcceptCommand.self, MergeReportsCommand.self, ServeCommand.self, ManifestCommand.self,
            AgentServerPlaceholder.self, DoccImagesCommand.self, DesignCommand.self, StringsCommand.self, ReferencesCommand.self,
        ]
        return builtIn.filter { !addedNames.contains($0.configuration.commandName ?? "") } + added
    }

    /// The commands `main(_:designRules:commands:filePath:)` added, set once before the command
    /// line is parsed.
    nonisolated(unsafe) static var addedCommands: [any ParsableCommand.Type] = []

    /// `main(_:designRules:filePath:)` with commands of the executable's own beside the built-in
    /// ones: GalleryAgents' `AgentServerCommand` (`mcp`), which a gallery links only when it serves
    /// coding agents (it brings the Model Context Protocol's SDK and an HTTP client to load).
    public static func main(
        _ catalogue: Catalogue, designRules: [DesignRule] = [], commands: [any ParsableCommand.Type], filePath: String = #filePath
    ) -> Never {
        addedCommands = commands
        main(catalogue, designRules: designRules, filePath: filePath)
    }

    /// Runs the command line for a catalogue and exits with its code. `filePath` (the caller's
    /// file) finds the package whose `Snapshots/` folder holds the references, as the tests do;
    /// `designRules` are the team's own, which `audit` runs beside its built-in rules.
    public static func main(_ catalogue: Catalogue, designRules: [DesignRule] = [], filePath: String = #filePath) -> Never {
        PictureMemory.keepFreedPictures()
        var context = GalleryContext(catalogue: catalogue, filePath: filePath)
        context.designRules = designRules
        if let invoked = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0).lastPathComponent }), !invoked.isEmpty {
            context.commandName = invoked
        }
        let code = run(context, arguments: Array(CommandLine.arguments.dropFirst()))
        Foundation.exit(code)
    }

    /// Runs the command line for a context and returns the exit code, printing as the tool does
    /// to `output` (standard output and error unless the caller collects it).
    /// A `SNAPSHOT_TESTING_RECORD` in `environment` that is not a record mode is a usage error.
    public static func run(
        _ context: GalleryContext, arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        output: CommandOutput = .standard
    ) -> Int32 {
        CommandOutput.$current.withValue(output) {
            do {
                _ = try SnapshotRecordMode.fromEnvironment(environment)
            } catch {
                reportError("error: \(error)")
                return 2
            }
            return GalleryContext.$current.withValue(context) { runCurrent(arguments) }
        }
    }

    private static func runCurrent(_ arguments: [String]) -> Int32 {
        let context = GalleryContext.current
        do {
            // The arguments first: `--help` and a usage error answer even when the catalogue
            // does not validate, so the help that says how to fix it can be read.
            var command = try parseAsRoot(arguments)
            let asksForHelp = arguments.first == "help" || arguments.contains("--help") || arguments.contains("-h") || arguments.contains("--help-hidden")
            do {
                if !asksForHelp { try context.catalogue.validateForReferences() }
            } catch {
                reportError("error: \(error)")
                return 2
            }
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            // Usage errors exit 2 (ArgumentParser would use 64); help and version exit 0.
            let code = exitCode(for: error)
            if code == .success {
                CommandOutput.current.line(fullMessage(for: error))
                return 0
            }
            reportError(fullMessage(for: error))
            return code == .validationFailure || code.rawValue == 64 ? 2 : code.rawValue
        }
    }

    /// Writes a line to the command's standard error, after what it printed to standard output.
    static func reportError(_ line: String) {
        CommandOutput.current.errorLine(line)
    }

    /// The running executable's name, so a design system's own tool shows its own name in help.
    static var executableName: String {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "gallery").lastPathComponent
        return name.isEmpty || name.hasSuffix("xctest") || name.contains("PackageTests") ? "gallery" : name
    }
}
