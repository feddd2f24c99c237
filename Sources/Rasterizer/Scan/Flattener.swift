/// Turns a path's curves into line segments no further than `tolerance` from the true curve.
///
/// The segment count comes from the bound on a Bézier's second derivative: a curve cut into n
/// equal parameter steps strays from its chords by at most |P0 − 2P1 + P2| / (4n²) for a quadratic
/// and (3/4)·max|Δ²P| / n² for a cubic.
///
/// Chords always lie on the concave side of a curve, so plain flattening shrinks every convex
/// shape by about two thirds of the chord deviation along its whole outline (0.6% of a circle of
/// radius 17 at 0.1 px). Each inner vertex is therefore pushed off the curve by −(h²/12)·B″(t), the
/// offset that makes a chord enclose the same area as its arc to second order; the polyline still
/// stays within the tolerance of the curve, and curve end points stay exact.
enum Flattener {
    /// Calls `emit` with every segment of every contour, closing open contours (for filling).
    static func flattenClosed(_ path: Path, tolerance: Double, emit: (Point, Point) -> Void) {
        var start = Point.zero
        var current = Point.zero
        var isOpen = false
        for element in path.elements {
            switch element {
            case .move(let p):
                if isOpen && current != start { emit(current, start) }
                start = p
                current = p
                isOpen = true
            case .line(let p):
                emit(current, p)
                current = p
            case .quad(let c, let p):
                flattenQuad(current, c, p, tolerance: tolerance, emit: emit)
                current = p
            case .cubic(let c1, let c2, let p):
                flattenCubic(current, c1, c2, p, tolerance: tolerance, emit: emit)
                current = p
            case .close:
                if current != start { emit(current, start) }
                current = start
            }
        }
        if isOpen && current != start { emit(current, start) }
    }

    static func segmentCount(secondDifference: Double, factor: Double, tolerance: Double) -> Int {
        let raw = (factor * secondDifference / tolerance).squareRoot().rounded(.up)
        guard raw.isFinite else { return 1 }
        return max(1, min(Int(raw), 4096))
    }

    static func flattenQuad(_ p0: Point, _ p1: Point, _ p2: Point, tolerance: Double, emit: (Point, Point) -> Void) {
        let dd = (p0 - p1 * 2 + p2).length
        let n = segmentCount(secondDifference: dd, factor: 0.25, tolerance: tolerance)
        var previous = p0
        let h = 1 / Double(n)
        // B'' = 2 (P0 - 2 P1 + P2), constant for a quadratic.
        let second = (p0 - p1 * 2 + p2) * 2
        let compensation = second * (-h * h / 12)
        for i in 1..<n {
            let t = Double(i) * h, u = 1 - t
            let point = Point(
                x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x + compensation.x,
                y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y + compensation.y)
            emit(previous, point)
            previous = point
        }
        emit(previous, p2)
    }

    static func flattenCubic(
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, emit: (Point, Point) -> Void
    ) {
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        let n = segmentCount(secondDifference: dd, factor: 0.75, tolerance: tolerance)
        var previous = p0
        let h = 1 / Double(n)
        let k = -h * h / 12
        // B''(t) = 6 ((1 - t) (P0 - 2 P1 + P2) + t (P1 - 2 P2 + P3)).
        let d0 = (p0 - p1 * 2 + p2) * 6, d1 = (p1 - p2 * 2 + p3) * 6
        for i in 1..<n {
            let t = Double(i) * h, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            let point = Point(
                x: a * p0.x + b * p1.x + c * p2.x + d * p3.x + k * (u * d0.x + t * d1.x),
                y: a * p0.y + b * p1.y + c * p2.y + d * p3.y + k * (u * d0.y + t * d1.y))
            emit(previous, point)
            previous = point
        }
        emit(previous, p3)
    }
}
