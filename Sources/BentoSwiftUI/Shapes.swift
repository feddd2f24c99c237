import Components
import Foundation

/// A shape: a view that fills the space proposed to it (10 by 10 where nothing is proposed),
/// drawn as the path it gives for its frame. A team's shape implements `path(in:)` and is filled,
/// stroked and clipped to like the built-in ones.
public protocol Shape: View {
    /// The shape's outline in a frame.
    func path(in rect: CGRect) -> Path
}

/// The shapes this module draws, each with its outline.
protocol DrawnShape {
    var outline: Outline { get }
    /// Where the shape's corner radius was written (`RoundedRectangle(cornerRadius: 14)`).
    var written: SourceLine? { get }
}

extension DrawnShape {
    var written: SourceLine? { nil }
}

extension Shape {
    /// A team's shape is its path filled with the foreground colour.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: nil, drawing: .fill) }

    /// The outline the shape is drawn with: a built-in shape's own, or the path a team's shape gives.
    var outline: Outline {
        if let drawn = self as? any DrawnShape { return drawn.outline }
        return .custom(ShapePath { path(in: $0).storage })
    }

    /// Where the shape's corner radius was written, when it has one.
    var radiusWritten: SourceLine? { (self as? any DrawnShape)?.written }

    /// The shape filled with a colour or a gradient.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> { _ShapeView(shape: self, style: style, drawing: .fill) }
    /// The shape filled with the foreground colour.
    public func fill() -> _ShapeView<Self> { _ShapeView(shape: self, style: nil, drawing: .fill) }
    /// The shape's outline stroked with a colour or a gradient, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: style, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }
    /// The shape's outline stroked with a colour or a gradient in a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> { _ShapeView(shape: self, style: content, drawing: .stroke(style)) }
    /// The shape's outline stroked in the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { _ShapeView(shape: self, style: nil, drawing: .stroke(StrokeStyle(lineWidth: lineWidth))) }
    /// The shape's outline stroked in the foreground colour in a stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> { _ShapeView(shape: self, style: nil, drawing: .stroke(style)) }
    /// The shape's outline stroked inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: style, drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }
    /// The shape's outline stroked inside its frame in a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content, drawing: .strokeBorder(style))
    }
    /// The shape's outline stroked inside its frame in the foreground colour.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: nil, drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }
}

/// A shape drawn with a style.
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let style: (any ShapeStyle)?
    let drawing: Drawing
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension _ShapeView: PrimitiveView {
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        let painting = (style as? any PaintingStyle)?.resolved(in: context.environment) ?? context.environment.foreground
        return [FillNode(kind: "\(Content.self)", outline: shape.outline, style: painting, drawing: drawing, written: shape.radiusWritten)]
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
    /// Whether the corners are quarter circles or of Apple's continuous curvature.
    public var style: RoundedCornerStyle = .continuous
    /// Where the radius was written (the design audit's place for it).
    var written: SourceLine?
    /// A rectangle whose corners are rounded by `cornerRadius`, of Apple's continuous curvature
    /// (the default) or quarter circles.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous, fileID: StaticString = #fileID, line: UInt = #line) {
        (self.cornerRadius, self.style) = (cornerRadius, style)
        written = SourceLine(fileID: fileID, line: line)
    }
    /// A rectangle whose corners are rounded by the smaller side of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { (cornerRadius, self.style) = (min(cornerSize.width, cornerSize.height), style) }
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

/// An ellipse as large as its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A rectangle whose corners are rounded by radii of their own.
public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii.
    public var topLeadingRadius: CGFloat, bottomLeadingRadius: CGFloat, bottomTrailingRadius: CGFloat, topTrailingRadius: CGFloat
    /// Whether the corners are quarter circles or of Apple's continuous curvature.
    public var style: RoundedCornerStyle = .continuous
    /// A rectangle with each corner's radius.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        (self.topLeadingRadius, self.bottomLeadingRadius, self.bottomTrailingRadius, self.topTrailingRadius) =
            (topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius)
        self.style = style
    }
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Rectangle: PrimitiveView, DrawnShape {
    /// The shape's outline in a frame.
    public func path(in rect: CGRect) -> Path { Path(storage: outline.path(in: rect)) }
    var outline: Outline { .rectangle }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Rectangle", outline: outline, color: context.environment.foreground)] }
}

extension RoundedRectangle: PrimitiveView, DrawnShape {
    /// The shape's outline in a frame.
    public func path(in rect: CGRect) -> Path { Path(storage: outline.path(in: rect)) }
    var outline: Outline {
        style == .circular
            ? .roundedRectangle(cornerRadius)
            : .continuousRoundedRectangle(topLeading: cornerRadius, bottomLeading: cornerRadius, bottomTrailing: cornerRadius, topTrailing: cornerRadius)
    }
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [FillNode(kind: "RoundedRectangle", outline: outline, style: context.environment.foreground, written: written)]
    }
}

extension Circle: PrimitiveView, DrawnShape {
    /// The shape's outline in a frame.
    public func path(in rect: CGRect) -> Path { Path(storage: outline.path(in: rect)) }
    var outline: Outline { .circle }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Circle", outline: outline, color: context.environment.foreground)] }
}

extension Capsule: PrimitiveView, DrawnShape {
    /// The shape's outline in a frame.
    public func path(in rect: CGRect) -> Path { Path(storage: outline.path(in: rect)) }
    var outline: Outline { .capsule }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Capsule", outline: outline, color: context.environment.foreground)] }
}

extension Ellipse: PrimitiveView, DrawnShape {
    /// The shape's outline in a frame.
    public func path(in rect: CGRect) -> Path { Path(storage: outline.path(in: rect)) }
    var outline: Outline { .ellipse }
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Ellipse", outline: outline, color: context.environment.foreground)] }
}

extension UnevenRoundedRectangle: PrimitiveView, DrawnShape {
    /// The shape's outline in a frame.
    public func path(in rect: CGRect) -> Path { Path(storage: outline.path(in: rect)) }
    var outline: Outline {
        style == .circular
            ? .unevenRoundedRectangle(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
            : .continuousRoundedRectangle(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
    }
    func nodes(in context: ResolutionContext) -> [LayoutNode] {
        [FillNode(kind: "UnevenRoundedRectangle", outline: outline, color: context.environment.foreground)]
    }
}
