import Foundation

/// Radii of the four corners of a rounded rectangle, in user units.
public struct CornerRadii: Hashable, Sendable {
    /// The top-left corner's radius.
    public var topLeft: Double
    /// The top-right corner's radius.
    public var topRight: Double
    /// The bottom-right corner's radius.
    public var bottomRight: Double
    /// The bottom-left corner's radius.
    public var bottomLeft: Double

    /// Creates per-corner radii.
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    public init(_ radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Radii scaled down uniformly so adjacent corners never overlap (the CSS rule).
    func fitted(in rect: Rect) -> CornerRadii {
        let sums = [
            (topLeft + topRight, rect.width), (bottomLeft + bottomRight, rect.width),
            (topLeft + bottomLeft, rect.height), (topRight + bottomRight, rect.height),
        ]
        var factor = 1.0
        for (sum, side) in sums where sum > side && sum > 0 { factor = min(factor, side / sum) }
        func fit(_ r: Double) -> Double { max(0, r * factor) }
        return CornerRadii(
            topLeft: fit(topLeft), topRight: fit(topRight),
            bottomRight: fit(bottomRight), bottomLeft: fit(bottomLeft))
    }
}

extension Path {
    /// The cubic control distance that makes a quarter circle, as a fraction of the radius.
    static let circleKappa = 0.5522847498307936

    /// A rectangle, wound clockwise on screen.
    public static func rect(_ rect: Rect) -> Path {
        var path = Path()
        guard !rect.isEmpty else { return path }
        path.move(to: Point(x: rect.minX, y: rect.minY))
        path.line(to: Point(x: rect.maxX, y: rect.minY))
        path.line(to: Point(x: rect.maxX, y: rect.maxY))
        path.line(to: Point(x: rect.minX, y: rect.maxY))
        path.close()
        return path
    }

    /// A rectangle with circular corners of one radius.
    public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        roundedRect(rect, radii: CornerRadii(radius))
    }

    /// A rectangle with circular corners, each with its own radius; radii too large for the
    /// rectangle are scaled down together.
    public static func roundedRect(_ rect: Rect, radii: CornerRadii) -> Path {
        guard !rect.isEmpty else { return Path() }
        let r = radii.fitted(in: rect)
        let k = circleKappa
        var path = Path()
        path.move(to: Point(x: rect.minX + r.topLeft, y: rect.minY))
        path.line(to: Point(x: rect.maxX - r.topRight, y: rect.minY))
        if r.topRight > 0 {
            path.cubic(
                to: Point(x: rect.maxX, y: rect.minY + r.topRight),
                control1: Point(x: rect.maxX - r.topRight * (1 - k), y: rect.minY),
                control2: Point(x: rect.maxX, y: rect.minY + r.topRight * (1 - k)))
        }
        path.line(to: Point(x: rect.maxX, y: rect.maxY - r.bottomRight))
        if r.bottomRight > 0 {
            path.cubic(
                to: Point(x: rect.maxX - r.bottomRight, y: rect.maxY),
                control1: Point(x: rect.maxX, y: rect.maxY - r.bottomRight * (1 - k)),
                control2: Point(x: rect.maxX - r.bottomRight * (1 - k), y: rect.maxY))
        }
        path.line(to: Point(x: rect.minX + r.bottomLeft, y: rect.maxY))
        if r.bottomLeft > 0 {
            path.cubic(
                to: Point(x: rect.minX, y: rect.maxY - r.bottomLeft),
                control1: Point(x: rect.minX + r.bottomLeft * (1 - k), y: rect.maxY),
                control2: Point(x: rect.minX, y: rect.maxY - r.bottomLeft * (1 - k)))
        }
        path.line(to: Point(x: rect.minX, y: rect.minY + r.topLeft))
        if r.topLeft > 0 {
            path.cubic(
                to: Point(x: rect.minX + r.topLeft, y: rect.minY),
                control1: Point(x: rect.minX, y: rect.minY + r.topLeft * (1 - k)),
                control2: Point(x: rect.minX + r.topLeft * (1 - k), y: rect.minY))
        }
        path.close()
        return path
    }

    /// An ellipse inscribed in a rectangle.
    public static func ellipse(in rect: Rect) -> Path {
        guard !rect.isEmpty else { return Path() }
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let kx = rx * circleKappa, ky = ry * circleKappa
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.cubic(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        path.cubic(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        path.cubic(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        path.cubic(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        path.close()
        return path
    }

    /// A circle.
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// An open straight segment, for stroking.
    public static func line(from start: Point, to end: Point) -> Path {
        var path = Path()
        path.move(to: start)
        path.line(to: end)
        return path
    }
}
