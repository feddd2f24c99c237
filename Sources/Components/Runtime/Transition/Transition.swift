import Layout
import Rasterizer

/// The frames between two states of a running screen.
///
/// Two `ScreenView`s of the same screen type animate their scrolling box as a table does (see
/// `BoxTransition`); any other pair of one size whose parts draw their own change (a switch)
/// changes in place, those parts moving and the rest showing the new state at once; anything else
/// cross-fades. Frame 0 is the old component as it is drawn at
/// rest and the last frame the new one, byte for byte.
public enum Transition {
    /// The components to draw for each frame of the change from `old` to `new`.
    public static func frames(from old: AnyRenderable, to new: AnyRenderable, timing: TransitionTiming = .tableRows) -> [AnyRenderable] {
        // The frames share one layout of both states: only where each piece is changes.
        let measured = MeasuredPieces()
        return (0..<timing.frameCount).map { frame in
            let progress = timing.progress(atFrame: frame)
            if frame == 0 { return old }
            if frame == timing.frameCount - 1 { return new }
            if let animating = (new.base as? any BoxAnimating)?.animating(from: old, progress: progress, measured: measured) { return animating }
            return CrossFade(old: old, new: new, progress: progress).asAnyRenderable()
        }
    }
}

/// A component that can draw itself part way through a change from another of its kind.
protocol BoxAnimating {
    /// This component part way from `old`; `nil` when `old` is not of its kind. Frames of one
    /// transition share `measured`.
    func animating(from old: AnyRenderable, progress: Double, measured: MeasuredPieces) -> AnyRenderable?
}

extension ScreenView: BoxAnimating {
    func animating(from old: AnyRenderable, progress: Double, measured: MeasuredPieces) -> AnyRenderable? {
        guard let before = old.base as? ScreenView<SectionID, ItemID>, before.device == device, before.height == height else { return nil }
        var view = self
        view.transition = ScreenTransition(from: before.screen, progress: progress, animation: screen.animation)
        view.transition?.measured = measured
        view.contentOffset = before.contentOffset + (contentOffset - before.contentOffset) * progress
        return view.asAnyRenderable()
    }
}

/// A component whose content scrolls: a play script's `scroll` step scrolls it until what it aims
/// at is on screen.
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
        let noted = PartStates()
        var unused = DisplayList()
        try old.render(in: frame, environment: environment.with(partStates: noted), into: &unused)
        guard noted.hasNotedParts else { return false }
        try new.render(in: frame, environment: environment.with(partStates: noted.replaying(at: progress)), into: &list)
        return true
    }
}
