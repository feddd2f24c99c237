import Foundation
import Testing

@testable import BentoSwiftUI

/// A team's own layouts and the views whose layout depends on the space they get.
@Suite struct CustomLayoutTests {
    /// Apple's sample "Composing custom layouts with SwiftUI": `MyEqualWidthHStack` proposes every
    /// subview the largest ideal size among them and places them side by side (here with 10 points
    /// between, where the sample asks each pair for its preferred spacing).
    struct EqualWidthHStack: Layout {
        func maximumSize(_ subviews: LayoutSubviews) -> CGSize {
            subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
            let size = maximumSize(subviews)
            return CGSize(width: size.width * CGFloat(subviews.count) + 10 * CGFloat(max(subviews.count - 1, 0)), height: size.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
            let size = maximumSize(subviews)
            var x = bounds.minX + size.width / 2
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
                x += size.width + 10
            }
        }
    }

    @Test func aTeamsLayoutSizesAndPlacesItsSubviews() {
        let view = EqualWidthHStack {
            Color.red.frame(idealWidth: 10, maxWidth: .infinity, idealHeight: 20)
            Color.green.frame(idealWidth: 30, maxWidth: .infinity, idealHeight: 10)
            Color.blue.frame(idealWidth: 20, maxWidth: .infinity, idealHeight: 10)
        }
        let laidOut = layOut(view, in: .unspecified)
        #expect(laidOut.frame.size == CGSize(width: 110, height: 20))
        #expect(laidOut.all.filter { $0.kind == "frame" }.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 40, y: 0, width: 30, height: 20), CGRect(x: 80, y: 0, width: 30, height: 20),
        ])
    }

    /// Apple's documentation of `aspectRatio(_:contentMode:)`: the largest size of the ratio
    /// inside the proposal, or the smallest covering it.
    @Test func anAspectRatioFitsOrFillsTheProposal() {
        #expect(layOut(Color.red.aspectRatio(2, contentMode: .fit), in: ProposedViewSize(width: 300, height: 300)).frame.size == CGSize(width: 300, height: 150))
        #expect(layOut(Color.red.aspectRatio(2, contentMode: .fill), in: ProposedViewSize(width: 300, height: 300)).frame.size == CGSize(width: 600, height: 300))
        #expect(layOut(Color.red.aspectRatio(0.5, contentMode: .fit), in: ProposedViewSize(width: 300, height: 300)).frame.size == CGSize(width: 150, height: 300))
        #expect(layOut(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100), in: ProposedViewSize(width: 300, height: 300)).all.first { $0.kind == "Color" }?.frame.size == CGSize(width: 100, height: 50))
    }

    /// Apple's documentation of `GeometryReader`: the reader takes the space offered and makes its
    /// content from its size; the content sits at its top leading corner.
    @Test func aGeometryReaderTakesTheSpaceAndReadsItsSize() {
        let view = HStack(spacing: 0) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 10)
            }
            Color.blue.frame(width: 50)
        }.frame(width: 250, height: 40)
        let laidOut = layOut(view, in: .unspecified)
        #expect(laidOut.all.first { $0.kind == "GeometryReader" }?.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(laidOut.all.filter { $0.kind == "Color" }.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 200, y: 0, width: 50, height: 40)])
    }

    /// Apple's documentation of `ViewThatFits`: the first view whose ideal size fits along the
    /// axes given, else the last.
    @Test func viewThatFitsShowsTheFirstThatFits() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }
        #expect(layOut(view, in: ProposedViewSize(width: 400, height: 50)).frame.width == 300)
        #expect(layOut(view, in: ProposedViewSize(width: 200, height: 50)).frame.width == 100)
        #expect(layOut(view, in: ProposedViewSize(width: 50, height: 50)).frame.width == 100, "none fits: the last")
    }

    /// Apple, `AnyLayout`: a view switches between `HStackLayout` and `VStackLayout` and each lays
    /// its subviews out as the stack of the same name does.
    @Test func theStackLayoutsLayOutAsTheirStacks() {
        func content() -> some View { Group { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 20, height: 20) } }
        for wide in [true, false] {
            let layout = wide ? AnyLayout(HStackLayout(alignment: .top)) : AnyLayout(VStackLayout(alignment: .leading))
            let viaLayout = layOut(layout { content() }, in: .unspecified).all.filter { $0.kind == "frame" }.map(\.frame)
            let viaStack = wide
                ? layOut(HStack(alignment: .top) { content() }, in: .unspecified).all.filter { $0.kind == "frame" }.map(\.frame)
                : layOut(VStack(alignment: .leading) { content() }, in: .unspecified).all.filter { $0.kind == "frame" }.map(\.frame)
            #expect(viaLayout == viaStack && viaLayout.count == 2, "\(wide): \(viaLayout) against \(viaStack)")
        }
        let depth = layOut(ZStackLayout(alignment: .bottomTrailing) { content() }, in: .unspecified).all.filter { $0.kind == "frame" }.map(\.frame)
        #expect(depth == [CGRect(x: 0, y: 10, width: 30, height: 10), CGRect(x: 10, y: 0, width: 20, height: 20)])
    }

    struct SearchField: View {
        @FocusState private var isFocused: Bool
        @State private var query = ""
        var body: some View { TextField("Search", text: $query).focused($isFocused) }
    }

    @Test func aFieldWithFocusStateDrawsAsAField() {
        #expect(layOut(SearchField().frame(width: 200), in: .unspecified).frame.width == 200)
    }
}
