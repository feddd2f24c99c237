import ComponentCatalogue
import Components
import Foundation
import GalleryKit
import Testing

/// Issue 31: names compared for collisions after case folding and Unicode normalisation, refused
/// at validation with both places named.
@Suite struct NameCollisionTests {
    @Test func namesThatDifferOnlyInCaseAreRefused() throws {
        let catalogue = Catalogue("Names") {
            CatalogueEntry(component: "Button", state: "filled") { _ in UI.Label(text: "A") }
            CatalogueEntry(component: "button", state: "filled") { _ in UI.Label(text: "B") }
        }
        // Before, two reference files were recorded, which collide in a macOS or Windows checkout.
        do {
            try catalogue.validateForReferences()
            Issue.record("Button/filled and button/filled were both accepted")
        } catch {
            let message = "\(error)"
            #expect(message.contains("Button/filled") && message.contains("button/filled") && message.contains("differ only in case"))
            #expect(message.contains("NameCollisionTests.swift:12") && message.contains("NameCollisionTests.swift:13"))
        }
    }

    /// `--help` answers when the catalogue does not validate (issue 75: it failed), and every
    /// other command still refuses the catalogue with its reason.
    @Test func helpAnswersWhenTheCatalogueDoesNotValidate() throws {
        let catalogue = Catalogue("Names") {
            CatalogueEntry(component: "Button", state: "filled") { _ in UI.Label(text: "A") }
            CatalogueEntry(component: "button", state: "filled") { _ in UI.Label(text: "B") }
        }
        let context = GalleryContext(catalogue: catalogue, packageRoot: FileManager.default.temporaryDirectory)
        for arguments in [["--help"], ["verify", "--help"], ["help", "record"]] {
            let output = CommandOutput()
            #expect(GalleryCommand.run(context, arguments: arguments, output: output) == 0, "\(arguments): \(output.text)")
            #expect(output.text.contains("USAGE:"), "\(arguments): \(output.text)")
        }
        let output = CommandOutput()
        #expect(GalleryCommand.run(context, arguments: ["list"], output: output) == 2)
        #expect(output.text.contains("differ only in case"), "\(output.text)")
    }

    @Test func oneNameInTwoNormalisationsIsRefused() throws {
        // Made in one loop, so both have one place: before, they were silently merged into one.
        let spellings = ["Caf\u{E9}", "Cafe\u{301}"]
        let catalogue = Catalogue("Names") {
            for spelling in spellings {
                CatalogueEntry(component: spelling, state: "menu") { _ in UI.Label(text: spelling) }
            }
        }
        #expect(throws: CatalogueError.self) { try catalogue.validate() }
        do {
            try catalogue.validate()
        } catch {
            #expect("\(error)".contains("Unicode normalisation"))
        }
    }
}
