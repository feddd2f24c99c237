import Foundation
import Testing

@testable import BentoSwiftUI

/// SwiftUI's stack layout, each case with its source and the numbers that source gives.
@Suite struct StackLayoutTests {
    /// The frames of a laid-out tree's views of one kind, in order.
    static func frames<V: View>(_ view: V, in proposal: ProposedViewSize, kind: String) -> [CGRect] {
        layOut(view, in: proposal).all.filter { $0.kind == kind }.map(\.frame)
    }

    /// objc.io, "How an HStack Lays out Its Children" (2020), the first example: three rectangles
    /// with no spacing in a 300 × 100 frame are each 100 wide.
    @Test func equalChildrenShareTheLengthEqually() {
        let view = HStack(spacing: 0) {
            Rectangle().fill(.red)
            Rectangle().fill(.green)
            Rectangle().fill(.blue)
        }.frame(width: 300, height: 100)
        #expect(Self.frames(view, in: .unspecified, kind: "Rectangle") == [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100), CGRect(x: 200, y: 0, width: 100, height: 100),
        ])
    }

    /// objc.io, the same article: in 150 points, a rectangle of at most 100 and one of at least
    /// 100 become 75 and 100 wide; the stack is 175 wide and draws out of its 150-point frame.
    @Test func theLeastFlexibleChildIsProposedItsShareFirst() {
        let view = HStack(spacing: 0) {
            Rectangle().fill(.red).frame(maxWidth: 100)
            Rectangle().fill(.green).frame(minWidth: 100)
        }.frame(width: 150, height: 100)
        let widths = Self.frames(view, in: .unspecified, kind: "Rectangle").map(\.width)
        #expect(widths == [75, 100])
        let stack = Self.frames(view, in: .unspecified, kind: "HStack").first
        #expect(stack == CGRect(x: -12.5, y: 0, width: 175, height: 100))
    }

    /// AcademyIFCE's "HStackLayoutWorkshop" (its worked example of the algorithm): spacing 7.5 in
    /// 150 points leaves 135; the fixed 30 goes first (offered 45), then the one of at most 50
    /// (offered 52.5, takes 50), then the one of at least 100 (offered 55, takes 100).
    @Test func childrenGoFromTheLeastToTheMostFlexible() {
        let view = HStack(spacing: 7.5) {
            Color.red.frame(minWidth: 100)
            Color.green.frame(width: 30)
            Color.blue.frame(maxWidth: 50)
        }.frame(width: 150, height: 100)
        #expect(Self.frames(view, in: .unspecified, kind: "Color").map(\.width) == [100, 30, 50])
    }

    /// oleb.net, "How the relative size modifier interacts with stack views" (2023): an HStack
    /// with spacing 10 in 620 points gives each of three colours (620 − 20) / 3 = 200.
    @Test func theSpacingComesOffBeforeTheShares() {
        let view = HStack(spacing: 10) {
            Color.blue
            Color.green
            Color.yellow
        }.frame(width: 620, height: 80)
        #expect(Self.frames(view, in: .unspecified, kind: "Color").map(\.minX) == [0, 210, 420])
        #expect(Self.frames(view, in: .unspecified, kind: "Color").map(\.width) == [200, 200, 200])
    }

    /// Apple's documentation of `layoutPriority(_:)`: the children of the highest priority are
    /// offered all the space less the minimum the lower-priority children need.
    @Test func aHigherPriorityIsOfferedAllButTheOthersMinimum() {
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50)
            Color.green.layoutPriority(1)
        }.frame(width: 200, height: 10)
        #expect(Self.frames(view, in: .unspecified, kind: "Color").map(\.width) == [50, 150])
        // Without the priority, the two share equally.
        let even = HStack(spacing: 0) {
            Color.red.frame(minWidth: 50)
            Color.green
        }.frame(width: 200, height: 10)
        #expect(Self.frames(even, in: .unspecified, kind: "Color").map(\.width) == [100, 100])
    }

    /// swiftuifieldguide.com, "HStack": a view of higher priority gets the whole remaining width
    /// first; the two rectangles share what it leaves.
    @Test func aPriorityGroupIsServedBeforeTheNext() {
        let view = HStack(spacing: 0) {
            Color.blue
            Color.red.frame(maxWidth: 120).layoutPriority(1)
            Color.green
        }.frame(width: 300, height: 10)
        #expect(Self.frames(view, in: .unspecified, kind: "Color").map(\.width) == [90, 120, 90])
    }

    /// The cashapp/AccessibilitySnapshot fixture (`testSimpleViewAtSizeThatFits`, measured from the
    /// simulator's picture in `../shared/swiftui-fixtures`): a VStack with spacing 30 of ten
    /// 30 × 30 views and a Spacer is 30 × 608 at its ideal size: 10 × 30 + 9 × 30, 30 before the
    /// Spacer, and the Spacer's 8-point minimum.
    @Test func aSpacerTakesItsMinimumAtTheIdealSize() {
        let view = VStack(spacing: 30) {
            ForEach(0..<10) { _ in
                Rectangle().frame(width: 30, height: 30)
            }
            Spacer()
        }
        let laidOut = layOut(view, in: .unspecified)
        #expect(laidOut.frame.size == CGSize(width: 30, height: 608))
        #expect(laidOut.all.filter { $0.kind == "Rectangle" }.map(\.frame.minY) == (0..<10).map { CGFloat($0 * 60) })
        // At the screen's size the Spacer takes the rest: 874 − 570 − 30.
        let screen = layOut(view, in: ProposedViewSize(width: 402, height: 874))
        #expect(screen.all.first { $0.kind == "Spacer" }?.frame.height == 274)
    }

    /// A Spacer between two fixed views takes what they leave (swiftuifieldguide.com, "Spacer").
    @Test func aSpacerTakesWhatIsLeft() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40)
            Spacer()
            Color.blue.frame(width: 40)
        }.frame(width: 200, height: 10)
        #expect(Self.frames(view, in: .unspecified, kind: "Spacer").map(\.width) == [120])
        #expect(Self.frames(view, in: .unspecified, kind: "Color").map(\.minX) == [0, 160])
    }

    /// A stack aligns its children across its axis (Apple's documentation of `HStack(alignment:)`
    /// and `VStack(alignment:)`): the thickness is the largest child's.
    @Test func childrenAreAlignedAcrossTheStack() {
        let top = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(Self.frames(top, in: .unspecified, kind: "Color").map(\.minY) == [0, 0])
        let bottom = HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(Self.frames(bottom, in: .unspecified, kind: "Color").map(\.minY) == [0, 30])
        let leading = VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(Self.frames(leading, in: .unspecified, kind: "Color") == [CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 0, y: 18, width: 10, height: 10)])
    }

    /// A ZStack is as large as its largest child and aligns each in it (Apple's documentation of
    /// `ZStack(alignment:content:)`).
    @Test func aZStackAlignsEachChildInTheLargest() {
        let centred = ZStack {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 20, height: 80)
        }
        let laidOut = layOut(centred, in: .unspecified)
        #expect(laidOut.frame.size == CGSize(width: 100, height: 80))
        #expect(laidOut.all.filter { $0.kind == "Color" }.map(\.frame) == [CGRect(x: 0, y: 15, width: 100, height: 50), CGRect(x: 40, y: 0, width: 20, height: 80)])
        let corner = ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 20, height: 20)
        }
        #expect(Self.frames(corner, in: .unspecified, kind: "Color").last == CGRect(x: 80, y: 30, width: 20, height: 20))
    }
}
