import Layout
import Rasterizer

/// A light value that describes something to draw: the unit of Bento's declarative UI.
///
/// Components measure themselves and emit drawing commands into a display list; they never touch
/// pixels. The render step (`ComponentRenderer`) lays them out and rasterizes the list.
public protocol Renderable: Sendable {
    /// The size the component needs, given an available width (`nil` when unconstrained), in points.
    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size

    /// Appends the component's drawing, placed in `frame` (points), to a display list.
    func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError)
}

/// A type-erased component.
public struct AnyRenderable: Renderable {
    /// The component inside.
    public let base: any Renderable

    /// Wraps a component.
    public init(_ base: some Renderable) {
        self.base = (base as? AnyRenderable)?.base ?? base
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try base.sizeThatFits(width: width, in: environment)
    }

    public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        try base.render(in: frame, environment: environment, into: &list)
    }
}

extension Renderable {
    /// The component with its type erased, for heterogeneous collections.
    public func asAnyRenderable() -> AnyRenderable { AnyRenderable(self) }
}
