import Testing
@testable import Layout

@Suite struct FrameTests {
    @Test func snappingRoundsEdgesNotSizes() {
        // At @2x, 10.3 → 10.5 and 10.3 + 20.2 = 30.5 → 30.5.
        #expect(Frame(x: 10.3, y: 0.2, width: 20.2, height: 5.1).snapped(toScale: 2) == Frame(x: 10.5, y: 0, width: 20, height: 5.5))
        // Adjacent frames stay adjacent after snapping.
        let left = Frame(x: 0, y: 0, width: 33.33, height: 10).snapped(toScale: 3)
        let right = Frame(x: 33.33, y: 0, width: 33.33, height: 10).snapped(toScale: 3)
        #expect(left.maxX == right.x)
    }

    @Test func insetsShrinkAFrameButNeverBelowZero() {
        let frame = Frame(x: 0, y: 0, width: 100, height: 40)
        #expect(EdgeInsets(top: 4, leading: 8, bottom: 6, trailing: 10).inset(frame) == Frame(x: 8, y: 4, width: 82, height: 30))
        #expect(EdgeInsets(60).inset(frame).width == 0)
    }
}
