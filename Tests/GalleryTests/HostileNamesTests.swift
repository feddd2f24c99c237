import ComponentCatalogue
import Components
import DesignTokens
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import GalleryCommands
@testable import GalleryEngine
import GallerySite
import SafeText
import Testing

/// Names and values a catalogue or a token file brings: they cannot take another page's file,
/// leave their CSS string, reach the terminal raw, or make a JUnit file that is not XML.
@Suite struct HostileNamesTests {
    /// Components named as the site's own files get folders of their own; render writes every page.
    @Test(arguments: ["tokens", "index.html", "Tokens", "INDEX.HTML"])
    func aComponentNamedAsASiteFileKeepsItsPage(_ name: String) throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let catalogue = Catalogue("Clash", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueEntry(component: name, state: "plain") { _ in UI.Label(text: "Mine").padding(4) }
        }
        let site = package.root.appendingPathComponent("site")
        let (code, output) = package.runCapturing(catalogue, ["render", "--output", site.path, "--quiet"])
        #expect(code == 0, "\(output)")
        let folder = try GalleryRenderer.folder(of: name)
        #expect(folder == name + "@component")
        let page = try String(contentsOf: site.appendingPathComponent(folder + "/index.html"), encoding: .utf8)
        #expect(page.contains("<h1>\(name)</h1>"))
        let tokens = try String(contentsOf: site.appendingPathComponent("tokens/index.html"), encoding: .utf8)
        #expect(tokens.contains("Colours"), "the token page is still the token page")
        let overview = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(overview.contains("href=\"\(folder)/index.html\""))
    }

    /// A font family is a CSS string: a name that closes its quote stays inside it.
    @Test func aFontFamilyCannotLeaveItsCSSString() {
        for family in ["x';position:fixed;inset:0;background:red;x:'", "Brand'Sans", "a\"><script>alert(1)</script>", "\u{0}\n\\"] {
            let css = Markup.cssString(family)
            let inner = css.dropFirst().dropLast()
            #expect(css.hasPrefix("'") && css.hasSuffix("'") && !inner.contains("'") && !inner.contains("\"") && !inner.contains("<") && !inner.contains(";"), "\(css)")
        }
        #expect(Markup.cssString("Brand Sans") == "'Brand Sans'")
    }

    /// `list`, its JSON and a refusal print names escaped.
    @Test func namesReachTheTerminalEscaped() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let sneaky = "Row\u{202E}txt.exe\u{2028}\u{FEFF}"
        let catalogue = Catalogue("Names", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueEntry(component: sneaky, state: "plain") { _ in UI.Label(text: "x") }
        }
        for arguments in [["list"], ["list", "--json"]] {
            let (code, printed) = package.runCapturing(catalogue, arguments)
            #expect(code == 0)
            #expect(!printed.unicodeScalars.contains { [0x202E, 0x2028, 0xFEFF].contains($0.value) }, "\(arguments): \(printed.debugDescription)")
        }
        let (_, json) = package.runCapturing(catalogue, ["list", "--json"])
        let listed = try JSONDecoder().decode([ListCommand.Listed].self, from: Data(json.utf8))
        #expect(listed.first?.id == sneaky + "/plain", "the JSON still reads as the name")
        let refused = CatalogueError.invalidName("bad\u{1B}]0;x\u{07}name", reason: "holds a control", at: CatalogueSourceLocation(fileID: "A/B.swift", filePath: "/B.swift", line: 1, column: 1))
        #expect(!refused.description.unicodeScalars.contains { $0.value < 0x20 }, "\(refused.description.debugDescription)")
    }

    /// A JUnit file of outcomes whose names and messages hold controls is well-formed XML 1.0.
    @Test func junitStaysWellFormed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bento-junit-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        let outcome = VerifyRunRecord.Outcome(
            name: "Row\u{1B}[2J\u{0}", entry: "Row/plain", file: "A\u{7}.swift", line: 3, status: .failed, message: "bad\u{1}\u{8}\u{FFFE} text", seconds: 0)
        try CatalogueVerification.writeJUnit([outcome], to: url)
        let parser = XMLParser(contentsOf: url)!
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}
