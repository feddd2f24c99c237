import Foundation
import Rasterizer

/// An outline of lines and curves, as SwiftUI draws shapes: built point by point or from
/// rectangles, rounded rectangles, ellipses and arcs, in a view's coordinates (y down). A path is a
/// shape of its own (`Path { … }.stroke(.blue)`), and a team's `Shape` returns one from
/// `path(in:)`.
public struct Path: Shape, Hashable, Sendable {
    var storage = Rasterizer.Path()

    /// An empty path.
    public init() {}
    init(storage: Rasterizer.Path) { self.storage = storage }
    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// An ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { storage.move(to: Point(point)) }
    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) { storage.line(to: Point(point)) }
    /// Straight lines through `points`, the first starting a subpath.
    public mutating func addLines(_ points: [CGPoint]) {
        for (index, point) in points.enumerated() { index == 0 ? move(to: point) : addLine(to: point) }
    }
    /// A quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { storage.quad(to: Point(point), control: Point(control)) }
    /// A cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.cubic(to: Point(point), control1: Point(control1), control2: Point(control2))
    }
    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { storage.close() }
    /// A rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) { storage.append(.rect(Rect(rect))) }
    /// A rounded rectangle as a closed subpath, its corners quarter circles or continuous.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage.append(RoundedRectangle(cornerSize: cornerSize, style: style).outline.path(in: rect))
    }
    /// An ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) { storage.append(.ellipse(in: Rect(rect))) }
    /// An arc of a circle, as SwiftUI draws one: `clockwise` in SwiftUI's flipped coordinates,
    /// which is counterclockwise on the screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        storage.addArc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians, endAngle: endAngle.radians, clockwise: !clockwise)
    }
    /// Another path's subpaths.
    public mutating func addPath(_ path: Path) { storage.append(path.storage) }

    /// Whether the path has nothing in it.
    public var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: CGRect {
        var points: [Point] = []
        for element in storage.elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quad(let control, let point): points += [control, point]
            case .cubic(let control1, let control2, let point): points += [control1, control2, point]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points { (minX, minY, maxX, maxY) = (min(minX, point.x), min(minY, point.y), max(maxX, point.x), max(maxY, point.y)) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path itself, wherever it is drawn.
    public func path(in rect: CGRect) -> Path { self }

    /// A primitive view.
    public var body: Never { fatalError("a primitive view has no body") }
}

extension Path: PrimitiveView {
    /// A path takes what it is proposed and is filled in the foreground colour, in its own
    /// coordinates from its frame's origin.
    func nodes(in context: ResolutionContext) -> [LayoutNode] { [FillNode(kind: "Path", outline: outline, color: context.environment.foreground)] }
}

/// An angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle of zero.
    public init() { radians = 0 }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// Zero.
    public static let zero = Angle()
    /// Whether the first angle is smaller.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// How a rounded rectangle's corners curve: `.circular` quarter circles, or `.continuous`, Apple's
/// smoother corner (`ContinuousCorners`).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curvature.
    case continuous
}

/// How a shape's outline is stroked: its width, ends, joins and miter limit.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a miter join may reach.
    public var miterLimit: CGFloat
    /// A style of a width, ends, joins and miter limit.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit) = (lineWidth, lineCap, lineJoin, miterLimit)
    }

    /// The rasterizer's stroke of this style.
    var rasterized: Rasterizer.StrokeStyle {
        let cap: LineCap = switch lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: LineJoin = switch lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        return Rasterizer.StrokeStyle(width: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit))
    }
}

/// How a stroke's open ends are drawn, as Core Graphics names them.
public enum CGLineCap: Hashable, Sendable {
    /// Square, at the end.
    case butt
    /// Round, past the end.
    case round
    /// Square, past the end.
    case square
}

/// How a stroke's corners are drawn, as Core Graphics names them.
public enum CGLineJoin: Hashable, Sendable {
    /// Sharp.
    case miter
    /// Rounded.
    case round
    /// Cut off.
    case bevel
}

extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Rect {
    init(_ rect: CGRect) { self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)) }
}
