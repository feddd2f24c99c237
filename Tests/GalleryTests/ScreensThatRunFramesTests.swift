import DesignTokens
import Foundation
import Rasterizer
import TestSupport
import Testing

/// The "Screens that run" article shows frames 0, 6, 9, 12 and 18 of the example's own recorded
/// transitions; each picture must be those frames of the reference as it is committed, so the
/// article changes when the animation does. `BENTO_RECORD_DOC_PICTURES=1` writes them.
@Suite struct ScreensThatRunFramesTests {
    static let shownFrames = [0, 6, 9, 12, 18]
    static let pictures = [
        // Step 4, "To top": Oat milk slides up over the rows it passes, whole at every frame.
        ("Basket-adds-oat-milk.4@brand-light-1x-w375.transition.apng", "ScreensThatRun-moved-row"),
        // Step 3, express delivery: the switch slides its knob, the total is rebound at once.
        ("Basket-adds-oat-milk.3@brand-light-1x-w375.transition.apng", "ScreensThatRun-switch"),
    ]

    /// The frames side by side, 8 points apart on a mid grey, as the article shows them.
    static func strip(of frames: [Bitmap]) throws -> Bitmap {
        let width = frames[0].width, height = frames[0].height, gap = 8
        let canvas = try Canvas(
            width: frames.count * width + (frames.count - 1) * gap, height: height, background: Color(red8: 128, green8: 128, blue8: 128))
        for (index, frame) in frames.enumerated() {
            canvas.drawImage(frame, in: Rect(x: Double(index * (width + gap)), y: 0, width: Double(width), height: Double(height)))
        }
        return canvas.bitmap
    }

    @Test(arguments: pictures) func theArticleShowsTheRecordedFrames(_ reference: String, _ picture: String) throws {
        let root = Repository.root
        let apng = root.appendingPathComponent("Examples/DesignSystem/Snapshots/DesignSystem/\(reference)")
        let frames = try AnimatedPNG.frames(contentsOf: apng)
        #expect(frames.count == 19)
        let strip = try Self.strip(of: Self.shownFrames.map { frames[$0] })
        let file = root.appendingPathComponent("Sources/GalleryCommands/GalleryCommands.docc/Resources/\(picture).png")
        if ProcessInfo.processInfo.environment["BENTO_RECORD_DOC_PICTURES"] == "1" { try strip.writePNG(to: file) }
        #expect(try Bitmap(pngData: [UInt8](Data(contentsOf: file))) == strip, "\(picture).png is not frames \(Self.shownFrames) of \(reference)")
        let article = try String(contentsOf: root.appendingPathComponent("Sources/GalleryCommands/GalleryCommands.docc/ScreensThatRun.md"), encoding: .utf8)
        #expect(article.contains("](\(picture))"), "the article shows \(picture)")
    }
}
