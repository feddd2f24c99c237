import DesignTokens
import Layout
import Rasterizer
import Testing
@testable import Components

/// Component trees through the layout pass, without pixels.
@Suite struct StackTests {
    let environment = RenderEnvironment(traits: RenderTraits(theme: .light, scale: 2), diagnostics: RenderDiagnostics(echoesToStandardError: false))
    static let longText = "A label long enough to wrap onto several lines beside its icons in a narrow row"

    @Test func anImageSizedWithModifiersKeepsItsSizeBesideALongLabel() throws {
        let bitmap = try Bitmap(width: 48, height: 48, fill: .black)
        let icon = UI.Image(image: bitmap).width(24).height(24)
        let row: [(any Renderable)?] = [icon, UI.Label(text: Self.longText).numberOfLines(0), icon]
        let stack = row.stack(axis: .horizontal, spacing: 8, alignment: .center)
        let frames = try stack.layoutFrames(width: 240, in: environment)
        // Stack, icon, label, icon.
        #expect(frames.count == 4)
        #expect(frames[1].width == 24 && frames[1].height == 24)
        #expect(frames[3].width == 24 && frames[3].height == 24)
        #expect(frames[2].width == 240 - 48 - 16)
        #expect(frames[3].maxX == 240)
        // The label wrapped, so the row is taller than one line and the icons are centred on it.
        #expect(frames[0].height > 44)
        #expect(abs(frames[1].midY - frames[0].midY) <= 0.5)
    }

    @Test func aRelativeWidthIsAShareOfTheStackAtAnyWidth() throws {
        let row: [(any Renderable)?] = [UI.Label(text: "Name").relativeWidth(0.25), UI.Label(text: "Ada Lovelace")]
        let stack = row.stack(axis: .horizontal, spacing: 16, layoutMargins: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        for width in [320.0, 768] {
            let frames = try stack.layoutFrames(width: width, in: environment)
            // Stack, title, field; the title's share is snapped to the 2x pixel grid.
            #expect(abs(frames[1].width - (width - 32) / 4) <= 0.5)
            #expect(abs(frames[2].x - (16 + (width - 32) / 4 + 16)) <= 0.5)
        }
    }

    @Test func aWrappingLabelGrowsInHeight() throws {
        let label = UI.Label(text: Self.longText).numberOfLines(0)
        let column: [(any Renderable)?] = [label, UI.Label(text: "Below")]
        let stack = column.stack(axis: .vertical, spacing: 4)
        let wide = try stack.sizeThatFits(width: 1000, in: environment)
        let narrow = try stack.sizeThatFits(width: 150, in: environment)
        #expect(wide.height == 22 + 4 + 22)
        #expect(narrow.height >= 4 * 22 + 4 + 22)
    }

    @Test func compressionResistanceDecidesWhichLabelIsCut() throws {
        let title = UI.Label(text: "A rather long title for the row").contentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        let detail = UI.Label(text: "Some detail text")
        let row: [(any Renderable)?] = [title, detail]
        let frames = try row.stack(axis: .horizontal, spacing: 8).layoutFrames(width: 300, in: environment)
        let titleWidth = try title.sizeThatFits(width: nil, in: environment).width
        #expect(frames[1].width == titleWidth)
        #expect(frames[2].width == 300 - 8 - titleWidth)
        // Swap the priorities: now the detail keeps its width and the title is cut.
        let swapped: [(any Renderable)?] = [
            UI.Label(text: "A rather long title for the row"),
            detail.contentCompressionResistancePriority(LayoutPriority(751), for: .horizontal),
        ]
        let other = try swapped.stack(axis: .horizontal, spacing: 8).layoutFrames(width: 300, in: environment)
        #expect(other[2].width == (try detail.sizeThatFits(width: nil, in: environment).width))
    }

    @Test func hiddenComponentsTakeNoSpace() throws {
        let column: [(any Renderable)?] = [UI.Label(text: "One"), UI.Label(text: "Two").isHidden(), nil, UI.Label(text: "Three")]
        let stack = column.stack(axis: .vertical, spacing: 10)
        #expect(try stack.sizeThatFits(width: 200, in: environment).height == 22 + 10 + 22)
        var list = DisplayList()
        try stack.render(in: Frame(x: 0, y: 0, width: 200, height: 54), environment: environment, into: &list)
        #expect(list.commands.count == 2)
    }

    @Test func framesAreSnappedToThePixelGrid() throws {
        let thirds: [(any Renderable)?] = [UI.Label(text: "a"), UI.Label(text: "b"), UI.Label(text: "c")]
        let stack = thirds.stack(axis: .horizontal, distribution: .fillEqually)
        let frames = try stack.layoutFrames(width: 100, in: RenderEnvironment(traits: RenderTraits(scale: 3)))
        for frame in frames.dropFirst() {
            for edge in [frame.x, frame.maxX, frame.y, frame.maxY] {
                #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-9)
            }
        }
    }

    @Test func tiedPrioritiesAreReportedAsAmbiguous() throws {
        let diagnostics = RenderDiagnostics(echoesToStandardError: false)
        let environment = RenderEnvironment(diagnostics: diagnostics)
        let row: [(any Renderable)?] = [UI.Label(text: "Left"), UI.Label(text: "Right")]
        _ = try row.stack(axis: .horizontal).layoutFrames(width: 300, in: environment)
        #expect(diagnostics.ambiguities.count == 1)
        #expect(diagnostics.ambiguities.first?.contains("content hugging") == true)
    }

    @Test func modifiersRecordThemselvesInTheType() {
        let modified = UI.Label(text: "x").width(10).minHeight(44)
        #expect(type(of: modified) == ModifiedContent<ModifiedContent<UI.Label, FrameModifier>, FrameModifier>.self)
        #expect(modified.layoutTraits.constraints.length.horizontal == 10)
        #expect(modified.layoutTraits.constraints.minimum.vertical == 44)
        #expect(modified.asAnyRenderable().layoutTraits == modified.layoutTraits)
    }
}

/// Issue 30's padded-width fault and the cases the layout property tests found, each kept as it
/// was found: every one of these failed before its fix.
@Suite struct LayoutRegressionTests {
    let environment = RenderEnvironment(traits: RenderTraits(theme: .light, scale: 2), diagnostics: RenderDiagnostics(echoesToStandardError: false))

    /// A row as the storefront package had it: an image beside a column of two labels.
    func row(image: any Renderable) -> UI.Stack {
        let column: [(any Renderable)?] = [UI.Label(text: "Oat milk, 1 litre"), UI.Label(text: "£1.80")]
        let items: [(any Renderable)?] = [image, column.stack(axis: .vertical, spacing: 4)]
        return items.stack(axis: .horizontal, spacing: 12, alignment: .center)
    }

    @Test func aFixedWidthHoldsOncePadded() throws {
        let bitmap = try Bitmap(width: 96, height: 96, fill: .black)
        let bare = try row(image: UI.Image(image: bitmap).scaledToFit().width(64).height(64)).layoutFrames(width: 414, in: environment)
        let padded = try row(image: UI.Image(image: bitmap).scaledToFit().width(64).height(64).padding(4)).layoutFrames(width: 414, in: environment)
        // Stack, image, column, label, label.
        #expect(bare[1].width == 64)
        #expect(padded[1].width == 64 && padded[1].height == 64)
        #expect(padded[1].x == 4)
        // The column starts after the image, its padding and the spacing.
        #expect(padded[2].x == 4 + 64 + 4 + 12)
    }

    @Test func paddingCarriesMinimumsAndMaximumsOutward() throws {
        let items: [(any Renderable)?] = [UI.View().minWidth(40).padding(5), UI.Label(text: "A label that wants most of the row")]
        let frames = try items.stack(axis: .horizontal).layoutFrames(width: 120, in: environment)
        #expect(frames[1].width >= 40)
        #expect(frames[1].x == 5)
    }

    /// Found by `rightToLeftMirrorsEveryFrame`: padding wider than the room it is given put the
    /// empty content frame at the slot's right edge in both directions, so right to left did not
    /// mirror it. The insets now share the room in proportion.
    @Test func paddingWiderThanItsRoomMirrorsRightToLeft() throws {
        let bitmap = try Bitmap(width: 4, height: 4, fill: .black)
        let items: [(any Renderable)?] = [UI.Image(image: bitmap).scaledToFit().padding(12), UI.Label(text: "Pick up").numberOfLines(0)]
        let stack = items.stack(axis: .horizontal)
        let rtlEnvironment = RenderEnvironment(
            traits: RenderTraits(theme: .light, scale: 2, layoutDirection: .rightToLeft),
            diagnostics: RenderDiagnostics(echoesToStandardError: false))
        let ltr = try stack.layoutFrames(width: 71, in: environment), rtl = try stack.layoutFrames(width: 71, in: rtlEnvironment)
        #expect(ltr[1].width == 0 && ltr[1].x == 6)
        #expect(rtl[1].x == 71 - ltr[1].maxX)
    }

    /// Found by `swappingTwoFixedSiblingsSwapsTheirFrames`: a row of two fixed-width views inside
    /// a row beside a label was cut before the label, at the plain 750 of a stack, and the first
    /// fixed view lost the room. The inner row now resists at its views' 999, and the label is cut.
    @Test func aStackOfFixedWidthsResistsAsTheyDo() throws {
        let bitmap = try Bitmap(width: 4, height: 4, fill: .black)
        let inner: [(any Renderable)?] = [
            UI.Image(image: bitmap).scaledToFit().width(56).height(24), UI.Label(text: "Pick").numberOfLines(0).width(60).height(32), UI.Spacer(),
        ]
        let outer: [(any Renderable)?] = [inner.stack(axis: .horizontal, spacing: 4), UI.Label(text: "Pick up from a pharmacy").numberOfLines(0)]
        let frames = try outer.stack(axis: .horizontal).layoutFrames(width: 320, in: environment)
        // Stack, inner stack, image, label, spacer, long label.
        #expect(frames[1].width == 124)
        #expect(frames[2].width == 56 && frames[3].width == 60)
        #expect(frames[5].width == 320 - 124)
    }

    /// Found next by the same property: the inner row also held a view that could give 4 points
    /// at 750; the row resisted at 750 for all 8 points it lost. It now gives those 4 at 750 and
    /// the rest at 999, after the label's 750.
    @Test func aStackGivesUpRoomInStepsOfItsChildrensPriorities() throws {
        let bitmap = try Bitmap(width: 4, height: 4, fill: .black)
        let inner: [(any Renderable)?] = [
            UI.Image(image: bitmap).scaledToFit().width(56).height(24), UI.Label(text: "Pick").numberOfLines(0).width(60).height(32),
            UI.Image(image: bitmap).scaledToFit(),
        ]
        let outer: [(any Renderable)?] = [inner.stack(axis: .horizontal, spacing: 4), UI.Label(text: "Pick up from a pharmacy").numberOfLines(0)]
        let frames = try outer.stack(axis: .horizontal).layoutFrames(width: 320, in: environment)
        #expect(frames[2].width == 56 && frames[3].width == 60)
        #expect(frames[4].width == 0)
        #expect(frames[5].width == 320 - 124)
    }
}


/// `Result { try … }` as a component: the success renders as itself, a failure fails the render.
@Suite struct ResultComponentTests {
    struct MissingPicture: Error, CustomStringConvertible {
        var description: String { "No image oat-milk in Images" }
    }

    @Test func aSuccessRendersAsItsComponentAndAFailureNamesItsError() throws {
        let renderer = ComponentRenderer(traits: RenderTraits(scale: 1))
        let label = UI.Label(text: "Oat milk")
        let success: Result<UI.Label, any Error> = Result { label }
        #expect(try renderer.bitmap(of: success).pngData() == renderer.bitmap(of: label).pngData())
        let failure: Result<UI.Label, any Error> = Result { throw MissingPicture() }
        #expect(throws: RenderError.component("No image oat-milk in Images")) { try renderer.bitmap(of: failure) }
        let row: [(any Renderable)?] = [failure, UI.Label(text: "£1.80")]
        #expect(throws: RenderError.component("No image oat-milk in Images")) { try renderer.bitmap(of: row.stack(axis: .horizontal)) }
    }
}
