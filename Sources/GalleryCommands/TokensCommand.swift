import ArgumentParser
import ComponentCatalogue
import Foundation
import GalleryEngine

/// `gallery tokens`: which tokens each component reads and which variants use each token, the
/// theme's tokens nothing uses, and each component's hand-typed values (`TokenUsage`). Text, or
/// JSON for other tools.
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens", abstract: "Report which tokens each component uses, tokens nothing uses, and hand-typed values.")

    @OptionGroup var selection: SelectionOptions
    @Flag(name: .long, help: "Print the report as JSON.") var json = false

    func run() throws {
        let usage = try TokenUsage(try selection.workItems(from: GalleryContext.current.catalogue.entries))
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            CommandOutput.current.line(String(decoding: try encoder.encode(usage), as: UTF8.self))
        } else {
            CommandOutput.current.line(usage.text)
        }
    }
}
