import ArgumentParser
import Foundation

/// `gallery`: renders, records, verifies, prunes and audits the component catalogue.
/// Exit codes: 0 success, 1 differences or findings, 2 usage errors.
@main
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Renders, records and verifies the Bento component catalogue.",
        subcommands: [
            RenderCommand.self, RecordCommand.self, VerifyCommand.self, PruneCommand.self, AuditCommand.self,
            StaleSnapshotsCommand.self,
        ],
        defaultSubcommand: RenderCommand.self)

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            // Usage errors exit 2 (ArgumentParser would use 64); help and version exit 0.
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue == 64 ? 2 : 1)
        }
    }
}
