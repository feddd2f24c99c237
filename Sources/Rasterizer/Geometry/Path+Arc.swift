import Foundation

extension Path {
    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, measured from
    /// the x axis towards y), as cubic segments; joined to the current point by a line.
    ///
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: the circle's radius.
    ///   - startAngle: where the arc starts, in radians.
    ///   - endAngle: where the arc ends, in radians.
    ///   - clockwise: on screen (y down), whether angles increase along the arc.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true
    ) {
        guard radius > 0, radius.isFinite else { return }
        var sweep = endAngle - startAngle
        let fullTurn = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
        }
        sweep = max(-fullTurn, min(fullTurn, sweep))
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        // Quarter turns or less per cubic keep the approximation error below 0.03% of the radius.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            cubic(
                to: Point(x: center.x + radius * c1, y: center.y + radius * s1),
                control1: Point(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
                control2: Point(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)))
            angle = next
        }
    }
}
