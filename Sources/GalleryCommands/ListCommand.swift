import ArgumentParser
import ComponentCatalogue
import Foundation
import GalleryEngine

/// `gallery list`: the catalogue's entries, each with its catalogue and where it is declared, so a
/// team can see what a gallery executable has (previews found at run time included) without
/// rendering anything.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the catalogue's entries with their catalogue and where each is declared.",
        discussion: "One line per entry: Component/state, the catalogue path, and Module/File.swift:line. --json prints the same as a JSON array.")

    @Option(name: .long, help: "Only entries whose identifier (Component/state) matches this glob.") var filter: String?
    @Flag(name: .long, help: "Print a JSON array of {id, catalogue, file, line, column}.") var json = false

    /// One listed entry.
    struct Listed: Codable, Equatable {
        var id: String
        var catalogue: [String]
        var file: String
        var line: Int
        var column: Int
    }

    func run() throws {
        let catalogue = GalleryContext.current.catalogue
        try catalogue.validate()
        let listed = catalogue.entries
            .filter { entry in filter.map { Glob.matches($0, entry.identifier) } ?? true }
            .map { Listed(id: $0.identifier, catalogue: $0.cataloguePath, file: $0.location.fileID, line: $0.location.line, column: $0.location.column) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            CommandOutput.current.line(String(decoding: try encoder.encode(listed), as: UTF8.self))
        } else {
            for entry in listed { CommandOutput.current.line("\(entry.id)\t\(entry.catalogue.joined(separator: "/"))\t\(entry.file):\(entry.line)") }
        }
    }
}
