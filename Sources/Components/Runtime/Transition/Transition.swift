import Layout
import Rasterizer

/// The frames between two states of a running screen: the one playback that the catalogue's
/// transitions, the tests' animation snapshots and the live preview draw.
///
/// A transition interpolates between the tree before and the tree after, matched by identity;
/// nothing of it is stored in the model. Two `ScreenView`s of the same screen type animate their
/// boxes as tables do (`TableTransition`: rows by their identities); any other pair of one size
/// whose parts draw their own change (a switch) changes in place, those parts moving and the rest
/// showing the new state at once (`CrossFade`); anything else cross-fades. Frame 0 is the old
/// component as it is drawn at rest and the last frame the new one, byte for byte.
public enum Transition {
    /// The components to draw for each frame of the change from `old` to `new`.
    public static func frames(from old: AnyRenderable, to new: AnyRenderable, timing: TransitionTiming = .tableRows) -> [AnyRenderable] {
        // The frames share one layout of both states: only where each piece is changes.
        let cache = TransitionCache()
        return (0..<timing.frameCount).map { frame in
            let progress = timing.progress(atFrame: frame)
            if frame == 0 { return old }
            if frame == timing.frameCount - 1 { return new }
            if let animating = (new.base as? any BoxAnimating)?.animating(from: old, progress: progress, cache: cache) { return animating }
            return CrossFade(old: old, new: new, progress: progress).asAnyRenderable()
        }
    }
}

/// A component that can draw itself part way through a change from another of its kind.
protocol BoxAnimating {
    /// This component part way from `old`; `nil` when `old` is not of its kind. Frames of one
    /// transition share `cache`.
    func animating(from old: AnyRenderable, progress: Double, cache: TransitionCache) -> AnyRenderable?
}

extension ScreenView: BoxAnimating {
    func animating(from old: AnyRenderable, progress: Double, cache: TransitionCache) -> AnyRenderable? {
        guard let before = old.base as? ScreenView<SectionID, ItemID>, before.device == device, before.height == height else { return nil }
        var change = ScreenTransition(from: before.screen, progress: progress, animation: screen.animation)
        change.cache = cache
        var view = self
        view.contentOffset = before.contentOffset + (contentOffset - before.contentOffset) * progress
        return ScreenViewTransition(after: view, change: change).asAnyRenderable()
    }
}

/// A frame of a screen's change: the screen after the change (scrolled part way), drawn with its
/// boxes part way from the earlier state's.
struct ScreenViewTransition<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Renderable {
    var after: ScreenView<SectionID, ItemID>
    var change: ScreenTransition<SectionID, ItemID>

    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try after.sizeThatFits(in: environment, change: change)
    }

    func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        try after.laidOut(in: frame, environment: environment, change: change)
    }

    var accessibility: AccessibilityInfo { after.accessibility }
}
