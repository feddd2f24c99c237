import ArgumentParser
import Foundation
import GalleryEngine
import Localization
import SafeText

/// `gallery strings inspect FILE…`: what a team's strings hold, and whether every key makes its
/// text in every language, checked as a catalogue's rendering would look it up, without the code.
struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings", abstract: "Read a team's String Catalogs and .lproj folders and check every key in every language.",
        subcommands: [InspectCommand.self])

    struct InspectCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "inspect",
            abstract: "Say what String Catalogs (.xcstrings) or folders of .lproj tables hold, and make every key's text in every language.",
            discussion: """
                Each key is formatted in each language with arguments its own specifiers take (a word for %@, 2 for a whole \
                number, 2.5 for a real one): a translation that cannot be made (a specifier that does not fit, a substitution \
                that expands past the limit) is listed with its place, and the command fails.
                """)

        @Argument(help: "String Catalogs (.xcstrings), or folders holding xx.lproj folders.") var files: [String]
        @Option(help: "The source language of .lproj folders (Base.lproj's).") var sourceLanguage = "en"

        /// The most failures listed per file.
        static let listed = 20

        func run() throws {
            var failed = false
            for path in files {
                let url = URL(fileURLWithPath: path)
                var isFolder: ObjCBool = false
                let catalog: StringCatalog
                do {
                    catalog = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                        ? try StringCatalog(lprojFoldersIn: url, sourceLanguage: sourceLanguage) : try StringCatalog(contentsOf: url)
                } catch {
                    CommandOutput.current.errorLine("error: \(error)")
                    failed = true
                    continue
                }
                let languages = catalog.languages
                CommandOutput.current.line("\(Quoted.field(path, limit: 300)): \(catalog.entries.count) keys in \(languages.count) languages, source \(Quoted.field(catalog.sourceLanguage, limit: 40))")
                var problems: [String] = []
                var problemCount = 0
                // A key's arguments are the same in every language: worked out once.
                let keys = catalog.entries.keys.sorted().map { (key: $0, arguments: catalog.sampleArguments(for: $0)) }
                for language in languages {
                    var translated = 0
                    for (key, arguments) in keys {
                        do {
                            let text = try catalog.text(for: key, language: language, arguments: arguments)
                            if text.isTranslated { translated += 1 }
                        } catch {
                            problemCount += 1
                            if problems.count < Self.listed { problems.append("\(error)") }
                        }
                    }
                    CommandOutput.current.line("  \(Quoted.field(language, limit: 40)): \(translated) of \(catalog.entries.count) translated")
                }
                for problem in problems { CommandOutput.current.errorLine("error: \(problem)") }
                if problemCount > problems.count { CommandOutput.current.errorLine("error: … and \(problemCount - problems.count) more") }
                if problemCount > 0 { failed = true }
            }
            if failed { throw ExitCode.failure }
        }
    }
}
