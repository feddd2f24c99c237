import Foundation
import Rasterizer

/// A rounded rectangle with continuous corners, as Apple draws `.continuous` (SwiftUI's default
/// for `RoundedRectangle`): each corner's curvature grows from the straight edge instead of
/// starting at a quarter circle's full curvature, so the curve leaves the edge sooner (at 1.6 times
/// the radius from the corner) and meets the quarter circle's arc around the diagonal. Drawn as
/// Figma describes matching iOS's corners (Figma, "Desperately seeking squircles", 2018: corner
/// smoothing of 60 %): a cubic from the edge, an arc of the radius, a cubic to the next edge. A
/// corner whose curve would not fit half the shorter side loses smoothing until it does, down to
/// the plain quarter circle (a capsule stays a capsule).
enum ContinuousCorners {
    /// Figma's smoothing that matches iOS.
    static let smoothing = 0.6

    /// The outline of `rect` with each corner's radius (top left, top right, bottom right, bottom
    /// left), clockwise from the top edge.
    static func path(in rect: Rect, radii: [Double]) -> Rasterizer.Path {
        let budget = min(rect.width, rect.height) / 2
        var path = Rasterizer.Path()
        // Each corner drawn in a frame whose x runs along the edge it starts from and y into the
        // rectangle, mapped to the rectangle by its corner point and two unit directions.
        let corners: [(corner: Point, along: Point, inward: Point)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        let ordered = [radii[1], radii[2], radii[3], radii[0]]
        for (index, (corner, along, inward)) in corners.enumerated() {
            let radius = min(max(ordered[index], 0), budget)
            // A point `u` before the corner along the edge and `v` into the rectangle.
            func point(_ u: Double, _ v: Double) -> Point {
                Point(x: corner.x - along.x * u + inward.x * v, y: corner.y - along.y * u + inward.y * v)
            }
            guard radius > 0 else {
                index == 0 ? path.move(to: corner) : path.line(to: corner)
                continue
            }
            var smoothing = Self.smoothing
            var p = (1 + smoothing) * radius
            if p > budget {
                smoothing = max(0, min(smoothing, budget / radius - 1))
                p = min(p, budget)
            }
            let arcMeasure = 90 * (1 - smoothing) * .pi / 180
            let arcSection = sin(arcMeasure / 2) * radius * 2.0.squareRoot()
            let alpha = (.pi / 2 - arcMeasure) / 2
            let p3ToP4 = radius * tan(alpha / 2)
            let beta = .pi / 4 * smoothing
            let c = p3ToP4 * cos(beta), d = c * tan(beta)
            let b = (p - arcSection - c - d) / 3, a = 2 * b
            let start = point(p, 0)
            index == 0 ? path.move(to: start) : path.line(to: start)
            path.cubic(to: point(p - a - b - c, d), control1: point(p - a, 0), control2: point(p - a - b, 0))
            // The arc of the corner's circle, centred `radius` in from both edges.
            let centre = point(radius, radius)
            func angle(_ q: Point) -> Double { atan2(q.y - centre.y, q.x - centre.x) }
            let arcEnd = point(d, p - a - b - c)
            path.addArc(center: centre, radius: radius, startAngle: angle(point(p - a - b - c, d)), endAngle: angle(arcEnd), clockwise: true)
            path.cubic(to: point(0, p), control1: point(0, p - a - b), control2: point(0, p - a))
        }
        path.close()
        return path
    }
}
