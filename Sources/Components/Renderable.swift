import Layout
import Rasterizer

/// Something that can measure itself and draw into a frame: the unit of Bento's UI description.
///
/// Components are light value types: they describe what to draw and hold no state. The render
/// step lays a tree out (each stack solving its own small system, see `StackLayout`), turns it
/// into a display list and rasterizes that.
public protocol Renderable: Sendable {
    /// The size the component wants; `width`, when given, is the width it will get (the
    /// height-for-width question for wrapping text).
    func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size

    /// Appends the drawing commands for the component placed in `frame` (points).
    func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError)

    /// The size with text baselines, for stacks that align baselines. Defaults to
    /// `sizeThatFits` with the baselines at the bottom.
    func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement

    /// Priorities, size constraints and visibility as a stack sees them. Defaults to Auto
    /// Layout's: hugging 250, compression resistance 750, no constraints, visible.
    var layoutTraits: LayoutTraits { get }

    /// Appends the frame of this component and of every component inside it, in drawing order:
    /// the layout pass without drawing. Defaults to the component's own frame.
    func appendFrames(in frame: Frame, environment: RenderEnvironment, to frames: inout [Frame]) throws(RenderError)
}

/// How a component takes part in layout: its priorities, frame constraints and visibility.
public struct LayoutTraits: Hashable, Sendable {
    public var hugging = PerAxis(horizontal: LayoutPriority.defaultLow, vertical: .defaultLow)
    public var compressionResistance = PerAxis(horizontal: LayoutPriority.defaultHigh, vertical: .defaultHigh)
    public var constraints = SizeConstraints()
    public var isHidden = false

    public init() {}
}

extension Renderable {
    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        let size = try sizeThatFits(width: width, in: environment)
        return LayoutMeasurement(size: LayoutSize(width: size.width, height: size.height))
    }

    public var layoutTraits: LayoutTraits { LayoutTraits() }

    public func appendFrames(in frame: Frame, environment: RenderEnvironment, to frames: inout [Frame]) throws(RenderError) {
        frames.append(frame)
    }

    /// Every frame of a component tree laid out at a width (its natural height), in drawing order.
    public func layoutFrames(width: Double, in environment: RenderEnvironment) throws(RenderError) -> [Frame] {
        let size = try sizeThatFits(width: width, in: environment)
        var frames: [Frame] = []
        try appendFrames(in: Frame(x: 0, y: 0, width: width, height: size.height), environment: environment, to: &frames)
        return frames
    }
}

/// A type-erased component, for heterogeneous lists such as a stack's children.
public struct AnyRenderable: Renderable {
    /// The wrapped component.
    public let base: any Renderable

    /// Wraps a component (an `AnyRenderable` is not wrapped twice).
    public init(_ base: some Renderable) {
        self.base = (base as? AnyRenderable)?.base ?? base
    }

    public func sizeThatFits(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> Size {
        try base.sizeThatFits(width: width, in: environment)
    }

    public func render(in frame: Frame, environment: RenderEnvironment, into list: inout DisplayList) throws(RenderError) {
        try base.render(in: frame, environment: environment, into: &list)
    }

    public func layoutMeasurement(width: Double?, in environment: RenderEnvironment) throws(RenderError) -> LayoutMeasurement {
        try base.layoutMeasurement(width: width, in: environment)
    }

    public var layoutTraits: LayoutTraits { base.layoutTraits }

    public func appendFrames(in frame: Frame, environment: RenderEnvironment, to frames: inout [Frame]) throws(RenderError) {
        try base.appendFrames(in: frame, environment: environment, to: &frames)
    }
}

extension Renderable {
    /// The component behind an `AnyRenderable`, its type erased.
    public func asAnyRenderable() -> AnyRenderable { AnyRenderable(self) }
}
