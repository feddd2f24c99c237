import BentoCatalogue
import ComponentCatalogue
import Components
import Foundation
@testable import GalleryEngine
import TestSupport
import Testing

/// The component manifest (`bento.component-manifest/1`) of Bento's demo catalogue, checked
/// against its JSON Schema by a validator we did not write; the same bytes on one thread and two;
/// and what an agent reads from it (the tokens an entry reads, the code that makes it) as the
/// catalogue's source says it. The examples' and Acme's manifests are checked in CI
/// (`scripts/check-manifest`).
@Suite struct ComponentManifestTests {
    static let root = Repository.root

    @Test func theDemoManifestMatchesItsSchemaTheSameTwiceAndABrokenOneDoesNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-manifest-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let one = try ComponentManifest.of(BentoCatalogue.catalogue, packageRoot: Self.root, jobs: 1).json()
        let two = try ComponentManifest.of(BentoCatalogue.catalogue, packageRoot: Self.root, jobs: 2).json()
        #expect(one == two)
        let file = folder.appendingPathComponent("manifest.json")
        try one.write(to: file)
        let schema = JSONSchemaCheck.schema("component-manifest-1.json")
        #expect(try JSONSchemaCheck.problems(schema: schema, files: [file]) == "")

        // Every entry of the catalogue is listed once, with every variant.
        let manifest = try JSONDecoder().decode(ComponentManifest.self, from: one)
        let listed = manifest.components.flatMap(\.entries)
        #expect(listed.map(\.id).sorted() == BentoCatalogue.catalogue.entries.map(\.identifier).sorted())
        let listedVariants: Int = listed.map(\.variants.count).reduce(0, +)
        let catalogueVariants: Int = BentoCatalogue.catalogue.entries.map { $0.allVariants().count }.reduce(0, +)
        #expect(listedVariants == catalogueVariants)
        #expect(manifest.components.map(\.name) == manifest.components.map(\.name).sorted())

        // The same validator refuses documents that break the schema.
        let good = try JSONSerialization.jsonObject(with: one) as! [String: Any]
        var unknownField = good, wrongSchema = good, badVariant = good
        unknownField["generatedAt"] = "2026-12-07"
        wrongSchema["schema"] = "bento.component-manifest/2"
        var components = good["components"] as! [[String: Any]]
        var entries = components[0]["entries"] as! [[String: Any]]
        var variants = entries[0]["variants"] as! [[String: Any]]
        variants[0]["scale"] = 4
        entries[0]["variants"] = variants
        components[0]["entries"] = entries
        badVariant["components"] = components
        let broken = try [unknownField, wrongSchema, badVariant].enumerated().map { index, document in
            let file = folder.appendingPathComponent("broken-\(index).json")
            try JSONSerialization.data(withJSONObject: document).write(to: file)
            return file
        }
        #expect(try JSONSchemaCheck.problems(schema: schema, files: broken).split(separator: "\n").count == 3)
    }

    /// What the manifest says of the filled button is what its source file and its picture say:
    /// the declaration's own lines, and the tokens it drew with.
    @Test func anEntryCarriesItsCodeItsPlaceAndTheTokensItReads() throws {
        let manifest = ComponentManifest.of(BentoCatalogue.catalogue, packageRoot: Self.root, jobs: 2)
        let button = try #require(manifest.components.first { $0.name == "Button" })
        let filled = try #require(button.entries.first { $0.id == "Button/filled" })
        #expect(filled.file == "Sources/BentoCatalogue/BentoCatalogue+Atoms.swift")
        let source = try String(contentsOf: Self.root.appendingPathComponent(filled.file), encoding: .utf8).components(separatedBy: "\n")
        let snippet = try #require(filled.snippet)
        // The snippet starts at the declaration's line, is whole (its brackets balance), and is the file's text.
        #expect(snippet.hasPrefix("CatalogueEntry(component: \"Button\", state: \"filled\""))
        #expect(snippet.filter { $0 == "{" }.count == snippet.filter { $0 == "}" }.count)
        #expect(snippet.filter { $0 == "(" }.count == snippet.filter { $0 == ")" }.count)
        for line in snippet.split(separator: "\n") { #expect(source.contains { $0.hasSuffix(String(line)) }, "\(line)") }
        #expect(source[filled.line - 1].contains("state: \"filled\""))
        #expect(filled.tokens.contains("color.primary") && filled.tokens.contains("typography.button"))
        #expect(filled.variants.map(\.reference).contains("Button-filled@dark-2x"))
        #expect(filled.layout == "width 375")
    }

    /// Declarations as people write them: trailing closures, modifiers on the next line, brackets
    /// inside strings and comments, a declaration longer than the limit.
    @Test func aSnippetIsTheWholeDeclarationAndNoMore() {
        let source = """
            let a = 1
                CatalogueEntry("brace \\" } in a string") { _ in // a } in a comment
                    Badge(text: "{")
                        .padding(8)
                }
            let b = 2
            #Preview("Dark") { Badge(text: "new") }.environment(\\.colorScheme, .dark)
            let c = 3
            """
        #expect(SourceSnippet.snippet(in: source, line: 2, column: 5) == """
            CatalogueEntry("brace \\" } in a string") { _ in // a } in a comment
                Badge(text: "{")
                    .padding(8)
            }
            """)
        #expect(SourceSnippet.snippet(in: source, line: 7, column: 1) == "#Preview(\"Dark\") { Badge(text: \"new\") }.environment(\\.colorScheme, .dark)")
        #expect(SourceSnippet.snippet(in: source, line: 99, column: 1) == nil)
        let long = "Entry {\n" + String(repeating: "    x\n", count: 100) + "}\n"
        let cut = SourceSnippet.snippet(in: long, line: 1, column: 1)
        #expect(cut?.split(separator: "\n").count == SourceSnippet.lineLimit + 1)
        #expect(cut?.hasSuffix("// …") == true)
    }
}
