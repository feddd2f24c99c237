import AcmeUI
import Components
import Testing

/// A restock animates as Acme's designers drew it: the level slides from the old count to the new
/// one, the label says the new count from the first frame.
@Suite struct StockMeterTransitionTests {
    static let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))

    /// How many pixels of the track's middle row are the brand colour.
    static func filledPixels(_ bitmap: Bitmap, theme: Theme) -> Int {
        let brand = theme.colors.primary
        let y = bitmap.height / 2
        return (0..<bitmap.width).filter { x in
            let pixel = bitmap[x, y]
            return abs(Int(pixel.red) - Int((brand.red * 255).rounded())) < 3 && abs(Int(pixel.green) - Int((brand.green * 255).rounded())) < 3
                && abs(Int(pixel.blue) - Int((brand.blue * 255).rounded())) < 3
        }.count
    }

    @Test func theLevelSlidesFromTheOldCountToTheNew() throws {
        let theme = Theme.light
        let before = StockMeter(left: 3, of: 20, theme: theme), after = StockMeter(left: 15, of: 20, theme: theme)
        let frames = try Transition.frames(from: AnyRenderable(before.width(240)), to: AnyRenderable(after.width(240)))
            .map { try Self.renderer.bitmap(of: $0, layout: .sizeThatFits) }
        let filled = frames.map { Self.filledPixels($0, theme: theme) }
        #expect(filled.first! < filled.last!, "\(filled)")
        // Every frame between fills more than the one before it, none past the end.
        for index in 1..<filled.count { #expect(filled[index] >= filled[index - 1], "frame \(index): \(filled)") }
        #expect(filled[filled.count / 2] > filled.first! && filled[filled.count / 2] < filled.last!, "\(filled)")
        // The label reads the new count from the first frame on: the trailing end of frame 1 is the last frame's.
        let first = frames[1], last = frames[frames.count - 1]
        let labelColumns = (last.width - 40)..<last.width
        let same = (0..<last.height).allSatisfy { y in labelColumns.allSatisfy { first[$0, y] == last[$0, y] } }
        #expect(same)
    }
}
