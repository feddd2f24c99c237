import DesignFiles
import DesignTokens
import Foundation
import ImageSnapshots
import Rasterizer
import Testing
import TestSupport

/// Design nodes drawn by our engine, held against what Figma itself drew.
@Suite struct DesignDrawingTests {
    /// grida's vector frame: a self-intersecting Bézier with a fill and a centred stroke, and the
    /// PNG Figma exported of the same node. Two engines never agree to the pixel on anti-aliased
    /// edges; pixelmatch's default threshold (0.1, anti-aliasing not counted) separates that from
    /// a shape drawn in the wrong place or the wrong colour.
    @Test func theVectorFrameMatchesFiguresOwnExport() throws {
        let folder = try SharedMaterial.folder("figma-fixtures").appendingPathComponent("grida")
        let file = try DesignFile(contentsOf: folder.appendingPathComponent("vector-frame.response.json"))
        let drawing = DesignDrawing(try file.node("vector-frame"))
        #expect(drawing.warnings.isEmpty)
        let ours = try drawing.picture()
        let figmas = try Bitmap(contentsOfPNG: folder.appendingPathComponent("vector-frame.png"))
        #expect(ours.width == figmas.width && ours.height == figmas.height)
        let comparison = ImageComparison(reference: figmas, actual: ours, mode: .pixelmatch())
        let share = Double(comparison.differingPixels) / Double(comparison.totalPixels)
        try Self.keep(ours, named: "grida-vector-frame-ours.png")
        try Self.keep(comparison.diffImage, named: "grida-vector-frame-diff.png")
        #expect(share < 0.01, "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ")
        print("grida vector frame: \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ past pixelmatch's threshold, \(comparison.antiAliasedPixels) anti-aliased")
    }

    /// The Figma-Context-MCP hero: auto-layout frames, five text layers in a font this machine
    /// lacks, an image fill and star vectors saved without their outlines. Drawn with each
    /// omission named, the text in Inter where the design asks for Suisse Int'l.
    @Test func theHeroIsDrawnWithWhatItLeavesOutNamed() throws {
        let file = try DesignFile(contentsOf: try SharedMaterial.folder("figma-fixtures").appendingPathComponent("Figma-Context-MCP/figma-response.json"))
        let hero = try file.node("9204:10701")
        let drawing = DesignDrawing(hero)
        let picture = try drawing.picture()
        try Self.keep(picture, named: "figma-context-mcp-hero.png")
        #expect(picture.width == 1440 && picture.height == 616)
        #expect(drawing.warnings.filter { $0.contains("the font \"Suisse Int'l\" is not installed") }.count == 5, "\(drawing.warnings)")
        #expect(drawing.warnings.contains { $0.contains("its image is drawn as a grey placeholder") })
        #expect(drawing.warnings.contains { $0.contains("VECTOR without its outline") })
        // The black button's label is white on black: both are drawn.
        let button = try #require(hero.allNodes.first { $0.type == "INSTANCE" })
        let origin = try #require(hero.bounds?.origin), box = try #require(button.bounds)
        let corner = picture[Int(box.origin.x - origin.x) + 4, Int(box.origin.y - origin.y + box.size.height / 2)]
        #expect(corner == PremultipliedPixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    /// tokenloom's two-variant Button: each variant's fill is the colour bound to its variable, and
    /// its padding places the label where Figma placed it.
    @Test func tokenloomsButtonsFillWithTheirBoundColours() throws {
        let file = try DesignFile(contentsOf: try SharedMaterial.folder("figma-fixtures").appendingPathComponent("tokenloom/nodes-batch-1.json"))
        for (name, hex) in [("Button/variant=primary", "#2563EBFF"), ("Button/variant=secondary", "#E2E8F0FF")] {
            let button = try file.node(name)
            let drawing = DesignDrawing(button)
            #expect(drawing.warnings.isEmpty, "\(drawing.warnings)")
            let picture = try drawing.picture(scale: 2)
            try Self.keep(picture, named: "tokenloom-\(button.id.replacingOccurrences(of: ":", with: "-")).png")
            let fill = try #require(button.fills.first?.color)
            #expect(fill.hexString == hex)
            #expect(picture[4, 4] == PremultipliedPixel(fill))
            #expect(button.fills.first?.colorVariable != nil)
        }
    }

    /// Keeps a picture where a person can look at it: the system's temporary folder.
    static func keep(_ picture: Bitmap, named name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-design-drawings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try picture.writePNG(to: folder.appendingPathComponent(name))
    }
}
