import ComponentCatalogue
import DesignTokens
import Components
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
import LoopbackHTTP
import Rasterizer
import SnapshotReview
import TestSupport
import Testing

/// `gallery design compare` as a team runs it: a saved answer and its variables in the package,
/// an entry naming its node, findings judged against a baseline, and the review page showing the
/// entry beside its design.
@Suite struct DesignCompareCommandTests {
    /// A card in the design: 16 points of padding around its title (in the light theme's text
    /// colour), on a white fill bound to `color/surface`, 8-point corners.
    static let answer = #"""
    {"name": "Cards", "nodes": {"1:1": {"document": {"id": "1:1", "name": "Card", "type": "COMPONENT",
      "absoluteBoundingBox": {"x": 0, "y": 0, "width": 73, "height": 54}, "size": {"x": 73, "y": 54}, "cornerRadius": 8,
      "layoutMode": "VERTICAL", "paddingLeft": 16, "paddingRight": 16, "paddingTop": 16, "paddingBottom": 16, "itemSpacing": 0,
      "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}, "boundVariables": {"color": {"type": "VARIABLE_ALIAS", "id": "VariableID:9:1"}}}],
      "children": [{"id": "1:2", "name": "Title", "type": "TEXT", "characters": "Hello",
        "absoluteBoundingBox": {"x": 16, "y": 16, "width": 41, "height": 22}, "size": {"x": 41, "y": 22},
        "fills": [{"type": "SOLID", "color": {"r": 0.101961, "g": 0.109804, "b": 0.121569, "a": 1}}],
        "style": {"fontFamily": "Inter", "fontWeight": 400, "fontSize": 17, "lineHeightPx": 22, "lineHeightUnit": "PIXELS"}}]}}}}
    """#
    static let variables = #"""
    {"status": 200, "error": false, "meta": {
      "variableCollections": {"VariableCollectionId:9:0": {"id": "VariableCollectionId:9:0", "name": "Colours", "defaultModeId": "9:0", "modes": [{"modeId": "9:0", "name": "Light"}]}},
      "variables": {"VariableID:9:1": {"id": "VariableID:9:1", "name": "color/surface", "resolvedType": "COLOR", "variableCollectionId": "VariableCollectionId:9:0",
        "valuesByMode": {"9:0": {"r": 1, "g": 1, "b": 1, "a": 1}}}}}}
    """#

    /// The card in code, with `padding` of its own and a fill of `fill`.
    static func catalogue(padding: Double, fill: Color) -> Catalogue {
        Catalogue("Cards", variants: VariantMatrix(themes: [.light], scales: [1])) {
            CatalogueGroup("Card") {
                CatalogueEntry("plain") { _ in
                    UI.Label(text: "Hello").padding(padding).backgroundColor(fill).cornerRadius(8).accessibility(identifier: "Card")
                }.design("Design/cards.json", node: "Card")
            }
        }
    }

    /// A package holding the saved answer and its variables in `Design/`, and that folder.
    static func packageWithTheDesign() throws -> (CustomCatalogueTests.TemporaryPackage, URL) {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let design = package.root.appendingPathComponent("Design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try Data(Self.answer.utf8).write(to: design.appendingPathComponent("cards.json"))
        try Data(Self.variables.utf8).write(to: design.appendingPathComponent("variables.json"))
        return (package, design)
    }

    @Test func findingsAreJudgedAgainstABaselineAndTheReviewPageShowsTheEntryBesideItsDesign() throws {
        let (package, _) = try Self.packageWithTheDesign()
        let baseline = package.root.appendingPathComponent("design-baseline.txt").path

        // As designed: nothing to report, and the baseline records nothing.
        var (status, output) = package.runCapturing(Self.catalogue(padding: 16, fill: .white), ["design", "compare", "--baseline", baseline, "--record-baseline"])
        #expect(status == 0, "\(output)")
        (status, output) = package.runCapturing(Self.catalogue(padding: 16, fill: .white), ["design", "compare"])
        #expect(status == 0 && output.contains("0 findings"), "\(output)")

        // Padded 12 and filled grey: two new findings, the design's side named by its variable.
        (status, output) = package.runCapturing(
            Self.catalogue(padding: 12, fill: Color(red8: 0xEE, green8: 0xEE, blue8: 0xEE)), ["design", "compare", "--baseline", baseline])
        #expect(status == 1, "\(output)")
        #expect(output.contains("padding: design 16, code 12"), "\(output)")
        #expect(output.contains("fill: design color.surface (#FFFFFFFF), code #EEEEEEFF"), "\(output)")

        // The review page serves the entry's design and code pictures the run left beside audit.json.
        let artifacts = package.root.appendingPathComponent(".build/snapshot-artifacts")
        let session = ReviewSession(artifacts: artifacts, snapshots: package.root.appendingPathComponent("Snapshots"))
        let server = try LoopbackServer.start(router: ReviewRouter(session: session, token: LoopbackGate.randomToken()))
        defer { server.stop() }
        let token = (server.router as! ReviewRouter).token, host = "127.0.0.1:\(server.port)"
        let audit = try PlainHTTP.request(server.port, "GET", "/api/audit?token=\(token)", headers: ["Host": host])
        #expect(String(decoding: audit.body, as: UTF8.self).contains("design-file"))
        for kind in ["design", "code"] {
            let entry = "Card/plain@light-1x".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let picture = try PlainHTTP.request(server.port, "GET", "/api/design-image?entry=\(entry)&kind=\(kind)&token=\(token)", headers: ["Host": host])
            #expect(picture.status == 200)
            #expect(try Bitmap(pngData: Array(picture.body)).width == (kind == "design" ? 73 : 65))
        }
        let refused = try PlainHTTP.request(server.port, "GET", "/api/design-image?entry=..%2F..%2Fetc&kind=passwd&token=\(token)", headers: ["Host": host])
        #expect(refused.status == 400)
    }

    /// Issue 75, item 16: `design compare --record-baseline` wrote its own findings alone, so the
    /// audit's other findings failed `audit --baseline` on the same file (and with two files the
    /// design findings were in both); and a baseline could hold `design-changed`, which silenced the
    /// lock. One baseline serves both commands, each recording its own rules' lines, and a changed
    /// design is never baselined.
    @Test func oneBaselineServesTheAuditAndTheDesignCompare() throws {
        let (package, design) = try Self.packageWithTheDesign()
        let baseline = package.root.appendingPathComponent("Snapshots/audit-baseline.txt")
        try FileManager.default.createDirectory(at: baseline.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Padded 12 on a grey typed by hand: design-file findings, and a design-color one only the audit has.
        let card = Self.catalogue(padding: 12, fill: Color(red8: 0xEE, green8: 0xEE, blue8: 0xEE))
        var (status, output) = package.runCapturing(card, ["audit", "--baseline", baseline.path, "--record-baseline"])
        #expect(status == 0, "\(output)")
        let audited = try String(contentsOf: baseline, encoding: .utf8)
        #expect(audited.contains("design-color\t") && audited.contains("design-file\t"), "\(audited)")

        // The design compare records its rules' lines into the same file and keeps the others.
        (status, output) = package.runCapturing(card, ["design", "compare", "--baseline", baseline.path, "--record-baseline"])
        #expect(status == 0 && output.contains("kept its"), "\(output)")
        #expect(try String(contentsOf: baseline, encoding: .utf8) == audited, "the same findings, recorded again")
        (status, output) = package.runCapturing(card, ["audit", "--baseline", baseline.path])
        #expect(status == 0 && output.contains(" 0 new"), "\(output)")
        (status, output) = package.runCapturing(card, ["design", "compare", "--baseline", baseline.path])
        #expect(status == 0 && output.contains(" 0 new"), "\(output)")

        // The designer changes the node after the lock recorded it: design-changed is never recorded.
        #expect(package.run(card, ["design", "compare", "--record-design"]) == 0)
        try Data(Self.answer.replacingOccurrences(of: "\"cornerRadius\": 8", with: "\"cornerRadius\": 12").utf8).write(to: design.appendingPathComponent("cards.json"))
        (status, output) = package.runCapturing(card, ["design", "compare", "--baseline", baseline.path, "--record-baseline"])
        #expect(status == 0 && output.contains("1 design-changed finding is not recorded") && output.contains("--record-design"), "\(output)")
        #expect(!(try String(contentsOf: baseline, encoding: .utf8)).contains("design-changed"))
        (status, output) = package.runCapturing(card, ["audit", "--baseline", baseline.path])
        #expect(status == 1 && output.contains("new\tdesign-changed\tCard/plain@light-1x"), "the lock still speaks: \(output)")

        // A design-changed line put in the baseline by hand is not honoured.
        let designLine = try #require(try String(contentsOf: baseline, encoding: .utf8).split(separator: "\n").first { $0.hasPrefix("design-file\t") })
        let root = designLine.split(separator: "\t")[2].split(separator: "/")[0]
        let line = "design-changed\tCard/plain@light-1x\t\(root)\tdesign changed, accepted by hand"
        try Data((try String(contentsOf: baseline, encoding: .utf8) + line + "\n").utf8).write(to: baseline)
        (status, output) = package.runCapturing(card, ["audit", "--baseline", baseline.path])
        #expect(status == 1 && output.contains("holds 1 design-changed line, not honoured"), "\(output)")

        // Looked at and recorded, the design no longer reads as changed.
        #expect(package.run(card, ["design", "compare", "--record-design"]) == 0)
        (status, output) = package.runCapturing(card, ["audit", "--baseline", baseline.path])
        #expect(!output.contains("new\tdesign-changed"), "\(output)")
    }

    /// Issue 75, item 15: both sides of a finding in the team's tokens, Bento's role and the value
    /// after the team's (`space.sm (spacing.small, 12)`; it read `space.sm (spacing.small) (12)`
    /// to a third team, and `spacing.small (12)` before that).
    @Test func aFindingNamesTheTeamsTokenThenTheRoleAndValue() throws {
        let light = try #require(Theme.builtInTokens(named: "light"))
        var json = try #require(try JSONSerialization.jsonObject(with: light) as? [String: Any])
        var spacing = try #require(json["spacing"] as? [String: Any])
        spacing["small"] = nil
        json["spacing"] = spacing
        json["space"] = ["$type": "dimension", "sm": ["$value": "12px"]]
        json["$extensions"] = ["bento.roles": ["spacing.small": "{space.sm}"]]
        let theme = try Theme(tokens: TokenFile(data: JSONSerialization.data(withJSONObject: json)), name: "light")
        let (package, _) = try Self.packageWithTheDesign()
        let catalogue = Catalogue("Cards", variants: VariantMatrix(themes: [theme], scales: [1])) {
            CatalogueGroup("Card") {
                CatalogueEntry("plain") { context in
                    UI.Label(text: "Hello").padding(context.theme.spacing.small).backgroundColor(context.theme.colors.surface).cornerRadius(8)
                }.design("Design/cards.json", node: "Card")
            }
        }
        let (status, output) = package.runCapturing(catalogue, ["design", "compare"])
        #expect(status == 1 && output.contains("padding: design 16, code space.sm (spacing.small, 12)"), "\(output)")
    }
}
