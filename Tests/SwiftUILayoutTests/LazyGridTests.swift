import Foundation
import Testing

@testable import BentoSwiftUI

/// `LazyVGrid` and `LazyHGrid` with `GridItem`s, as Apple's documentation of `GridItem.Size`
/// describes the tracks: fixed, flexible (sharing what the fixed ones and the spacing leave) and
/// adaptive (as many tracks of at least the minimum as fit).
@Suite struct LazyGridTests {
    static func frames<V: View>(_ view: V, _ kind: String, width: CGFloat) -> [CGRect] {
        layOut(view, in: ProposedViewSize(width: width, height: nil)).all.filter { $0.kind == kind }.map(\.frame)
    }

    @Test func flexibleColumnsShareTheWidth() {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
            ForEach(0..<7) { _ in Color.blue.frame(height: 50) }
        }
        let cells = Self.frames(grid, "frame", width: 300)
        #expect(cells.count == 7)
        #expect(abs(cells[0].width - (300 - 16) / 3) <= 0.5 && cells[3].minY == 58 && cells[6].minY == 116, "\(cells)")
        #expect(Self.frames(grid, "LazyVGrid", width: 300).first?.size == CGSize(width: 300, height: 166))
    }

    @Test func anAdaptiveColumnFitsAsManyAsItCan() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<5) { _ in Color.blue.frame(height: 40) }
        }
        let cells = Self.frames(grid, "frame", width: 343)
        // (343 + 8) / (80 + 8) = 3.99: three columns of (343 − 16) / 3 = 109.
        #expect(cells.map(\.width) == [109, 109, 109, 109, 109] && cells[3].minY == 48, "\(cells)")
    }

    @Test func aFixedColumnKeepsItsWidthAndTheFlexibleOneTakesTheRest() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], alignment: .leading) {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20)
        }
        #expect(Self.frames(grid, "frame", width: 300).map(\.width) == [100, 192])
        let rows = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            ForEach(0..<3) { _ in Color.red.frame(width: 40) }
        }
        let cells = layOut(rows, in: .unspecified).all.filter { $0.kind == "frame" }.map(\.frame)
        #expect(cells.map(\.minX) == [0, 0, 48] && cells.map(\.minY) == [0, 38, 0], "\(cells)")
    }
}
