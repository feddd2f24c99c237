import ComponentCatalogue
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

    @Test func findingsAreJudgedAgainstABaselineAndTheReviewPageShowsTheEntryBesideItsDesign() throws {
        let package = try CustomCatalogueTests.TemporaryPackage()
        let design = package.root.appendingPathComponent("Design")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        try Data(Self.answer.utf8).write(to: design.appendingPathComponent("cards.json"))
        try Data(Self.variables.utf8).write(to: design.appendingPathComponent("variables.json"))
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
}
