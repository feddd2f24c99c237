import Rasterizer

/// A component that draws its own change from an earlier state of itself when the row it is in is
/// rebound during a screen's transition: a switch slides its knob and blends its track, as
/// `UISwitch` does. The rest of a rebound row shows its new state at once.
///
/// Conform and draw the change in `render(from:progress:in:environment:into:)`; draw the component
/// at rest as any other. A transition lays out the tree before the change and the tree after, and
/// draws each such part of the tree after from the part of its kind at the same place before
/// (counted in drawing order).
public protocol StateTransitioning: Renderable {
    /// Draws the component part way from `old` to itself: `progress` runs from 0 (`old` at rest)
    /// to 1 (this state at rest) on the transition's curve.
    func render(from old: Self, progress: Double, in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError)
}

extension StateTransitioning {
    /// Answers `false`: a transition draws a part's change from the trees before and after it, so
    /// `render` draws the component at rest.
    @available(*, deprecated, message: "A transition draws the change from the trees before and after it; remove the call and draw the component at rest.")
    public func renderedChange(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) -> Bool {
        false
    }
}
