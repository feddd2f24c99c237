import Layout
import Rasterizer

/// A component whose content scrolls: a play script's `scroll` step scrolls it until what it aims
/// at is on screen (`offset(showing:renderer:layout:)`), and a transition scrolls it part way.
protocol Scrollable {
    /// How far it is scrolled, in points.
    var scrollOffset: Double { get }
    /// The component scrolled to an offset (clamped when drawn).
    func scrolled(to offset: Double) -> AnyRenderable
    /// How far it can scroll, in points, laid out in an environment.
    func scrollRange(in environment: RenderEnvironment) throws(RenderError) -> Double
    /// The component unscrolled and as tall as its content: every row is in its laid-out tree.
    func unclipped() -> AnyRenderable
    /// The top and bottom of the scrolling area from the component's top, in points.
    func viewport(in environment: RenderEnvironment) throws(RenderError) -> (top: Double, bottom: Double)
}

extension ScreenView: Scrollable {
    var scrollOffset: Double { contentOffset }

    func scrolled(to offset: Double) -> AnyRenderable {
        var view = self
        view.contentOffset = offset
        return view.asAnyRenderable()
    }

    func scrollRange(in environment: RenderEnvironment) throws(RenderError) -> Double {
        let geometry = try ScreenRenderer(environment: environment, shouldUseSystemSeparators: shouldUseSystemSeparators)
            .geometry(of: screen, device: device, height: height)
        return max(0, geometry.contentHeight - (geometry.viewportBottom - geometry.viewportTop))
    }

    func unclipped() -> AnyRenderable {
        var view = self
        view.contentOffset = 0
        view.height = .fullContent
        return view.asAnyRenderable()
    }

    func viewport(in environment: RenderEnvironment) throws(RenderError) -> (top: Double, bottom: Double) {
        let geometry = try ScreenRenderer(environment: environment, shouldUseSystemSeparators: shouldUseSystemSeparators)
            .geometry(of: screen, device: device, height: height)
        return (geometry.viewportTop, geometry.viewportBottom)
    }
}

extension Scrollable {
    /// How many offsets a scroll looks at by laying the screen out at them.
    static var checkedOffsets: Int { 8 }

    /// The least offset, in steps of 20 points from the top, at which `target` is on screen (the
    /// offset it is at already, when it is on screen there); `nil` when it is nowhere. The search is
    /// linear in the screen: the content is laid out once, whole, and the offsets that would show
    /// each match are worked out from its frame, then checked (at most `checkedOffsets` of them).
    func offset(showing target: InteractionTarget, renderer: ComponentRenderer, layout: RenderLayout) throws(RenderError) -> Double? {
        func shows(at offset: Double) throws(RenderError) -> Bool {
            let nodes = try renderer.layoutNodes(of: scrolled(to: offset), layout: layout, designUses: false)
            return InteractionTargets(nodes: nodes).shows(target)
        }
        if try shows(at: scrollOffset) { return scrollOffset }
        let range = try scrollRange(in: renderer.environment)
        let viewport = try viewport(in: renderer.environment)
        let whole = try renderer.layoutNodes(of: unclipped(), layout: layout, designUses: false)
        let top = whole.first?.frame.y ?? 0
        var candidates: Set<Double> = []
        for match in InteractionTargets(nodes: whole).shown(target) {
            // On screen at offset o when viewport.top <= y - o and y + height - o <= viewport.bottom.
            let y = whole[match].frame.y - top
            let lowest = max(0, y + whole[match].frame.height - viewport.bottom), highest = y - viewport.top
            guard lowest <= highest + 1e-9 else { continue }
            let step = (lowest / 20).rounded(.up) * 20
            if step < range && step <= highest + 1e-9 {
                candidates.insert(step)
            } else if range >= lowest - 1e-9 && range <= highest + 1e-9 {
                candidates.insert(range)
            }
        }
        for offset in candidates.sorted().prefix(Self.checkedOffsets) where try shows(at: offset) { return offset }
        return nil
    }
}
