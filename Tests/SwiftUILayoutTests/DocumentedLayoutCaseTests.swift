import Foundation
import Testing

@testable import BentoSwiftUI

/// SwiftUI's layout as its documentation and the public explanations of its algorithm describe
/// it, one case per row: the view, the frames of one kind of view inside it (in drawing order)
/// and where the numbers come from. The views are colours and shapes with fixed or flexible
/// frames, so the numbers are the algorithm's alone, not a face's.
@Suite struct DocumentedLayoutCaseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// The page or article the numbers follow.
        let source: String
        let frames: @Sendable () -> [CGRect]
        let expected: [CGRect]
        var testDescription: String { name }
    }

    /// The frames of the views of `kind` in `view` laid out for `proposal`.
    static func frames<V: View>(_ view: V, _ kind: String, in proposal: ProposedViewSize = .unspecified) -> [CGRect] {
        layOut(view, in: proposal).all.filter { $0.kind == kind }.map(\.frame)
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: x, y: y, width: width, height: height) }

    /// A 50 × 10 view, as a fixed-size child.
    static var small: some View { Color.red.frame(width: 50, height: 10) }

    static let frameCases: [Case] = [
        // Apple, `frame(width:height:alignment:)`: "the frame's alignment positions the view
        // within it"; the view is proposed the frame's size and keeps its own.
        Case(name: "fixed frame, top leading", source: "Apple, frame(width:height:alignment:)",
             frames: { frames(small.frame(width: 200, height: 30, alignment: .topLeading), "Color") }, expected: [rect(0, 0, 50, 10)]),
        Case(name: "fixed frame, centre", source: "Apple, frame(width:height:alignment:)",
             frames: { frames(small.frame(width: 200, height: 30), "Color") }, expected: [rect(75, 10, 50, 10)]),
        Case(name: "fixed frame, bottom trailing", source: "Apple, frame(width:height:alignment:)",
             frames: { frames(small.frame(width: 200, height: 30, alignment: .bottomTrailing), "Color") }, expected: [rect(150, 20, 50, 10)]),
        Case(name: "fixed frame, leading", source: "Apple, Alignment.leading",
             frames: { frames(small.frame(width: 200, height: 30, alignment: .leading), "Color") }, expected: [rect(0, 10, 50, 10)]),
        Case(name: "fixed frame, top", source: "Apple, Alignment.top",
             frames: { frames(small.frame(width: 200, height: 30, alignment: .top), "Color") }, expected: [rect(75, 0, 50, 10)]),
        // A dimension left nil is the child's: a colour proposed 100 × nil is 100 × 10
        // (swiftuifieldguide.com, "Frames": nil passes the proposal through; a shape proposed
        // nothing is 10 points).
        Case(name: "frame of a width only", source: "swiftuifieldguide.com, Frames",
             frames: { frames(Color.red.frame(width: 100), "Color") }, expected: [rect(0, 0, 100, 10)]),
        Case(name: "frame of a height only", source: "swiftuifieldguide.com, Frames",
             frames: { frames(Color.red.frame(height: 40), "Color") }, expected: [rect(0, 0, 10, 40)]),
        // Apple, `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`:
        // the child is proposed the proposal clamped to the limits, and the frame is the child's
        // size clamped to them, a limit given taking the proposal where the child is smaller.
        Case(name: "maxWidth caps a colour", source: "Apple, frame(minWidth:…maxWidth:…)",
             frames: { frames(Color.red.frame(maxWidth: 100), "Color", in: ProposedViewSize(width: 300, height: 50)) }, expected: [rect(0, 0, 100, 50)]),
        Case(name: "maxWidth infinity widens the frame, not the view", source: "Apple, frame(minWidth:…maxWidth:…)",
             frames: { frames(small.frame(maxWidth: .infinity), "Color", in: ProposedViewSize(width: 300, height: 10)) }, expected: [rect(125, 0, 50, 10)]),
        Case(name: "minWidth widens the frame around a small view", source: "Apple, frame(minWidth:…maxWidth:…)",
             frames: { frames(small.frame(minWidth: 100), "Color", in: ProposedViewSize(width: 20, height: 10)) }, expected: [rect(25, 0, 50, 10)]),
        Case(name: "min and max clamp a flexible view from above", source: "Apple, frame(minWidth:…maxWidth:…)",
             frames: { frames(Color.red.frame(minWidth: 50, maxWidth: 200), "Color", in: ProposedViewSize(width: 300, height: 10)) }, expected: [rect(0, 0, 200, 10)]),
        Case(name: "min and max clamp a flexible view from below", source: "Apple, frame(minWidth:…maxWidth:…)",
             frames: { frames(Color.red.frame(minWidth: 50, maxWidth: 200), "Color", in: ProposedViewSize(width: 20, height: 10)) }, expected: [rect(0, 0, 50, 10)]),
        Case(name: "idealWidth is the size proposed nothing", source: "Apple, frame(minWidth:idealWidth:…)",
             frames: { frames(Color.red.frame(idealWidth: 120, idealHeight: 30), "Color") }, expected: [rect(0, 0, 120, 30)]),
        Case(name: "fixedSize proposes the ideal size", source: "Apple, fixedSize()",
             frames: { frames(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize(), "Color", in: ProposedViewSize(width: 300, height: 300)) },
             expected: [rect(0, 0, 120, 30)]),
        Case(name: "fixedSize horizontally only", source: "Apple, fixedSize(horizontal:vertical:)",
             frames: { frames(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize(horizontal: true, vertical: false), "Color", in: ProposedViewSize(width: 300, height: 80)) },
             expected: [rect(0, 0, 120, 80)]),
        Case(name: "a shape proposed nothing is 10 × 10", source: "objc.io, Thinking in SwiftUI (2023), Shapes",
             frames: { frames(Rectangle(), "Rectangle") }, expected: [rect(0, 0, 10, 10)]),
        Case(name: "a shape takes the proposal", source: "objc.io, Thinking in SwiftUI (2023), Shapes",
             frames: { frames(Rectangle(), "Rectangle", in: ProposedViewSize(width: 70, height: 30)) }, expected: [rect(0, 0, 70, 30)]),
    ]

    static let paddingAndRatioCases: [Case] = [
        Case(name: "padding on one edge pair", source: "Apple, padding(_:_:)",
             frames: { frames(small.padding(.horizontal, 20), "padding") }, expected: [rect(0, 0, 90, 10)]),
        Case(name: "padding by edge insets", source: "Apple, padding(_:) (EdgeInsets)",
             frames: { frames(small.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), "Color") }, expected: [rect(2, 1, 50, 10)]),
        Case(name: "padding of a length on every edge", source: "Apple, padding(_:) (CGFloat)",
             frames: { frames(small.padding(5), "padding") }, expected: [rect(0, 0, 60, 20)]),
        Case(name: "paddings add up", source: "Apple, padding(_:_:); pointfreeco's MyView (5 then 10 around the stack)",
             frames: { frames(small.padding(5).padding(10), "Color") }, expected: [rect(15, 15, 50, 10)]),
        // Apple's "Creating and combining views" tutorial: the circle image is moved up 130 with
        // `offset(y: -130)` and `padding(.bottom, -130)` takes the 130 back from its height.
        Case(name: "a negative padding takes length away", source: "Apple, Creating and combining views (SwiftUI tutorial)",
             frames: { frames(Color.red.frame(width: 250, height: 250).padding(.bottom, -130), "padding") }, expected: [rect(0, 0, 250, 120)]),
        Case(name: "aspect ratio, fit", source: "Apple, aspectRatio(_:contentMode:)",
             frames: { frames(Color.red.aspectRatio(2, contentMode: .fit), "Color", in: ProposedViewSize(width: 300, height: 100)) }, expected: [rect(0, 0, 200, 100)]),
        Case(name: "aspect ratio, fill", source: "Apple, aspectRatio(_:contentMode:)",
             frames: { frames(Color.red.aspectRatio(2, contentMode: .fill), "Color", in: ProposedViewSize(width: 300, height: 100)) }, expected: [rect(0, 0, 300, 150)]),
        Case(name: "aspect ratio, fit in a tall proposal", source: "Apple, aspectRatio(_:contentMode:)",
             frames: { frames(Color.red.aspectRatio(0.5, contentMode: .fit), "Color", in: ProposedViewSize(width: 100, height: 400)) }, expected: [rect(0, 0, 100, 200)]),
    ]

    static let stackCases: [Case] = [
        Case(name: "an HStack at its ideal size", source: "Apple, HStack (spacing nil: the default 8)",
             frames: { frames(HStack { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 40, height: 10) }, "HStack") }, expected: [rect(0, 0, 78, 10)]),
        Case(name: "a VStack with its spacing", source: "Apple, VStack(alignment:spacing:content:)",
             frames: { frames(VStack(spacing: 10) { small; small; small }, "VStack") }, expected: [rect(0, 0, 50, 50)]),
        Case(name: "HStack top alignment", source: "Apple, VerticalAlignment.top",
             frames: { frames(HStack(alignment: .top) { Color.red.frame(width: 10, height: 20); Color.blue.frame(width: 10, height: 40) }, "Color") },
             expected: [rect(0, 0, 10, 20), rect(18, 0, 10, 40)]),
        Case(name: "HStack bottom alignment", source: "Apple, VerticalAlignment.bottom",
             frames: { frames(HStack(alignment: .bottom) { Color.red.frame(width: 10, height: 20); Color.blue.frame(width: 10, height: 40) }, "Color") },
             expected: [rect(0, 20, 10, 20), rect(18, 0, 10, 40)]),
        Case(name: "VStack leading alignment", source: "Apple, HorizontalAlignment.leading",
             frames: { frames(VStack(alignment: .leading, spacing: 0) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 40, height: 10) }, "Color") },
             expected: [rect(0, 0, 20, 10), rect(0, 10, 40, 10)]),
        Case(name: "VStack trailing alignment", source: "Apple, HorizontalAlignment.trailing",
             frames: { frames(VStack(alignment: .trailing, spacing: 0) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 40, height: 10) }, "Color") },
             expected: [rect(20, 0, 20, 10), rect(0, 10, 40, 10)]),
        // Apple's `Spacer` documentation: a spacer before the views pushes them to the trailing
        // edge; one on each side centres them; between them it pushes them apart.
        Case(name: "a spacer first pushes the views trailing", source: "Apple, Spacer (second example)",
             frames: { frames(HStack { Spacer(); small }, "Color", in: ProposedViewSize(width: 300, height: 10)) }, expected: [rect(250, 0, 50, 10)]),
        Case(name: "spacers on both sides centre the views", source: "Apple, Spacer (fourth example)",
             frames: { frames(HStack { Spacer(); small; Spacer() }, "Color", in: ProposedViewSize(width: 300, height: 10)) }, expected: [rect(125, 0, 50, 10)]),
        Case(name: "a spacer between pushes the views apart", source: "Apple, Spacer (third example)",
             frames: { frames(HStack { small; Spacer(); small }, "Color", in: ProposedViewSize(width: 300, height: 10)) }, expected: [rect(0, 0, 50, 10), rect(250, 0, 50, 10)]),
        // A spacer is sized after every other view (its layout priority is below theirs), so a
        // flexible view beside it is offered all but the spacer's minimum: the park's name stays
        // on one line in Apple's tutorial. A view of ideal width 200 in 343 points keeps 200.
        Case(name: "a spacer yields to a flexible view", source: "Apple, Creating and combining views; OpenSwiftUI's SpacerLayoutComputer",
             frames: { frames(HStack { Color.red.frame(minWidth: 0, idealWidth: 200, maxWidth: 200); Spacer() }, "Color", in: ProposedViewSize(width: 343, height: 10)) },
             expected: [rect(0, 0, 200, 10)]),
        Case(name: "a spacer's minimum length is kept", source: "Apple, Spacer(minLength:)",
             frames: { frames(HStack(spacing: 0) { Color.red.frame(minWidth: 0, maxWidth: .infinity); Spacer(minLength: 40) }, "Color", in: ProposedViewSize(width: 300, height: 10)) },
             expected: [rect(0, 0, 260, 10)]),
        // Apple's `layoutPriority(_:)`: "the parent offers the space to the child with the highest
        // priority first", after the minimum of the others.
        Case(name: "a higher priority takes all but the others' minimum", source: "Apple, layoutPriority(_:)",
             frames: { frames(HStack(spacing: 0) { Color.red.frame(minWidth: 30); Color.blue.layoutPriority(1) }, "Color", in: ProposedViewSize(width: 200, height: 10)) },
             expected: [rect(0, 0, 30, 10), rect(30, 0, 170, 10)]),
        Case(name: "a lower priority is left what remains", source: "Apple, layoutPriority(_:)",
             frames: { frames(HStack(spacing: 0) { Color.red.layoutPriority(-1); Color.blue.frame(minWidth: 0, idealWidth: 120, maxWidth: 120) }, "Color", in: ProposedViewSize(width: 200, height: 10)) },
             expected: [rect(0, 0, 80, 10), rect(80, 0, 120, 10)]),
        // objc.io, "How an HStack Lays out Its Children" (2020): three flexible views in 300 with
        // the default spacing each get (300 − 16) / 3 = 94.67, each edge then on the 2x display's
        // half points, as SwiftUI rounds positions to pixels.
        Case(name: "three colours share what the spacing leaves", source: "objc.io, How an HStack Lays out Its Children (2020)",
             frames: { frames(HStack { Color.red; Color.green; Color.blue }, "Color", in: ProposedViewSize(width: 300, height: 10)) },
             expected: [rect(0, 0, 94.5, 10), rect(102.5, 0, 95, 10), rect(205.5, 0, 94.5, 10)]),
        Case(name: "a ZStack is as large as its largest child", source: "Apple, ZStack",
             frames: { frames(ZStack { Color.red.frame(width: 100, height: 40); Color.blue.frame(width: 20, height: 80) }, "ZStack") }, expected: [rect(0, 0, 100, 80)]),
        Case(name: "ZStack top leading", source: "Apple, ZStack(alignment:content:)",
             frames: { frames(ZStack(alignment: .topLeading) { Color.red.frame(width: 100, height: 100); Color.blue.frame(width: 20, height: 20) }, "Color") },
             expected: [rect(0, 0, 100, 100), rect(0, 0, 20, 20)]),
        Case(name: "ZStack bottom trailing", source: "Apple, ZStack(alignment:content:)",
             frames: { frames(ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 100, height: 100); Color.blue.frame(width: 20, height: 20) }, "Color") },
             expected: [rect(0, 0, 100, 100), rect(80, 80, 20, 20)]),
        // Apple, `overlay(alignment:content:)` and `background(alignment:content:)`: the
        // decoration is proposed the view's size and aligned in it; the view keeps its size.
        Case(name: "an overlay aligned top trailing", source: "Apple, overlay(alignment:content:)",
             frames: { frames(Color.red.frame(width: 100, height: 50).overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10) }, "Color") },
             expected: [rect(0, 0, 100, 50), rect(90, 0, 10, 10)]),
        Case(name: "a background aligned at the bottom", source: "Apple, background(alignment:content:)",
             frames: { frames(Color.red.frame(width: 100, height: 50).background(alignment: .bottom) { Color.blue.frame(width: 100, height: 2) }, "Color") },
             expected: [rect(0, 48, 100, 2), rect(0, 0, 100, 50)]),
        Case(name: "a background does not size the view", source: "Apple, background(_:alignment:)",
             frames: { frames(small.background(Color.blue), "Color") }, expected: [rect(0, 0, 50, 10), rect(0, 0, 50, 10)]),
    ]

    static let moreCases: [Case] = [
        Case(name: "an offset moves the drawing, not the frame", source: "Apple, offset(x:y:): the view's original dimensions and its siblings' places are unchanged",
             frames: { frames(HStack(spacing: 0) { small.offset(x: 20); small }, "Color") }, expected: [rect(20, 0, 50, 10), rect(50, 0, 50, 10)]),
        Case(name: "fixedSize gives the ideal size", source: "Apple, fixedSize(): the view at its ideal size",
             frames: { frames(Color.red.frame(idealWidth: 40, idealHeight: 20).fixedSize(), "Color", in: ProposedViewSize(width: 300, height: 300)) },
             expected: [rect(0, 0, 40, 20)]),
        Case(name: "fixedSize in one axis", source: "Apple, fixedSize(horizontal:vertical:)",
             frames: { frames(Color.red.frame(idealWidth: 40, idealHeight: 20).fixedSize(horizontal: true, vertical: false), "Color", in: ProposedViewSize(width: 300, height: 100)) },
             expected: [rect(0, 0, 40, 100)]),
        Case(name: "maxWidth infinity takes the width offered", source: "Apple, frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
             frames: { frames(small.frame(maxWidth: .infinity), "Color", in: ProposedViewSize(width: 300, height: 10)) }, expected: [rect(125, 0, 50, 10)]),
        Case(name: "maxWidth infinity, leading", source: "Apple, frame(minWidth:…alignment:)",
             frames: { frames(small.frame(maxWidth: .infinity, alignment: .leading), "Color", in: ProposedViewSize(width: 300, height: 10)) }, expected: [rect(0, 0, 50, 10)]),
        Case(name: "a minimum width larger than the child", source: "Apple, frame(minWidth:…): the child's size clamped to the bounds",
             frames: { frames(small.frame(minWidth: 100), "Color") }, expected: [rect(25, 0, 50, 10)]),
        // Apple, `frame(minWidth:idealWidth:…)`: the child is proposed the ideal width where the
        // frame is proposed nothing, and a frame with no minimum or maximum takes the child's size.
        Case(name: "an ideal width alone is only proposed", source: "Apple, frame(minWidth:idealWidth:…)",
             frames: { frames(small.frame(idealWidth: 70), "frame") }, expected: [rect(0, 0, 50, 10), rect(0, 0, 50, 10)]),
        Case(name: "an ideal width with a maximum", source: "Apple, frame(minWidth:idealWidth:…)",
             frames: { frames(Color.red.frame(idealWidth: 70, maxWidth: 100), "Color") }, expected: [rect(0, 0, 70, 10)]),
        Case(name: "padding by default", source: "Apple, padding(_:_:) (nil: the platform's default, 16 on iOS)",
             frames: { frames(small.padding(), "padding") }, expected: [rect(0, 0, 82, 42)]),
        Case(name: "a VStack's default spacing", source: "Apple, VStack (spacing nil: the default 8 between views)",
             frames: { frames(VStack { small; small }, "VStack") }, expected: [rect(0, 0, 50, 28)]),
        Case(name: "an HStack centres by default", source: "Apple, HStack (alignment: .center)",
             frames: { frames(HStack { Color.red.frame(width: 10, height: 20); Color.blue.frame(width: 10, height: 40) }, "Color") },
             expected: [rect(0, 10, 10, 20), rect(18, 0, 10, 40)]),
        Case(name: "a VStack centres by default", source: "Apple, VStack (alignment: .center)",
             frames: { frames(VStack(spacing: 0) { HStack(spacing: 0) { small; small }; small }, "Color") },
             expected: [rect(0, 0, 50, 10), rect(50, 0, 50, 10), rect(25, 10, 50, 10)]),
        Case(name: "two flexible views share equally", source: "objc.io, How an HStack Lays out Its Children (2020)",
             frames: { frames(HStack(spacing: 0) { Color.red; Color.blue }, "Color", in: ProposedViewSize(width: 200, height: 10)) },
             expected: [rect(0, 0, 100, 10), rect(100, 0, 100, 10)]),
        Case(name: "a ZStack centres by default", source: "Apple, ZStack (alignment: .center)",
             frames: { frames(ZStack { Color.red.frame(width: 100, height: 100); Color.blue.frame(width: 20, height: 20) }, "Color") },
             expected: [rect(0, 0, 100, 100), rect(40, 40, 20, 20)]),
        Case(name: "an overlay centres by default", source: "Apple, overlay(_:alignment:)",
             frames: { frames(Color.red.frame(width: 100, height: 50).overlay(Color.blue.frame(width: 10, height: 10)), "Color") },
             expected: [rect(0, 0, 100, 50), rect(45, 20, 10, 10)]),
        Case(name: "a shape proposed nothing", source: "objc.io, Thinking in SwiftUI (2023): a shape's ideal size is 10 × 10",
             frames: { frames(Rectangle(), "Rectangle") }, expected: [rect(0, 0, 10, 10)]),
        Case(name: "aspect ratio of the ideal size", source: "Apple, aspectRatio(_:contentMode:) (nil: the ideal size's ratio)",
             frames: { frames(Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit), "Color", in: ProposedViewSize(width: 100, height: 100)) },
             expected: [rect(0, 0, 100, 50)]),
        // Apple, `Grid`: a column is as wide as its widest cell, a row as tall as its tallest, the
        // cells centred in them, 8 points between (the default spacing).
        Case(name: "a grid's columns and rows", source: "Apple, Grid (its columns and rows sized by their largest cells, cells centred)",
             frames: {
                 frames(
                     Grid {
                         GridRow { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 10, height: 10) }
                         GridRow { Color.green.frame(width: 10, height: 20); Color.yellow.frame(width: 40, height: 10) }
                     }, "Color")
             },
             expected: [rect(0, 0, 30, 10), rect(53, 0, 10, 10), rect(10, 18, 10, 20), rect(38, 23, 40, 10)]),
        Case(name: "a grid's spacing", source: "Apple, Grid(alignment:horizontalSpacing:verticalSpacing:content:)",
             frames: {
                 frames(
                     Grid(horizontalSpacing: 2, verticalSpacing: 4) {
                         GridRow { small; small }
                         GridRow { small; small }
                     }, "Grid")
             },
             expected: [rect(0, 0, 102, 24)]),
        Case(name: "a spacer's default minimum in a stack", source: "Apple, Spacer (minLength nil: the default spacing, 8)",
             frames: { frames(HStack(spacing: 0) { Color.red; Spacer() }, "Color", in: ProposedViewSize(width: 100, height: 10)) },
             expected: [rect(0, 0, 92, 10)]),
        Case(name: "a fixed frame in a flexible one", source: "Apple, frame(width:height:alignment:) inside frame(maxWidth:maxHeight:alignment:)",
             frames: { frames(small.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing), "Color", in: ProposedViewSize(width: 200, height: 100)) },
             expected: [rect(150, 90, 50, 10)]),
    ]

    @Test(arguments: frameCases + paddingAndRatioCases + stackCases + moreCases)
    func theFramesAreTheDocumentedOnes(_ layoutCase: Case) {
        let frames = layoutCase.frames()
        #expect(frames == layoutCase.expected, "\(layoutCase.name) (\(layoutCase.source)): \(frames)")
    }
}
