import ArgumentParser
import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import GalleryEngine

/// `gallery impact`: the variants a change of token files can touch, and the nodes that read each
/// changed token, found before anything is drawn. `gallery verify` takes the same options and
/// verifies only those variants.
struct ImpactCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "impact", abstract: "List the variants a change of token files can touch, and why.",
        discussion: """
            Give the token files before the change (a path, or REV:PATH for the file at a git revision) and, if the \
            catalogue's themes are not already the after side, the files after it: \
            gallery impact --tokens-before HEAD~1:Tokens/light.tokens.json
            """)

    @OptionGroup var selection: SelectionOptions
    @OptionGroup var tokens: TokenChangeOptions
    @Flag(name: .long, help: "Print the changes and the touched variants as JSON.") var json = false

    /// What the command prints as JSON.
    struct Report: Codable, Equatable {
        struct Touched: Codable, Equatable {
            var variant: String
            var reasons: [String]
        }
        var changes: [String]
        var touched: [Touched]
        var variants: Int
    }

    func validate() throws {
        if !tokens.isGiven { throw ValidationError("Give the token files before the change with --tokens-before PATH or REV:PATH.") }
    }

    func run() throws {
        let context = GalleryContext.current
        let items = try selection.workItems(from: context.catalogue.entries)
        let impact = try tokens.impact(themes: items.map(\.variant.traits.theme), in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let touched = try impact.touched(items)
        let report = Report(
            changes: impact.changes.map { "\($0.theme): \($0)" },
            touched: touched.map { Report.Touched(variant: $0.entry.referenceName(for: $0.variant), reasons: $0.reasons) },
            variants: items.count)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            CommandOutput.current.line(String(decoding: try encoder.encode(report), as: UTF8.self))
            return
        }
        if report.changes.isEmpty { CommandOutput.current.line("The token files change no role of a theme.") }
        for change in report.changes { CommandOutput.current.line("changed \(change)") }
        for variant in report.touched {
            CommandOutput.current.line(variant.variant)
            for reason in variant.reasons { CommandOutput.current.line("  \(reason)") }
        }
        CommandOutput.current.line("\(report.touched.count) of \(items.count) variants read a changed token.")
    }
}
