import ComponentCatalogue
import Components
import DesignTokens
import Foundation
@testable import GalleryEngine
import Testing

@testable import GallerySite

/// The token page as a new team read it (issue 75): a numbered ramp in its numbers' order, and
/// a pair of colours drawn at two text sizes listed once.
@Suite struct TokenPageOrderTests {
    @Test func aNumberedRampReadsInItsNumbersOrder() throws {
        // Bento's own light token file, with a team's numbered ramp added to it.
        let light = try #require(Theme.builtInTokens(named: "light"))
        var json = try #require(try JSONSerialization.jsonObject(with: light) as? [String: Any])
        var ramp: [String: Any] = [:]
        for step in [0, 50, 100, 200, 500, 900] { ramp["\(step)"] = ["$type": "color", "$value": String(format: "#%02X8040", 255 - step / 4)] }
        json["palette"] = ["birch": ramp]
        let theme = try Theme(tokens: TokenFile(data: JSONSerialization.data(withJSONObject: json)), name: "light")
        let birch = TokenSections.colorTokens(of: theme).map(\.role).filter { $0.hasPrefix("palette.birch.") }
        #expect(birch == ["0", "50", "100", "200", "500", "900"].map { "palette.birch.\($0)" }, "\(birch)")
    }

    @Test func aPairDrawnAtTwoTextSizesIsOneRow() throws {
        var drawn = try DrawnTokens([])
        for large in [false, true] {
            let pair = TokenContrast.Pair(
                text: "color.textPrimary", background: "color.surface", theme: "light", textColor: Color(red8: 0x22, green8: 0x22, blue8: 0x22),
                backgroundColor: .white, isLargeText: large)
            drawn.pairs[pair] = [large ? "Title" : "Body"]
        }
        let html = TokenSections.contrast(drawn)
        #expect(html.components(separatedBy: "<tr data-pair=").count == 2, "\(html)")
        #expect(html.contains("<td>Body, Title</td>"), "\(html)")
    }
}

/// Issue 75: the navigation put the root's own components under "Components" and an included
/// catalogue's under the root's name, its own name nowhere; it names each group as the
/// breadcrumb does.
@Suite struct SiteNavigationGroupTests {
    @Test func eachCataloguesComponentsSitUnderItsName() {
        let atoms = Catalogue("Atoms") { CatalogueEntry(component: "Badge", state: "new") { _ in UI.Label(text: "New") } }
        let catalogue = Catalogue("Fjord Bank") {
            CatalogueEntry(component: "AccountRow", state: "default") { _ in UI.Label(text: "Savings") }
            atoms
        }
        let html = SiteShell(title: catalogue.name, components: catalogue.components).navigation(root: "", current: "index.html")
        let headings = html.components(separatedBy: "<h2>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(headings == ["Fjord Bank", "Atoms"], "\(headings)")
        #expect(html.range(of: "<h2>Atoms</h2>").map { html[$0.upperBound...].contains("Badge") } == true)
    }
}

/// Issue 75: findings named the design's side in the team's tokens and the code's in Bento's
/// roles (`design space.lg (24), code spacing.medium (16)` where the team writes `space.md`). A
/// theme keeps the team's token for each role it maps, and names it first.
@Suite struct TeamTokenNameTests {
    @Test func aMappedRoleIsNamedByTheTeamsTokenFirst() throws {
        let light = try #require(Theme.builtInTokens(named: "light"))
        var json = try #require(try JSONSerialization.jsonObject(with: light) as? [String: Any])
        var spacing = try #require(json["spacing"] as? [String: Any])
        let medium = try #require(spacing["medium"])
        spacing["medium"] = nil
        json["spacing"] = spacing
        json["space"] = ["md": medium]
        json["$extensions"] = ["bento.roles": ["spacing.medium": "{space.md}"]]
        let theme = try Theme(tokens: TokenFile(data: JSONSerialization.data(withJSONObject: json)), name: "fjord")
        let provenance = try #require(theme.provenance)
        #expect(provenance.teamTokens["spacing.medium"] == "space.md", "\(provenance.teamTokens)")
        #expect(provenance.named("spacing.medium") == "space.md (spacing.medium)")
        #expect(provenance.named("spacing.small") == "spacing.small", "a role the file writes by its own name")

        // The site's spec table names a length on the scale by the team's token too (a third
        // package written from the docs found `spacing.medium` there, where the team writes `gap.m`).
        let padded = UI.Label(text: "Porto").padding(theme.spacing.medium)
        let use = try #require(try ComponentRenderer(traits: RenderTraits(theme: theme, scale: 1)).layoutNodes(of: padded).flatMap(\.designUses).first { $0.property == "padding" })
        #expect(StateSpecs.source(of: use, in: theme).hasPrefix("space.md (spacing.medium)"), "\(StateSpecs.source(of: use, in: theme))")
    }
}

/// Issue 75: with Show redlines on, an element's size label sat on the text it measures; it sits
/// just outside the element (above it, or below where the picture has no room above).
@Suite struct RedlineLabelTests {
    @Test func sizeLabelsSitOutsideWhatTheyMeasure() throws {
        let card = UI.Label(text: "Savings account", style: Theme.light.typography.body1).padding(16)
        let nodes = try ComponentRenderer(traits: RenderTraits(scale: 1)).layoutNodes(of: card, layout: .width(240))
        let svg = Redlines(nodes: nodes, width: 240, height: nodes[0].frame.height).svg(id: "r")
        let label = try #require(nodes.first { $0.accessibility.label == "Savings account" && $0.frame.y > 0 })
        // The label's own size mark: its text's baseline is outside the label's frame.
        let mark = try #require(svg.components(separatedBy: "<g class=\"size\"").first { $0.contains("data-frame=\"16 16 ") })
        let y = try #require(Double(mark.components(separatedBy: "<text x=\"").last?.components(separatedBy: "y=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""))
        #expect(y <= label.frame.y || y >= label.frame.y + label.frame.height + 6, "label at y \(y), frame \(label.frame)")
    }
}
