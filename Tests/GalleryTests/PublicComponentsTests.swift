import ComponentCatalogue
import Components
import DesignTokens
import Foundation
@testable import GalleryCommands
@testable import GalleryEngine
@testable import GalleryPreview
import Testing

/// A component an entry shows, for the audit's no-preview rule.
struct AuditCoverageCard: ComposedComponent {
    var body: some Renderable { UI.Label(text: "Card", style: Theme.light.typography.body1).padding(4) }
}

/// The audit's no-preview rule: public components read from symbol graphs in the compiler's
/// format, against the types an entry's laid-out tree holds.
@Suite struct PublicComponentsTests {
    /// A symbol graph as `swift-symbolgraph-extract` writes it, cut to what the audit reads.
    static func graph(module: String, symbols: [(kind: String, id: String, path: [String], access: String, line: Int)], relationships: [(String, String, String)]) -> String {
        let symbolText = symbols.map { symbol in
            """
            {"kind": {"identifier": "\(symbol.kind)", "displayName": "Structure"}, "identifier": {"precise": "\(symbol.id)", "interfaceLanguage": "swift"},
             "pathComponents": [\(symbol.path.map { "\"\($0)\"" }.joined(separator: ", "))], "names": {"title": "\(symbol.path.last!)"},
             "accessLevel": "\(symbol.access)", "location": {"uri": "file:///work/shop/Sources/\(module)/\(symbol.path[0]).swift", "position": {"line": \(symbol.line), "character": 14}}}
            """
        }
        let relationshipText = relationships.map { "{\"kind\": \"\($0.0)\", \"source\": \"\($0.1)\", \"target\": \"\($0.2)\"}" }
        return """
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}}, "module": {"name": "\(module)"},
             "symbols": [\(symbolText.joined(separator: ", "))], "relationships": [\(relationshipText.joined(separator: ", "))]}
            """
    }

    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-symbols-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func publicRenderablesAreFoundDirectlyAndThroughRefiningProtocols() throws {
        let renderable = "s:10Components10RenderableP", composed = "s:10Components17ComposedComponentP"
        let graph = Self.graph(
            module: "GalleryTests",
            symbols: [
                ("swift.struct", "s:card", ["AuditCoverageCard"], "public", 8),
                ("swift.protocol", "s:shopComponent", ["ShopComponent"], "public", 2),
                ("swift.struct", "s:banner", ["Banner"], "public", 20),
                ("swift.enum", "s:tone", ["Banner", "Tone"], "public", 22),
                ("swift.struct", "s:hidden", ["Hidden"], "internal", 30),
                ("swift.class", "s:legacy", ["Legacy", "Row"], "open", 40),
            ],
            relationships: [
                ("conformsTo", "s:card", composed), ("conformsTo", "s:shopComponent", composed), ("conformsTo", "s:banner", "s:shopComponent"),
                ("conformsTo", "s:tone", "s:SQ"), ("conformsTo", "s:hidden", renderable), ("conformsTo", "s:legacy", renderable),
            ])
        // The extension graph of the same module declares none of its types.
        let folder = try Self.folder([
            "GalleryTests.symbols.json": graph,
            "GalleryTests@Components.symbols.json": Self.graph(module: "GalleryTests", symbols: [("swift.struct", "s:ext", ["Extended"], "public", 1)], relationships: [("conformsTo", "s:ext", renderable)]),
            "notes.txt": "not a graph",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = try PublicComponents(symbolGraphFolders: [folder], relativeTo: URL(fileURLWithPath: "/work/shop")).components
        #expect(found.map(\.qualifiedName) == ["GalleryTests.AuditCoverageCard", "GalleryTests.Banner", "GalleryTests.Legacy.Row"])
        #expect(found.first?.location == "Sources/GalleryTests/AuditCoverageCard.swift:9", "symbol graphs count lines from 0")

        // Shown: the card, through an entry's laid-out tree, wrapped in modifiers.
        let nodes = try ComponentRenderer(traits: RenderTraits(scale: 1)).layoutNodes(of: AuditCoverageCard().padding(2), layout: .sizeThatFits)
        let shown = Set(nodes.map(\.qualifiedTypeName))
        #expect(shown.contains("GalleryTests.AuditCoverageCard") && shown.contains("Components.UI.Label"), "\(shown)")
        let findings = Audit.unshown(found, shown: shown)
        #expect(findings.map(\.entry) == ["GalleryTests.Banner", "GalleryTests.Legacy.Row"])
        #expect(findings.allSatisfy { $0.rule == "no-preview" })
        #expect(findings.first?.detail.contains("Sources/GalleryTests/Banner.swift:21") == true)
        // The allow list takes a type by its name.
        let allowed = try AuditAllowList(text: "GalleryTests.Legacy.* no-preview")
        #expect(findings.filter { !allowed.allows($0) }.map(\.entry) == ["GalleryTests.Banner"])
    }

    @Test func theAuditCommandReportsUnshownComponentsOnlyOverTheWholeCatalogue() throws {
        let folder = try Self.folder([
            "GalleryTests.symbols.json": Self.graph(
                module: "GalleryTests", symbols: [("swift.struct", "s:card", ["AuditCoverageCard"], "public", 8), ("swift.struct", "s:banner", ["Banner"], "public", 20)],
                relationships: [("conformsTo", "s:card", "s:10Components10RenderableP"), ("conformsTo", "s:banner", "s:10Components10RenderableP")])
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bento-audit-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let catalogue = Catalogue("Shop") {
            CatalogueEntry(component: "Card", state: "plain", variants: VariantMatrix(scales: [1])) { _ in AuditCoverageCard() }
        }
        let context = GalleryContext(catalogue: catalogue, packageRoot: root)
        #expect(GalleryCommand.run(context, arguments: ["audit"], output: CommandOutput()) == 0)
        #expect(GalleryCommand.run(context, arguments: ["audit", "--symbol-graphs", folder.path], output: CommandOutput()) == 1, "Banner is shown by no entry")
        let allow = root.appendingPathComponent("allow.txt")
        try Data("GalleryTests.Banner no-preview\n".utf8).write(to: allow)
        #expect(GalleryCommand.run(context, arguments: ["audit", "--symbol-graphs", folder.path, "--allow", allow.path], output: CommandOutput()) == 0)
        // A part of the catalogue cannot tell what the rest shows.
        #expect(GalleryCommand.run(context, arguments: ["audit", "--symbol-graphs", folder.path, "--filter", "Card/*"], output: CommandOutput()) == 0)
        // A folder that is not one, or a graph that is not a file, is an error naming it.
        #expect(GalleryCommand.run(context, arguments: ["audit", "--symbol-graphs", root.appendingPathComponent("missing").path], output: CommandOutput()) != 0)
        let linked = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: linked) }
        try FileManager.default.createSymbolicLink(atPath: linked.appendingPathComponent("Shop.symbols.json").path, withDestinationPath: "/etc/passwd")
        #expect(throws: PublicComponents.ReadError.self) { try PublicComponents(symbolGraphFolders: [linked]) }
    }
}
