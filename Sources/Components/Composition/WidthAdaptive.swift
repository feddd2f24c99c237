import Layout
import Rasterizer

/// A component whose content depends on the width it is given, as a row that stacks its parts
/// when they do not fit side by side: `content(width, environment)`, where a `nil` width asks for
/// the ideal layout. It measures, draws and lays out whatever `content` returns for that width.
public struct WidthAdaptive: Renderable {
    private let content: @Sendable (Double?, RenderEnvironment) -> AnyRenderable

    /// Creates a component that chooses its content for the width it is offered.
    public init(_ content: @escaping @Sendable (_ width: Double?, _ environment: RenderEnvironment) -> AnyRenderable) {
        self.content = content
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try content(width, environment).sizeThatFits(width: width, in: environment)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        try content(width, environment).layoutMeasurement(width: width, in: environment)
    }

    public func laidOut(in frame: Frame, environment: RenderEnvironment) throws(RenderError) -> LaidOutNode {
        try content(frame.width, environment).laidOut(in: frame, environment: environment)
    }

}
