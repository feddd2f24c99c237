import BentoCatalogue
import ComponentCatalogue
import Components
import Foundation
@testable import GalleryEngine
import TestSupport
import Testing

/// The picture tree (`bento.picture-tree/1`) checked against its JSON Schema by a validator we did
/// not write (Debian's python3-jsonschema), over real catalogue pictures; a document that breaks
/// the schema is refused by the same check; and the tree answers "which token made this blue?".
@Suite struct PictureTreeTests {
    static func problems(_ files: [URL]) throws -> String {
        try JSONSchemaCheck.problems(schema: JSONSchemaCheck.schema("picture-tree-1.json"), files: files)
    }

    @Test func everyTreeMatchesItsSchemaAndABrokenOneDoesNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-trees-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A screen, a factory row, a disabled button, a hidden element, RTL and large text: a variant of each kind.
        let wanted = ["Basket", "DesignLibrary", "Button", "Toggle", "Image"]
        var files: [URL] = []
        for entry in BentoCatalogue.catalogue.entries where wanted.contains(where: { entry.identifier.hasPrefix($0) }) {
            for variant in entry.allVariants().prefix(2) {
                let drawn = try entry.rendering(variant).draw()
                let bitmap = drawn.bitmap
                let tree = PictureTree(
                    entry: entry.identifier, variant: variant.name, scale: variant.traits.scale, pixelWidth: bitmap.width, pixelHeight: bitmap.height,
                    nodes: drawn.nodes)
                let file = folder.appendingPathComponent("\(files.count).tree.json")
                try tree.json().write(to: file)
                files.append(file)
            }
        }
        #expect(files.count >= 10)
        #expect(try Self.problems(files) == "")

        // The same validator refuses a document that breaks the schema.
        let good = try JSONSerialization.jsonObject(with: Data(contentsOf: files[0])) as! [String: Any]
        var unknownField = good, wrongType = good, wrongSchema = good
        unknownField["colour"] = "blue"
        wrongType["scale"] = "2x"
        wrongSchema["schema"] = "bento.picture-tree/2"
        let broken = try [unknownField, wrongType, wrongSchema].enumerated().map { index, document in
            let file = folder.appendingPathComponent("broken-\(index).json")
            try JSONSerialization.data(withJSONObject: document).write(to: file)
            return file
        }
        #expect(try Self.problems(broken).split(separator: "\n").count == 3)
    }

    @Test func theTreeSaysWhichTokenMadeThePrimaryButtonBlue() throws {
        let entry = try #require(BentoCatalogue.catalogue.entries.first { $0.identifier == "Button/filled" })
        let variant = try #require(entry.allVariants().first { $0.traits.theme.name == "light" })
        let drawn = try entry.rendering(variant).draw()
        let bitmap = drawn.bitmap
        let data = try PictureTree(
            entry: entry.identifier, variant: variant.name, scale: variant.traits.scale, pixelWidth: bitmap.width, pixelHeight: bitmap.height,
            nodes: drawn.nodes
        ).json()
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let button = try #require(nodes.first { ($0["type"] as? String) == "Button" })
        let design = try #require(button["design"] as? [[String: Any]])
        let background = try #require(design.first { ($0["property"] as? String) == "background" })
        #expect(background["token"] as? String == "color.primary" && background["value"] as? String == Theme.light.colors.primary.hexString)
        #expect((document["size"] as? [String: Double])?["width"] == Double(bitmap.width) / variant.traits.scale)
    }

    @Test func textNodesSayHowTheirLinesWereBrokenAndDrawn() throws {
        // Thai, Japanese and Arabic in their locales, each wrapped: the tree says where each line
        // starts, in which direction its runs read and which face drew them.
        func tree(_ text: String, locale: String, width: Double) throws -> LaidOutText {
            var traits = RenderTraits(theme: .light, scale: 1)
            traits.locale = locale
            let nodes = try ComponentRenderer(traits: traits).layoutNodes(of: UI.Label(text: text).numberOfLines(0), layout: .width(width))
            let document = PictureTree(entry: "Label", variant: "light-\(locale)-1x", scale: 1, pixelWidth: Int(width), pixelHeight: 100, nodes: nodes)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-text-tree-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: folder) }
            try document.json().write(to: folder)
            #expect(try Self.problems([folder]) == "")
            return try #require(nodes.first?.text)
        }
        // "I would like to order a cup of coffee": the lines end between words.
        let thai = try tree("ฉันอยากสั่งกาแฟหนึ่งแก้ว", locale: "th", width: 80)
        #expect(thai.lines.count > 1)
        let scalars = Array(thai.text.unicodeScalars)
        let wordEnds: Set<Int> = [3, 7, 11, 15, 20, 24]
        for line in thai.lines.dropLast() { #expect(wordEnds.contains(line.end), "\(String(String.UnicodeScalarView(scalars[..<line.end])))") }
        #expect(thai.lines.flatMap(\.runs).allSatisfy { $0.font == "NotoSansThai-Regular.ttf" && $0.missingGlyphs == 0 && !$0.rightToLeft })
        #expect(thai.lines.last?.end == scalars.count)

        let japanese = try tree("設定を保存しました。", locale: "ja", width: 200)
        #expect(japanese.lines.count == 1)
        #expect(japanese.lines[0].runs.map(\.font) == ["NotoSansCJK-Regular.ttc"])
        #expect(japanese.lines[0].runs[0].faceIndex == nil)
        let chinese = try tree("设置已保存。", locale: "zh-Hans", width: 200)
        #expect(chinese.lines[0].runs[0].faceIndex == 2)

        // "Welcome, Sara 42": an Arabic line whose Latin name and number read left to right inside it.
        let arabic = try tree("مرحبا Sara 42", locale: "ar", width: 300)
        let runs = arabic.lines[0].runs
        #expect(runs.first?.rightToLeft == false && runs.last?.rightToLeft == true, "\(runs)")
        #expect(runs.last?.start == 0 && runs.last?.font == "DejaVuSans.ttf")
        #expect(arabic.fontSize == 17)
    }
}
