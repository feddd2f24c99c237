import Foundation

/// A shape: a view that fills the space proposed to it (10 by 10 where nothing is proposed).
public protocol Shape: View {}

/// The shapes this module draws, each with its outline.
protocol DrawnShape {
    var outline: Outline { get }
}

extension Shape {
    /// The shape filled with a colour.
    public func fill(_ color: Color) -> _ShapeView<Self> { _ShapeView(shape: self, fill: color) }
}

/// A shape drawn with a colour.
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let fill: Color
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension _ShapeView: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [FillNode(kind: "\(Content.self)", outline: (shape as? any DrawnShape)?.outline ?? .rectangle, color: fill)]
    }
}

/// A rectangle as large as its frame.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corners' radius.
    public var cornerRadius: CGFloat
    /// A rectangle whose corners are rounded by `cornerRadius`.
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A circle as large as the shorter side of its frame, centred in it.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// A capsule.
    public init() {}
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Rectangle: PrimitiveView, DrawnShape {
    var outline: Outline { .rectangle }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Rectangle", outline: outline, color: context.environment.foregroundColor ?? .black)] }
}

extension RoundedRectangle: PrimitiveView, DrawnShape {
    var outline: Outline { .roundedRectangle(cornerRadius) }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "RoundedRectangle", outline: outline, color: context.environment.foregroundColor ?? .black)] }
}

extension Circle: PrimitiveView, DrawnShape {
    var outline: Outline { .circle }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Circle", outline: outline, color: context.environment.foregroundColor ?? .black)] }
}

extension Capsule: PrimitiveView, DrawnShape {
    var outline: Outline { .capsule }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Capsule", outline: outline, color: context.environment.foregroundColor ?? .black)] }
}
