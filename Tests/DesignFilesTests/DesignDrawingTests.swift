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

    /// Keeps a picture where a person can look at it: the system's temporary folder.
    static func keep(_ picture: Bitmap, named name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bento-design-drawings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try picture.writePNG(to: folder.appendingPathComponent(name))
    }
}
