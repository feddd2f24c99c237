import Components
import Foundation
import Testing

@testable import BentoSwiftUI

/// Text case and tracking, and the drawing order `zIndex` sets.
@Suite struct TextCaseAndOrderTests {
    /// Apple, `textCase(_:)`: the text inside in capitals, in the environment's locale (a Turkish
    /// dotted capital İ for i); `tracking(_:)` widens a line by the tracking after each character.
    @Test func caseAndTrackingReachTheText() throws {
        let details = RenderEnvironment().withLayoutDetails(designUses: false)
        let upper = layOut(Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")), in: .unspecified, environment: details)
        #expect(upper.record.accessibility.label == "İSTANBUL", "\(String(describing: upper.record.accessibility.label))")
        let plain = layOut(Text("Boarding"), in: .unspecified).frame.width
        let tracked = layOut(Text("Boarding").tracking(2), in: .unspecified).frame.width
        #expect(tracked - plain >= 2 * 7 - 1, "8 characters, 2 points after each: \(plain) → \(tracked)")
        #expect(layOut(Text("Boarding").kerning(2), in: .unspecified).frame.width == tracked)
    }

    /// Apple, `zIndex(_:)`: in a ZStack the higher index is drawn in front whatever the order
    /// written; equals keep it.
    @Test func aHigherIndexIsDrawnInFront() {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }
        let colours = layOut(view, in: .unspecified).displayList.commands.compactMap { command -> String? in
            guard case .fill(_, .solid(let colour), _) = command else { return nil }
            return colour.hexString
        }
        #expect(colours == ["#0088FFFF", "#FF383CFF"], "blue first, the red on top: \(colours)")
        #expect(UnitPoint.bottom == UnitPoint(x: 0.5, y: 1) && UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
    }

    /// Apple, `minimumScaleFactor(_:)`: a one-line text wider than its room shrinks to fit, no
    /// further than the factor; one that fits keeps its size.
    @Test func aTextShrinksToItsMinimumScaleFactor() {
        let words = "Departures and arrivals"
        let ideal = layOut(Text(words).lineLimit(1), in: .unspecified).frame.size
        let shrunk = layOut(Text(words).lineLimit(1).minimumScaleFactor(0.5).frame(width: ideal.width * 0.75), in: .unspecified).all.first { $0.kind == "Text" }!.frame
        #expect(shrunk.height < ideal.height && shrunk.width <= ideal.width * 0.75 + 0.5, "\(ideal) → \(shrunk)")
        let floor = layOut(Text(words).lineLimit(1).minimumScaleFactor(0.9).frame(width: ideal.width * 0.5), in: .unspecified).all.first { $0.kind == "Text" }!.frame
        #expect(floor.height > ideal.height * 0.8, "no smaller than 0.9 of its size: \(floor)")
        let fits = layOut(Text(words).lineLimit(1).minimumScaleFactor(0.5).frame(width: ideal.width + 20), in: .unspecified).all.first { $0.kind == "Text" }!.frame
        #expect(fits.height == ideal.height)
        // labelsHidden: the switch alone.
        #expect(layOut(Toggle("Alerts", isOn: .constant(true)).labelsHidden(), in: .unspecified).frame.size == CGSize(width: 51, height: 31))
    }

    /// Apple, `monospacedDigit()`: digits take one width (Inter's tabular figures, OpenType's
    /// `tnum`), so "111" and "888" are as wide; without it Inter's 1 is narrower than its 8.
    @Test func monospacedDigitsAreAllOneWidth() {
        func width<V: View>(_ view: V) -> CGFloat { layOut(view, in: .unspecified).frame.width }
        #expect(width(Text("111")) < width(Text("888")))
        #expect(width(Text("111").monospacedDigit()) == width(Text("888").monospacedDigit()))
        #expect(width(VStack { Text("111") }.monospacedDigit()) == width(Text("888").font(.body.monospacedDigit())))
        #expect(width(Text("111").monospacedDigit().font(.title)) > width(Text("111").monospacedDigit()), "the font around it is kept")
    }

    /// Apple, `redacted(reason:)`: with `.placeholder`, text and symbols are drawn as bars where
    /// they would be, in the foreground colour faded; the layout and what assistive technologies
    /// read stay; `unredacted()` shows a part as it is.
    @Test func placeholderRedactionDrawsBarsWhereTheTextIs() throws {
        let details = RenderEnvironment().withLayoutDetails(designUses: false)
        let row = HStack { Image(systemName: "star.fill"); Text("Joshua Tree National Park") }
        let plain = layOut(row, in: .unspecified, environment: details)
        let redacted = layOut(row.redacted(reason: .placeholder), in: .unspecified, environment: details)
        #expect(redacted.frame == plain.frame)
        #expect(redacted.records.contains { $0.accessibility.label == "Joshua Tree National Park" })
        let textCommands = redacted.displayList.commands.filter { if case .text = $0 { true } else { false } }
        #expect(textCommands.isEmpty, "no glyphs drawn")
        let bars = redacted.displayList.commands.filter { if case .fill = $0 { true } else { false } }
        #expect(bars.count == 2, "a bar for the line and a square for the symbol: \(bars.count)")
        let shown = layOut(HStack { Text("A").unredacted(); Text("B") }.redacted(reason: .placeholder), in: .unspecified)
        #expect(shown.displayList.commands.contains { if case .text = $0 { true } else { false } })
    }
}
