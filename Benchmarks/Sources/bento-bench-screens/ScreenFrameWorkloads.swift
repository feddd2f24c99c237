import BenchHarness
import BrandCheckout
import Components
import Foundation
import Rasterizer

/// F1–F7: what the live preview draws for a running screen, the example's basket with 20
/// products on an iPhone 8 at 2x (750 × 1334 pixels) as "Add" inserts the 20th: F1 the screen at
/// rest, F2 frame 9 of the transition (layout and drawing, the PNG apart), F3 the PNG of F1 as the
/// preview encodes it, F4 all 19 frames of the transition from one `Transition.frames`, F5 starting
/// the play and tapping, F6 starting it, F7 a click's first frame (a new `Transition.frames`, both
/// states laid out, frame 1 drawn).
enum ScreenFrameWorkloads {
    /// The basket with 19 products and "Oat milk" typed, then "Add" tapped: the states before and after.
    static func basket(rows: Int = 20, scale: Double = 2) throws -> (before: AnyRenderable, after: AnyRenderable, renderer: ComponentRenderer) {
        let (screen, renderer) = running(rows: rows, scale: scale)
        let played = try screen.play([.tap("Add")], renderer: renderer)
        return (played[0].component, played[1].component, renderer)
    }

    static func running(rows: Int = 20, scale: Double = 2) -> (RunningScreen<BasketScreen.State, BasketScreen.Action>, ComponentRenderer) {
        let traits = RenderTraits(theme: .light, scale: scale)
        let items = (1..<rows).map { BasketScreen.Item(name: "Product \($0)", pence: 100 + $0) }
        let screen = RunningScreen(
            BasketRenderer.self, appearance: traits, initial: BasketScreen.State(items: items, draft: "Oat milk"), device: .iPhone8,
            update: BasketScreen.update)
        return (screen, ComponentRenderer(traits: traits))
    }

    static func workloads() throws -> [Workload] {
        let (before, after, renderer) = try basket()
        let frames = Transition.frames(from: before, to: after)
        let picture = try renderer.bitmap(of: after, layout: .sizeThatFits)
        return [
            Workload(
                name: "F1", run: { try renderer.bitmap(of: after, layout: .sizeThatFits) },
                check: { bitmap in ("\(bitmap.width)x\(bitmap.height)", ["checksum": checksum(bitmap)]) }),
            Workload(
                name: "F2", run: { try renderer.bitmap(of: frames[9], layout: .sizeThatFits) },
                check: { bitmap in ("\(bitmap.width)x\(bitmap.height)", ["checksum": checksum(bitmap)]) }),
            Workload(
                name: "F3", run: { try picture.pngData() }, check: { png in ("encoded", ["bytes": png.count]) }),
            Workload(
                name: "F4", run: { try frames.map { try renderer.bitmap(of: $0, layout: .sizeThatFits) } },
                check: { bitmaps in ("\(bitmaps.count) frames", ["checksum": bitmaps.map(checksum).reduce(0) { ($0 &* 31 &+ $1) & 0xFFFF_FFFF }]) }),
            Workload(
                name: "F7", run: { try renderer.bitmap(of: Transition.frames(from: before, to: after)[1], layout: .sizeThatFits) },
                check: { bitmap in ("\(bitmap.width)x\(bitmap.height)", ["checksum": checksum(bitmap)]) }),
            Workload(
                name: "F5", run: { () throws -> Int in
                    let (screen, renderer) = running()
                    let session = try screen.start(renderer: renderer, layout: .sizeThatFits, limits: .standard)
                    try session.perform(.tap("Add"))
                    return session.played.count
                },
                check: { count in ("\(count) states", [:]) }),
            Workload(
                name: "F6", run: { () throws -> Int in
                    let (screen, renderer) = running()
                    return try screen.start(renderer: renderer, layout: .sizeThatFits, limits: .standard).played.count
                },
                check: { count in ("\(count) states", [:]) }),
        ]
    }

    /// A sum over every seventh pixel of every seventh row: cheap, and the same for the same picture.
    static func checksum(_ bitmap: Bitmap) -> Int {
        var sum = 0
        for y in stride(from: 0, to: bitmap.height, by: 7) {
            for x in stride(from: 0, to: bitmap.width, by: 7) {
                let pixel = bitmap[x, y]
                sum = (sum &* 31 &+ Int(pixel.red) &+ Int(pixel.green) << 8 &+ Int(pixel.blue) << 16) & 0xFFFF_FFFF
            }
        }
        return sum
    }
}
