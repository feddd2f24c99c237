import ArgumentParser
import ComponentCatalogue
import Foundation
import GalleryEngine
import SafeText

/// `gallery list`: the catalogue's entries, each with its catalogue and where it is declared, so a
/// team can see what a gallery executable has (previews found at run time included) without
/// rendering anything.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the catalogue's entries with their catalogue and where each is declared.",
        discussion: """
            One line per entry: Component/state, the catalogue path, and Module/File.swift:line. --json prints the same as a JSON array. \
            --atoms prints one line per variant instead, its stable id (Component-state@variant), for CI to split by timings and run with --atoms-from.
            """)

    @Option(name: .long, help: "Only entries whose identifier (Component/state) matches this glob.") var filter: String?
    @Flag(name: .long, help: "Print a JSON array of {id, catalogue, file, line, column}.") var json = false
    @Flag(name: .long, help: "Print one test atom per variant (Component-state@variant), in catalogue order.") var atoms = false

    func validate() throws {
        if json && atoms { throw ValidationError("Give --json or --atoms, not both.") }
    }

    /// One listed entry.
    struct Listed: Codable, Equatable {
        var id: String
        var catalogue: [String]
        var file: String
        var line: Int
        var column: Int
    }

    /// JSON text with every character a terminal would not show as itself written `\uXXXX`.
    static func escapingInvisibles(_ json: String) -> String {
        var result = ""
        for scalar in json.unicodeScalars {
            if Quoted.isUnprintable(scalar), scalar != "\n" {
                result += String(format: "\\u%04X", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    func run() throws {
        let catalogue = GalleryContext.current.catalogue
        try catalogue.validate()
        if atoms {
            for entry in catalogue.entries where filter.map({ Glob.matches($0, entry.identifier) }) ?? true {
                for variant in entry.allVariants() { CommandOutput.current.line(Quoted.field(TestAtoms.id(of: entry, variant))) }
            }
            return
        }
        let listed = catalogue.entries
            .filter { entry in filter.map { Glob.matches($0, entry.identifier) } ?? true }
            .map { Listed(id: $0.identifier, catalogue: $0.cataloguePath, file: $0.location.fileID, line: $0.location.line, column: $0.location.column) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            // JSON escapes C0 controls itself; bidirectional and invisible characters (valid JSON,
            // but a terminal shows them as themselves) are written as \u escapes too.
            CommandOutput.current.line(Self.escapingInvisibles(String(decoding: try encoder.encode(listed), as: UTF8.self)))
        } else {
            for entry in listed {
                CommandOutput.current.line(
                    "\(Quoted.field(entry.id))\t\(Quoted.field(entry.catalogue.joined(separator: "/")))\t\(Quoted.field(entry.file)):\(entry.line)")
            }
        }
    }
}
