import Foundation
import Components
import Testing

@testable import BentoSwiftUI

/// Frames, padding, fixed sizes and decorations, each case with its source and the numbers it gives.
@Suite struct FrameLayoutTests {
    static func frames<V: View>(_ view: V, in proposal: ProposedViewSize, kind: String) -> [CGRect] {
        StackLayoutTests.frames(view, in: proposal, kind: kind)
    }

    /// Apple's documentation of `ProposedViewSize.replacingUnspecifiedDimensions(by:)`: 10 by 10
    /// by default, the size a shape or a colour takes when nothing is proposed.
    @Test func aShapeProposedNothingIsTenByTen() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(layOut(Rectangle().fixedSize(), in: ProposedViewSize(width: 300, height: 300)).frame.size == CGSize(width: 10, height: 10))
        // Two colours at their ideal height in a VStack: 10 + 8 + 10.
        #expect(layOut(VStack { Color.red; Color.blue }.fixedSize(), in: .infinity).frame.size == CGSize(width: 10, height: 28))
    }

    /// Apple's documentation of `frame(width:height:alignment:)`: a dimension given is the frame's,
    /// one left out is the content's; the content is proposed the frame's size and aligned in it.
    @Test func aFixedFrameIsItsSizeAndAlignsItsContent() {
        #expect(layOut(Color.red.frame(width: 100), in: ProposedViewSize(width: 300, height: 200)).frame.size == CGSize(width: 100, height: 200))
        let aligned = Color.red.frame(width: 20, height: 20).frame(width: 100, height: 50, alignment: .topLeading)
        #expect(Self.frames(aligned, in: .unspecified, kind: "Color") == [CGRect(x: 0, y: 0, width: 20, height: 20)])
        let centred = Color.red.frame(width: 20, height: 20).frame(width: 100, height: 50)
        #expect(Self.frames(centred, in: .unspecified, kind: "Color") == [CGRect(x: 40, y: 15, width: 20, height: 20)])
    }

    /// Apple's documentation of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
    /// rule by rule.
    @Test func aFlexibleFrameFollowsApplesRules() {
        // A maximum: the proposal, when more than the content, clamped to the maximum.
        #expect(layOut(Color.red.frame(maxWidth: 100), in: ProposedViewSize(width: 300, height: 10)).frame.width == 100)
        // A minimum: the proposal, when less than the content, clamped to the minimum.
        #expect(layOut(Color.red.frame(minWidth: 100), in: ProposedViewSize(width: 50, height: 10)).frame.width == 100)
        // Both: the proposal clamped to them, whatever the content.
        #expect(layOut(Color.red.frame(minWidth: 50, maxWidth: 150), in: ProposedViewSize(width: 300, height: 10)).frame.width == 150)
        #expect(layOut(Color.red.frame(minWidth: 50, maxWidth: 150), in: ProposedViewSize(width: 20, height: 10)).frame.width == 50)
        // Neither: the content's own size.
        #expect(layOut(Color.red.frame(width: 40).frame(idealWidth: 90), in: ProposedViewSize(width: 300, height: 10)).frame.width == 40)
        // An ideal replaces an unspecified proposal: at the ideal size, 80.
        #expect(layOut(Rectangle().frame(idealWidth: 80).fixedSize(), in: .unspecified).frame.size == CGSize(width: 80, height: 10))
        // The classic: a fixed view in a frame of infinite maximum fills the proposal, centred.
        let filled = Color.red.frame(width: 40).frame(maxWidth: .infinity)
        let laidOut = layOut(filled, in: ProposedViewSize(width: 300, height: 10))
        #expect(laidOut.frame.width == 300)
        #expect(laidOut.all.first { $0.kind == "Color" }?.frame.minX == 130)
    }

    /// swiftuifieldguide.com, "padding": 16 points on each edge by default on iOS; the content is
    /// proposed what is left inside.
    @Test func paddingAddsSixteenByDefault() {
        let padded = layOut(Color.red.frame(width: 100, height: 50).padding(), in: .unspecified)
        #expect(padded.frame.size == CGSize(width: 132, height: 82))
        #expect(padded.all.first { $0.kind == "Color" }?.frame.origin == CGPoint(x: 16, y: 16))
        #expect(layOut(Color.red.frame(width: 100, height: 50).padding(.horizontal, 10), in: .unspecified).frame.size == CGSize(width: 120, height: 50))
        // A flexible view proposed 200: 168 inside.
        #expect(Self.frames(Color.red.padding(), in: ProposedViewSize(width: 200, height: 100), kind: "Color") == [CGRect(x: 16, y: 16, width: 168, height: 68)])
    }

    /// Apple's documentation of `fixedSize(horizontal:vertical:)`: the view at its ideal size in
    /// the dimensions fixed, whatever is proposed.
    @Test func fixedSizeProposesNothingInItsDimensions() {
        let view = Color.red.frame(idealWidth: 60, idealHeight: 30).fixedSize(horizontal: true, vertical: false)
        #expect(layOut(view, in: ProposedViewSize(width: 300, height: 200)).frame.size == CGSize(width: 60, height: 200))
    }

    /// Apple's documentation of `background(alignment:content:)` and `overlay(alignment:content:)`:
    /// the decoration is proposed the view's size and aligned on it; the view's size is unchanged.
    @Test func decorationsTakeTheViewsSize() {
        let view = Color.red.frame(width: 100, height: 50)
            .background(Color.blue)
            .overlay(alignment: .bottomTrailing) { Color.green.frame(width: 10, height: 10) }
        let laidOut = layOut(view, in: .unspecified)
        #expect(laidOut.frame.size == CGSize(width: 100, height: 50))
        #expect(laidOut.all.filter { $0.kind == "Color" }.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 90, y: 40, width: 10, height: 10),
        ])
    }

    /// Apple's documentation of `offset(x:y:)`: the view is drawn moved; its siblings stay.
    @Test func anOffsetMovesTheDrawingNotTheLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).offset(x: 10, y: 5)
            Color.blue.frame(width: 50, height: 50)
        }
        #expect(Self.frames(view, in: .unspecified, kind: "Color") == [CGRect(x: 10, y: 5, width: 50, height: 50), CGRect(x: 50, y: 0, width: 50, height: 50)])
    }
}

/// Frames on the display's pixels: the simulator's boxes lie on the grid of their scale (pointfreeco's
/// 50.5 at 2x, adammcarter's 20.333 at 3x); an edge is rounded to the nearest pixel, so adjacent
/// views stay adjacent.
@Suite struct PixelRoundingTests {
    @Test func edgesLandOnThePixelsOfTheScale() {
        let view = HStack(spacing: 0) {
            Color.red
            Color.green
            Color.blue
        }.frame(width: 100, height: 10)
        let twice = layOut(view, in: .unspecified, environment: RenderEnvironment(traits: RenderTraits(scale: 2)))
        #expect(twice.all.filter { $0.kind == "Color" }.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(twice.all.filter { $0.kind == "Color" }.map(\.frame.width) == [33.5, 33, 33.5])
        let thrice = layOut(view, in: .unspecified, environment: RenderEnvironment(traits: RenderTraits(scale: 3)))
        for frame in thrice.all.map(\.frame) {
            for edge in [frame.minX, frame.maxX] { #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-9, "\(edge)") }
        }
    }
}
