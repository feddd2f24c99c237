import ComponentCatalogue
import Components
import DesignTokens
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import LoopbackHTTP
import Testing

/// A team's own design rule, run by the audit beside the built-in ones and accepted by the allow list.
@Suite struct DesignRuleTests {
    /// Text under 13 points is too small for the brand, whatever the theme says.
    static let minimumTextSize = DesignRule("min-text-size") { node, _ in
        guard let font = node.designUses.first(where: { $0.designProperty == .font }),
              let size = font.textStyle?.size, size < 13
        else { return nil }
        return "text of \(Int(size)) pt is under the brand's 13"
    }

    static let catalogue = Catalogue("Rules", variants: VariantMatrix(themes: [.light], scales: [1])) {
        CatalogueGroup("Note") {
            CatalogueEntry("caption") { context in UI.Label(text: "Small print", style: context.theme.typography.caption).padding(8) }
            CatalogueEntry("body") { context in UI.Label(text: "Readable", style: context.theme.typography.body1).padding(8) }
        }
    }

    @Test func aTeamsRuleFindsWhatItChecks() throws {
        let findings = try Self.catalogue.auditFindings(rules: [Self.minimumTextSize]).filter { $0.rule == "min-text-size" }
        #expect(findings.map(\.entry) == ["Note/caption@light-1x"])
        #expect(findings.first?.detail == "Label text of 12 pt is under the brand's 13")
    }

    @Test func theCommandRunsTheRuleAndTheAllowListNamesIt() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        var context = GalleryContext(catalogue: Self.catalogue, packageRoot: package.root)
        context.designRules = [Self.minimumTextSize]
        #expect(GalleryCommand.run(context, arguments: ["audit"], output: CommandOutput()) == 1)
        let allow = package.root.appendingPathComponent("allow.txt")
        try Data("Note/caption min-text-size the footnote style is agreed\n".utf8).write(to: allow)
        #expect(GalleryCommand.run(context, arguments: ["audit", "--allow", allow.path], output: CommandOutput()) == 0)
        // A rule's name must be one the allow list can name, and not a built-in rule's.
        context.designRules = [DesignRule("contrast") { _, _ in nil }]
        #expect(GalleryCommand.run(context, arguments: ["audit"], output: CommandOutput()) != 0)
        context.designRules = [DesignRule("has space") { _, _ in nil }]
        #expect(GalleryCommand.run(context, arguments: ["audit"], output: CommandOutput()) != 0)
    }

    /// One list of rules: `audit --help` names each with its summary, and the live preview's audit
    /// overlay runs a team's rule as the command does.
    @Test func theHelpAndThePreviewReadTheOneListOfRules() throws {
        let help = AuditCommand.helpMessage()
        for rule in Audit.builtInRules {
            #expect(help.contains(rule.name), "audit --help names \(rule.name)")
        }
        #expect(help.contains("a control under 44"), "audit --help gives each rule's summary: \(help)")

        let package = try CustomCatalogueTests.TemporaryPackage()
        var context = GalleryContext(catalogue: Self.catalogue, packageRoot: package.root)
        context.designRules = [Self.minimumTextSize]
        let router = PreviewRouter(context: context, status: PreviewBuildStatus(generation: 1, watching: false), token: "t")
        let response = router.answer(
            LocalRequest(method: "GET", uri: "/api/render", headers: [:], body: []), path: "/api/render",
            query: ["entry": "Note/caption", "audit": "1", "token": "t"])
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let rules = (body["audit"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules.contains("min-text-size"), "the preview's overlay runs the team's rule: \(body["audit"] ?? "none")")
    }
}
