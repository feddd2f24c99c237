import Layout
import Rasterizer

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
