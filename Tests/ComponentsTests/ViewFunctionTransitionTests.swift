import Components
import DesignTokens
import Foundation
import Layout
import Rasterizer
import Testing

/// A running screen made by a view function (no `Box`): flipping one switch slides that switch,
/// as a Box screen's rebound row does; the other rows stay as they are, nothing is drawn twice,
/// and the animation stores little more than the switch.
@Suite struct ViewFunctionTransitionTests {
    static let renderer = ComponentRenderer(traits: RenderTraits(scale: 2))

    /// Two settings rows, each a title and a switch, on the theme's background.
    static func settings(wifi: Bool, bluetooth: Bool) -> some Renderable {
        let theme = Theme.light
        func row(_ title: String, _ isOn: Bool) -> UI.Stack {
            [UI.Label(text: title, style: theme.typography.body1, color: theme.colors.textPrimary).asAnyRenderable(), UI.Toggle(isOn: isOn).asAnyRenderable()]
                .stack(axis: .horizontal, spacing: 12, layoutMargins: EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), alignment: .center)
        }
        return [row("Wi-Fi", wifi), row("Bluetooth", bluetooth)].stack(axis: .vertical).backgroundColor(theme.colors.background)
    }

    @Test func oneFlippedSwitchSlidesAndNothingElseFades() throws {
        let old = Self.settings(wifi: false, bluetooth: true), new = Self.settings(wifi: true, bluetooth: true)
        let frames = try Transition.frames(from: old.asAnyRenderable(), to: new.asAnyRenderable()).map { try Self.renderer.bitmap(of: $0) }
        let last = try #require(frames.last)
        let switchFrame = try #require(Self.renderer.layoutNodes(of: new, layout: .sizeThatFits, designUses: false).first { $0.accessibility.role == "switch" }).frame
        // The switch and its knob's soft shadow, which reaches a few points outside it.
        let shadow = 6.0
        let switchPixels = (
            x: Int((switchFrame.x - shadow) * 2)..<Int(((switchFrame.maxX + shadow) * 2).rounded(.up)),
            y: Int((switchFrame.y - shadow) * 2)..<Int(((switchFrame.maxY + shadow) * 2).rounded(.up)))
        for index in 1..<(frames.count - 1) {
            var outside = 0, inside = 0
            for y in 0..<last.height {
                for x in 0..<last.width where frames[index][x, y] != last[x, y] {
                    if switchPixels.x.contains(x) && switchPixels.y.contains(y) { inside += 1 } else { outside += 1 }
                }
            }
            #expect(outside == 0, "frame \(index): \(outside) pixels outside the flipped switch differ from the new state")
            if index > 1 && index < frames.count - 3 { #expect(inside > 0, "frame \(index): the switch is part way") }
        }
        let animation = try AnimatedPNG.encode(frames)
        let still = try last.compactPNGData()
        #expect(animation.count < still.count * frames.count / 2, "the animation stores the switch's change, not 19 pictures: \(animation.count) bytes, a still is \(still.count)")
    }
}
