import ComponentCatalogue
import Components
import DesignTokens
import Foundation
import TestSupport
import Testing

@testable import GalleryEngine

/// A team's own token file (Acme's, a palette with roles aliasing it and an extra token): a change
/// names the primitive the team edited, and "unused" lists the team's tokens, never Bento's
/// fallbacks for roles the file leaves out.
@Suite struct TeamTokensTests {
    static let file = Repository.root.appendingPathComponent("Examples/AcmeDesign/Sources/AcmeTokens/Tokens/acme-light.tokens.json")

    @Test func aChangeNamesThePrimitiveTheTeamEdited() throws {
        let before = try Theme(tokensAt: Self.file, name: "light")
        let edited = try String(contentsOf: Self.file, encoding: .utf8).replacingOccurrences(of: "\"#5E5868\"", with: "\"#4E4858\"")
        let after = try Theme(tokens: TokenFile(data: Data(edited.utf8)), name: "light")
        let changes = before.tokenChanges(to: after)
        #expect(changes.map(\.role).sorted() == ["color.secondary", "color.textSecondary"], "\(changes)")
        #expect(changes.allSatisfy { $0.alias == "palette.ink.600" && $0.description.hasPrefix("palette.ink.600 as color.") }, "\(changes.map(\.description))")
    }

    @Test func unusedListsTheTeamsTokensNotBentosFallbacks() throws {
        let theme = try Theme(tokensAt: Self.file, name: "light")
        let catalogue = Catalogue("Words", variants: VariantMatrix(themes: [theme], scales: [1])) {
            CatalogueEntry(component: "Title", state: "plain") { context in
                UI.Label(text: "Kettles", style: context.theme.typography.title, color: context.theme.colors.textPrimary).backgroundColor(context.theme.colors.background)
            }
        }
        let unused = try catalogue.tokenUsage().unusedTokens
        #expect(unused.contains("color.tint"), "Acme's extra token is unused: \(unused)")
        #expect(unused.contains("palette.plum.900"), "a palette step no role aliases is unused")
        #expect(!unused.contains("palette.ink.900") && !unused.contains("palette.sand.50"), "the primitives the label and its background alias are used: \(unused)")
        #expect(!unused.contains { $0.hasPrefix("color.grey.") || $0 == "color.white" || $0 == "color.black" }, "Acme's file defines no greys: \(unused)")
    }
}
