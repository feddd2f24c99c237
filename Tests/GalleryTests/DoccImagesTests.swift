import BentoCatalogue
import ComponentCatalogue
import Foundation
import GalleryKit
import Rasterizer
import Testing

/// `gallery docc-images`: the documentation's pictures written from a catalogue, and `--check`
/// failing when they drift from what the code renders.
@Suite struct DoccImagesTests {
    static func run(_ arguments: [String]) -> Int32 {
        GalleryCommand.run(
            GalleryContext(catalogue: BentoCatalogue.catalogue, packageRoot: ReadmeCatalogueSectionTests.root),
            arguments: ["docc-images", "--quiet"] + arguments, output: CommandOutput())
    }

    @Test func writesLightDarkAndAccessibilityPicturesAndChecksThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-docc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let selection = ["--output", folder.path, "--filter", "Label/body", "--filter", "Component.Button/*"]
        #expect(Self.run(selection + ["--check"]) == 1)   // nothing there yet
        #expect(Self.run(selection) == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == [
            ".docc-images", "Component-Button-title-ax@2x.png", "Component-Button-title-ax~dark@2x.png", "Component-Button-title@2x.png",
            "Component-Button-title~dark@2x.png", "Label-body-ax@2x.png", "Label-body-ax~dark@2x.png", "Label-body@2x.png",
            "Label-body~dark@2x.png",
        ])
        // Dark is dark, the accessibility size is larger, and all are 2x pictures of one entry.
        let light = try Bitmap(contentsOfPNG: folder.appendingPathComponent("Label-body@2x.png"))
        let dark = try Bitmap(contentsOfPNG: folder.appendingPathComponent("Label-body~dark@2x.png"))
        let large = try Bitmap(contentsOfPNG: folder.appendingPathComponent("Label-body-ax@2x.png"))
        #expect(light.width == dark.width && light.height == dark.height && light != dark)
        #expect(large.height > light.height)
        #expect(Self.run(selection + ["--check"]) == 0)

        // A picture that differs, and one no entry makes, fail the check; writing mends both.
        try Data([0x89, 0x50]).write(to: folder.appendingPathComponent("Label-body@2x.png"))
        #expect(Self.run(selection + ["--check"]) == 1)
        #expect(Self.run(selection) == 0)
        #expect(Self.run(selection + ["--check"]) == 0)
        // A picture it wrote for an entry no longer selected is removed; one it did not write is
        // reported and left alone.
        #expect(Self.run(selection + ["--filter", "Button/filled"]) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Button-filled@2x.png").path))
        #expect(Self.run(selection + ["--check"]) == 1)
        #expect(Self.run(selection) == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Button-filled@2x.png").path))
        #expect(Self.run(selection + ["--check"]) == 0)
        try Data(try light.pngData()).write(to: folder.appendingPathComponent("Hand-drawn@2x.png"))
        #expect(Self.run(selection + ["--check"]) == 1)
        #expect(Self.run(selection) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Hand-drawn@2x.png").path))
    }

    /// Issue 35: a folder named like a picture is never emptied, and an empty --output (an unset
    /// variable in a script) is a usage error, not the working folder.
    @Test func removesOnlyPlainPicturesItWrote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-docc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let selection = ["--output", folder.path, "--filter", "Label/body"]
        #expect(Self.run(selection) == 0)
        // A folder and a link named like pictures, even listed in the manifest, stay as they are.
        let trap = folder.appendingPathComponent("x.png", isDirectory: true)
        try FileManager.default.createDirectory(at: trap, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: trap.appendingPathComponent("precious.txt"))
        let outside = folder.deletingLastPathComponent().appendingPathComponent("bento-outside-\(UUID().uuidString).png")
        try Data("keep".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.png"), withDestinationURL: outside)
        let manifest = folder.appendingPathComponent(".docc-images")
        try (try String(contentsOf: manifest, encoding: .utf8) + "x.png\nlink.png\n").write(to: manifest, atomically: true, encoding: .utf8)
        #expect(Self.run(selection) == 0)
        #expect(FileManager.default.fileExists(atPath: trap.appendingPathComponent("precious.txt").path))
        #expect((try? Data(contentsOf: outside)) == Data("keep".utf8))
        for output in ["", "  "] {
            #expect(Self.run(["--output", output, "--filter", "Label/body"]) == 2)
        }
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/Label-body@2x.png"))
    }

    @Test func badSelectionsAreUsageErrors() {
        #expect(Self.run(["--output", "/tmp/unused", "--filter", "Nothing/*"]) == 2)
        #expect(Self.run(["--output", "/tmp/unused", "--dark-theme", "sepia"]) == 2)
        #expect(Self.run(["--output", "/tmp/unused", "--accessibility-size", "large"]) == 2)
    }

    /// Every picture in the Components catalogue is shown on a page, and every picture a page
    /// shows is there (DocC would warn, but only when the page is built).
    @Test func theComponentsPagesShowEveryPicture() throws {
        let docc = ReadmeCatalogueSectionTests.root.appendingPathComponent("Sources/Components/Components.docc")
        let pictures = Set(try FileManager.default.contentsOfDirectory(atPath: docc.appendingPathComponent("Resources/Gallery").path)
            .filter { $0.hasSuffix("@2x.png") && !$0.contains("~dark") }
            .map { String($0.dropLast("@2x.png".count)) })
        var shown = Set<String>()
        for article in DocumentationArticlesTests.articles where article.path.hasPrefix(docc.path) {
            let text = try String(contentsOf: article, encoding: .utf8)
            for match in text.matches(of: /!\[[^\]]*\]\(([^)]+)\)/) { shown.insert(String(match.output.1)) }
        }
        #expect(pictures.count >= 70)   // 39 entries, light and accessibility (dark is light's variant)
        #expect(pictures.subtracting(shown).isEmpty, "pictures no page shows: \(pictures.subtracting(shown).sorted())")
        #expect(shown.subtracting(pictures).isEmpty, "pages show missing pictures: \(shown.subtracting(pictures).sorted())")
    }
}
