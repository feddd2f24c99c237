import ArgumentParser
import ComponentCatalogue
import Components
import Foundation
import GalleryAgents
@testable import GalleryCommands
@testable import GalleryEngine
import Testing

/// `mcp` is GalleryAgents' command, which a gallery executable adds: one that does not answers
/// `mcp` with a usage error saying what to add, and one that does has GalleryAgents' command in
/// the place of that answer.
@Suite struct AgentServerCommandTests {
    @Test func aGalleryWithoutTheAgentsProductSaysWhatToAdd() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Catalogue("Agents", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Badge") { CatalogueEntry("new") { _ in UI.Label(text: "New") } }
        }
        let output = CommandOutput()
        let code = GalleryCommand.run(GalleryContext(catalogue: catalogue, packageRoot: package.root), arguments: ["mcp"], output: output)
        #expect(code == 2, "\(output.text)")
        #expect(output.text.contains(".product(name: \"GalleryAgents\", package: \"Bento\")"), "\(output.text)")
        #expect(output.text.contains("commands: [AgentServerCommand.self]"), "\(output.text)")
    }

    @Test func theAddedServerTakesThePlaceOfTheAnswer() {
        let names = { (commands: [any ParsableCommand.Type]) in commands.compactMap { $0.configuration.commandName } }
        let plain = GalleryCommand.subcommands(adding: [])
        let serving = GalleryCommand.subcommands(adding: [AgentServerCommand.self])
        #expect(names(plain).filter { $0 == "mcp" }.count == 1)
        #expect(names(serving).filter { $0 == "mcp" }.count == 1)
        #expect(serving.contains { $0 == AgentServerCommand.self })
        #expect(!plain.contains { $0 == AgentServerCommand.self })
        #expect(Set(names(plain)) == Set(names(serving)))
    }
}
