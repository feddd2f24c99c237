import Foundation

/// Turns a path and a stroke style into a fillable outline (non-zero).
///
/// Each contour is flattened, then offset by half the width on both sides: the outer side of a
/// corner gets the join (miter, round or bevel), the inner side pivots through the corner point,
/// which leaves a small loop that the non-zero rule fills as part of the body. Open contours
/// become one closed polygon (left side, end cap, right side back, start cap); closed contours
/// become two rings of opposite direction. Coordinates stay in user units; `tolerance` is in user
/// units too.
enum Stroker {
    static func outline(of path: Path, style: StrokeStyle, halfWidth: Double, tolerance: Double) -> Path {
        var result = Path()
        for contour in contours(of: path, tolerance: tolerance) {
            strokeContour(contour.points, isClosed: contour.isClosed, style: style, halfWidth: halfWidth, tolerance: tolerance, into: &result)
        }
        return result
    }

    struct Contour {
        var points: [Point]
        var isClosed: Bool
    }

    /// Flattened contours with repeated points removed.
    static func contours(of path: Path, tolerance: Double) -> [Contour] {
        var result: [Contour] = []
        var current: [Point] = []
        func append(_ p: Point) {
            if let last = current.last, abs(last.x - p.x) < 1e-9, abs(last.y - p.y) < 1e-9 { return }
            current.append(p)
        }
        func finish(closed: Bool) {
            if closed, current.count > 1, let first = current.first, let last = current.last,
               abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9
            {
                current.removeLast()
            }
            if !current.isEmpty { result.append(Contour(points: current, isClosed: closed && current.count > 2)) }
            current = []
        }
        var start = Point.zero, position = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                append(p)
                start = p
                position = p
            case .line(let p):
                append(p)
                position = p
            case .quad(let c, let p):
                Flattener.flattenQuad(position, c, p, tolerance: tolerance) { _, b in append(b) }
                position = p
            case .cubic(let c1, let c2, let p):
                Flattener.flattenCubic(position, c1, c2, p, tolerance: tolerance) { _, b in append(b) }
                position = p
            case .close:
                finish(closed: true)
                append(start)
                position = start
            }
        }
        // A trailing lone move (after a close) is not a contour worth a cap.
        if current.count > 1 { finish(closed: false) }
        return result
    }

    private static func strokeContour(
        _ points: [Point], isClosed: Bool, style: StrokeStyle, halfWidth hw: Double, tolerance: Double, into result: inout Path
    ) {
        if points.count == 1 {
            // A dot: only round and square caps draw it.
            let p = points[0]
            switch style.cap {
            case .butt: break
            case .round: result.append(.circle(center: p, radius: hw))
            case .square: result.append(.rect(Rect(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw)))
            }
            return
        }
        let count = points.count
        let segmentCount = isClosed ? count : count - 1
        var normals: [Point] = []
        var directions: [Point] = []
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % count]
            let d = b - a
            let length = d.length
            let unit = Point(x: d.x / length, y: d.y / length)
            directions.append(unit)
            normals.append(Point(x: -unit.y * hw, y: unit.x * hw))
        }
        var left: [Point] = [], right: [Point] = []
        // For an open contour the first segment starts without a join.
        if !isClosed {
            left.append(points[0] + normals[0])
            right.append(points[0] - normals[0])
        }
        let vertices = isClosed ? Array(0..<count) : Array(1..<(count - 1))
        for i in vertices {
            let previous = (i - 1 + segmentCount) % segmentCount
            let nIn = normals[previous], nOut = normals[i]
            let cross = directions[previous].x * directions[i].y - directions[previous].y * directions[i].x
            let p = points[i]
            if cross > 0 {
                // Turning towards +n: the left side is inside the corner.
                left += [p + nIn, p, p + nOut]
                join(at: p, from: nIn * -1, to: nOut * -1, style: style, hw: hw, tolerance: tolerance, into: &right)
            } else {
                join(at: p, from: nIn, to: nOut, style: style, hw: hw, tolerance: tolerance, into: &left)
                right += [p - nIn, p, p - nOut]
            }
        }
        if isClosed {
            appendPolygon(left, to: &result)
            appendPolygon(right.reversed(), to: &result)
            return
        }
        let last = points[count - 1], lastNormal = normals[segmentCount - 1], lastDirection = directions[segmentCount - 1]
        left.append(last + lastNormal)
        right.append(last - lastNormal)
        var outline = left
        cap(at: last, normal: lastNormal, direction: lastDirection, style: style, hw: hw, tolerance: tolerance, into: &outline)
        outline += right.reversed()
        cap(at: points[0], normal: normals[0] * -1, direction: directions[0] * -1, style: style, hw: hw, tolerance: tolerance, into: &outline)
        appendPolygon(outline, to: &result)
    }

    /// Adds the outer side of a corner at `p`, from offset `a` to offset `b` (both of length hw).
    private static func join(
        at p: Point, from a: Point, to b: Point, style: StrokeStyle, hw: Double, tolerance: Double, into side: inout [Point]
    ) {
        side.append(p + a)
        let dot = (a.x * b.x + a.y * b.y) / (hw * hw)
        if dot > 0.9999 {  // nearly straight: nothing to add
            side.append(p + b)
            return
        }
        switch style.join {
        case .bevel:
            break
        case .miter:
            // The miter's length over the width is 1 / sin(φ/2) for a corner angle φ, which is
            // 1 / sqrt((1 + cos θ) / 2) with θ the angle between the offsets.
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                let sum = a + b
                let sumLength = sum.length
                let miterLength = hw / cosHalf
                side.append(p + Point(x: sum.x / sumLength * miterLength, y: sum.y / sumLength * miterLength))
            }
        case .round:
            arc(around: p, from: a, to: b, hw: hw, tolerance: tolerance, into: &side)
        }
        side.append(p + b)
    }

    /// Adds the cap at an end point `p`, from offset `normal` around to `−normal` via `direction`.
    private static func cap(
        at p: Point, normal: Point, direction: Point, style: StrokeStyle, hw: Double, tolerance: Double, into outline: inout [Point]
    ) {
        switch style.cap {
        case .butt:
            break
        case .square:
            let extend = direction * hw
            outline.append(p + normal + extend)
            outline.append(p - normal + extend)
        case .round:
            arc(around: p, from: normal, to: direction * hw, hw: hw, tolerance: tolerance, into: &outline)
            outline.append(p + direction * hw)
            arc(around: p, from: direction * hw, to: normal * -1, hw: hw, tolerance: tolerance, into: &outline)
        }
    }

    /// Points strictly between offsets `a` and `b` on the circle of radius hw, the short way round.
    private static func arc(around p: Point, from a: Point, to b: Point, hw: Double, tolerance: Double, into points: inout [Point]) {
        let start = atan2(a.y, a.x)
        var sweep = atan2(b.y, b.x) - start
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        let step = 2 * acos(max(-1, min(1, 1 - tolerance / max(hw, tolerance))))
        let pieces = max(1, Int((abs(sweep) / max(step, 1e-3)).rounded(.up)))
        guard pieces > 1 else { return }
        for k in 1..<pieces {
            let angle = start + sweep * Double(k) / Double(pieces)
            points.append(Point(x: p.x + hw * cos(angle), y: p.y + hw * sin(angle)))
        }
    }

    private static func appendPolygon(_ points: some Sequence<Point>, to path: inout Path) {
        var isFirst = true
        for point in points {
            if isFirst { path.move(to: point); isFirst = false } else { path.line(to: point) }
        }
        if !isFirst { path.close() }
    }
}
