import Foundation

/// A sequence of contours made of lines and Bézier curves, in user units.
///
/// Paths are values: building one never touches pixels. Contours not explicitly closed are closed
/// when filled (as every 2D library fills) and left open when stroked.
public struct Path: Hashable, Sendable {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable {
        /// Start a new subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A quadratic curve to a point (the second) with a control point (the first).
        case quad(Point, Point)
        /// A cubic curve to a point (the third) with two control points.
        case cubic(Point, Point, Point)
        /// Close the subpath with a line to its start.
        case close
    }

    /// The instructions, in order.
    public private(set) var elements: [Element] = []
    private var contourStart: Point?
    private var current: Point?

    /// Creates an empty path.
    public init() {}

    /// Whether the path has no drawing instructions.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next segment starts, if any.
    public var currentPoint: Point? { current }

    /// Starts a new contour at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(point))
        contourStart = point
        current = point
    }

    /// Adds a straight segment; starts a contour when none is open.
    public mutating func line(to point: Point) {
        guard current != nil else { return move(to: point) }
        elements.append(.line(point))
        current = point
    }

    /// Adds a quadratic Bézier segment with one control point.
    public mutating func quad(to point: Point, control: Point) {
        if current == nil { move(to: control) }
        elements.append(.quad(control, point))
        current = point
    }

    /// Adds a cubic Bézier segment with two control points.
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        if current == nil { move(to: control1) }
        elements.append(.cubic(control1, control2, point))
        current = point
    }

    /// Closes the current contour with a straight line to its start.
    public mutating func close() {
        guard current != nil else { return }
        elements.append(.close)
        current = contourStart
    }

    /// Appends every contour of another path.
    public mutating func append(_ other: Path) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// The path with every point mapped through a transform.
    public func applying(_ transform: Transform) -> Path {
        var result = Path()
        result.elements.reserveCapacity(elements.count)
        let f = transform.apply
        for element in elements {
            switch element {
            case .move(let p): result.move(to: f(p))
            case .line(let p): result.line(to: f(p))
            case .quad(let c, let p): result.quad(to: f(p), control: f(c))
            case .cubic(let c1, let c2, let p): result.cubic(to: f(p), control1: f(c1), control2: f(c2))
            case .close: result.close()
            }
        }
        return result
    }

    /// The smallest rectangle containing every point and control point; `Rect.zero` when empty.
    public var controlBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quad(let c, let p): include(c); include(p)
            case .cubic(let c1, let c2, let p): include(c1); include(c2); include(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
