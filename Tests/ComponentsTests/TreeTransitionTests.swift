import Components
import DesignTokens
import Layout
import Rasterizer
import Testing

/// A transition is drawn from two laid-out trees: the parts that draw their own change are found
/// in the tree after by kind and order, wherever a modifier put them, and redrawn from the tree
/// before; what the modifiers draw around them stays.
@Suite struct TreeTransitionTests {
    typealias PartWay = PartTransitionTests.PartWay
    static let renderer = PartTransitionTests.renderer
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)

    /// Each frame of the change from `old` to `new` against the same frame drawn by hand.
    static func expectFrames(from old: some Renderable, to new: some Renderable, drawnAs expected: (Double) -> AnyRenderable) throws {
        let timing = TransitionTiming.tableRows
        let frames = try PartTransitionTests.frames(from: old, to: new)
        for index in 1..<(frames.count - 1) {
            let byHand = try renderer.bitmap(of: expected(timing.progress(atFrame: index)), layout: .sizeThatFits)
            let same = frames[index] == byHand
            #expect(same, "frame \(index) differs from the frame drawn by hand")
        }
    }

    @Test func aSwitchInsideAModifierChangesAndKeepsWhatTheModifierDraws() throws {
        let old = UI.Toggle(isOn: false), new = UI.Toggle(isOn: true)
        try Self.expectFrames(from: old.backgroundColor(Self.red), to: new.backgroundColor(Self.red)) { progress in
            PartWay(old: old, new: new, progress: progress).backgroundColor(Self.red).asAnyRenderable()
        }
    }

    @Test func aSpinnerOverlaidOnASwitchTurnsWhileTheSwitchSlides() throws {
        let old = UI.Toggle(isOn: false), new = UI.Toggle(isOn: true), spinner = UI.ActivityIndicator(color: Self.red, size: 24)
        try Self.expectFrames(from: old.overlay(spinner), to: new.overlay(spinner)) { progress in
            PartWay(old: old, new: new, progress: progress).overlay(PartWay(old: spinner, new: spinner, progress: progress)).asAnyRenderable()
        }
    }

    @Test func partsAreMatchedInDrawingOrder() throws {
        let before = [UI.Toggle(isOn: false), UI.Toggle(isOn: true)], after = [UI.Toggle(isOn: true), UI.Toggle(isOn: false)]
        let oldRow = before.map { $0.asAnyRenderable() }.stack(axis: .horizontal, spacing: 8)
        let newRow = after.map { $0.asAnyRenderable() }.stack(axis: .horizontal, spacing: 8)
        try Self.expectFrames(from: oldRow, to: newRow) { progress in
            zip(before, after).map { PartWay(old: $0, new: $1, progress: progress).asAnyRenderable() }.stack(axis: .horizontal, spacing: 8).asAnyRenderable()
        }
    }
}
