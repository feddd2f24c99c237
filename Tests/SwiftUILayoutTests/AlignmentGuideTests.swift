import Components
import Foundation
import Testing

@testable import BentoSwiftUI

/// Alignment guides and text baselines, each case with its source.
@Suite struct AlignmentGuideTests {
    static func frames<V: View>(_ view: V, _ kind: String) -> [CGRect] { layOut(view, in: .unspecified).all.filter { $0.kind == kind }.map(\.frame) }

    /// Apple's `alignmentGuide(_:computeValue:)` example: in an HStack centred vertically, the
    /// first view's centre guide set to −20 and the last's to 20 move them down and up by those
    /// amounts against the middle one. Three 10 × 20 views: guides −20, 10, 20 line up 20 below
    /// the stack's top, so the views start at 40, 10 and 0 and the stack is 60 high.
    @Test func aGuideMovesAViewAgainstItsSiblings() {
        let view = HStack {
            Color.red.frame(width: 10, height: 20).alignmentGuide(VerticalAlignment.center) { _ in -20 }
            Color.green.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 20).alignmentGuide(VerticalAlignment.center) { _ in 20 }
        }
        #expect(Self.frames(view, "Color").map(\.minY) == [40, 10, 0])
        #expect(Self.frames(view, "HStack").first?.size == CGSize(width: 46, height: 60))
    }

    /// A guide computed from the view's own dimensions (swiftui-lab.com, "Alignment Guides in
    /// SwiftUI": `.alignmentGuide(.leading) { d in d[.trailing] }` hangs a view to the left of
    /// the others' leading edge by its width).
    @Test func aGuideFromTheViewsDimensions() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        }
        #expect(Self.frames(view, "Color").map(\.minX) == [30, 0])
        #expect(Self.frames(view, "VStack").first?.width == 80)
    }

    enum MidAccountAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }

    /// Apple's `AlignmentID` example: a custom guide lines up the avatar's centre in one VStack
    /// with the name's centre in another, across an HStack. The left stack (a 30-high label, the
    /// 40-high avatar) has its guide at 8 + 30 + 20 = 58; the right one (the 20-high name, a
    /// 20-high line) at 10: the right stack starts 48 lower, and both centres are at 58.
    @Test func aTeamsOwnGuideLinesUpViewsInDifferentStacks() {
        let guide = VerticalAlignment(MidAccountAndName.self)
        let view = HStack(alignment: guide) {
            VStack {
                Color.gray.frame(width: 40, height: 30)
                Color.red.frame(width: 40, height: 40).alignmentGuide(guide) { d in d[VerticalAlignment.center] }
            }
            VStack {
                Color.blue.frame(width: 80, height: 20).alignmentGuide(guide) { d in d[VerticalAlignment.center] }
                Color.gray.frame(width: 80, height: 20)
            }
        }
        let colours = Self.frames(view, "Color")
        #expect(colours[1].midY == 58 && colours[2].midY == 58, "\(colours)")
        #expect(Self.frames(view, "HStack").first?.height == 96)
    }

    /// Apple, `VerticalAlignment.firstTextBaseline`: texts of different sizes in an HStack sit on
    /// one baseline, and a view without text has its baseline at its bottom.
    @Test func textsLineUpOnTheirBaselines() throws {
        let details = RenderEnvironment()
        let view = HStack(alignment: .firstTextBaseline) {
            Text("Gate").font(.largeTitle)
            Text("B12").font(.caption)
            Color.red.frame(width: 4, height: 10)
        }
        let laidOut = layOut(view, in: .unspecified, environment: details)
        let texts = laidOut.all.filter { $0.kind == "Text" }.map(\.frame)
        let title = try #require(TextNode.baseline(of: Text("Gate").font(.largeTitle)))
        let caption = try #require(TextNode.baseline(of: Text("B12").font(.caption)))
        #expect(abs((texts[0].minY + title) - (texts[1].minY + caption)) < 0.51, "\(texts), \(title), \(caption)")
        let bar = try #require(laidOut.all.first { $0.kind == "Color" }?.frame)
        #expect(abs(bar.maxY - (texts[0].minY + title)) < 0.51)
        // A VStack's first baseline is its first text's: two stacks line up on their first lines.
        let stacks = HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading) { Text("Departs").font(.caption); Text("09:40") }
            Text("LH 400").font(.title)
        }
        let inner = layOut(stacks, in: .unspecified).all.filter { $0.kind == "Text" }.map(\.frame)
        let departs = try #require(TextNode.baseline(of: Text("Departs").font(.caption)))
        let flight = try #require(TextNode.baseline(of: Text("LH 400").font(.title)))
        #expect(abs((inner[0].minY + departs) - (inner[2].minY + flight)) < 0.51, "\(inner)")
    }
}

extension TextNode {
    /// A text's first baseline, from its top, at its ideal width.
    static func baseline(of text: Text) -> CGFloat? {
        let node = ResolutionContext().nodes(of: text)[0]
        return node.explicitAlignment(.firstTextBaseline, size: node.sizeThatFits(.unspecified))
    }
}
