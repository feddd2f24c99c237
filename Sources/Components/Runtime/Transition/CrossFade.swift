import Layout
import Rasterizer

/// Two components drawn over each other, the old fading out as the new fades in, in a frame as
/// large as the larger of them; or, when both are one size and have parts that draw their own
/// change, the new one with those parts part way.
struct CrossFade: Renderable {
    var old: AnyRenderable
    var new: AnyRenderable
    var progress: Double

    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        let a = try old.sizeThatFits(width: width, in: environment), b = try new.sizeThatFits(width: width, in: environment)
        return Size(width: max(a.width, b.width), height: max(a.height, b.height))
    }

    func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        if try renderedInPlace(in: frame, environment: environment, into: &list) { return }
        for (component, opacity) in [(old, 1 - progress), (new, progress)] {
            let size = try component.sizeThatFits(width: frame.width, in: environment)
            list.append(.pushLayer(opacity: opacity))
            try component.render(in: Frame(x: frame.x, y: frame.y, width: frame.width, height: size.height), environment: environment, into: &list)
            list.append(.popLayer)
        }
    }

    /// Two states of one size whose parts draw their own change (a switch flipped in a screen made
    /// by a view function) change as a rebound row of a Box screen does: those parts move from
    /// their old state, the rest shows the new state at once, and nothing is drawn twice.
    private func renderedInPlace(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) -> Bool {
        guard try old.sizeThatFits(width: frame.width, in: environment) == new.sizeThatFits(width: frame.width, in: environment) else { return false }
        let noted = NotedParts(of: try old.laidOut(in: frame, environment: environment))
        guard !noted.isEmpty else { return false }
        try new.laidOut(in: frame, environment: environment).changing(from: noted, progress: progress).draw(into: &list)
        return true
    }
}
