/// The lengths and offsets of a stack's visible children along its axis.
struct MainAxisLine {
    var lengths: [Double]
    var offsets: [Double]
    /// From the first child's leading edge to the last child's trailing edge.
    var extent: Double

    /// Lays out the visible children along the stack's axis; `natural` gives the natural length of
    /// the visible child at a position.
    init(
        children: StackChildren, available: Double?, spacing: Double, distribution: StackDistribution,
        diagnostics: LayoutDiagnostics?, natural: (Int) -> Double
    ) {
        let count = children.visible.count
        let gaps = spacing * Double(count - 1)
        let bounds = children.mainBounds(available: available)
        var lengths: [Double] = []
        lengths.reserveCapacity(count)
        for position in 0..<count { lengths.append(min(max(natural(position), bounds[position].lowerBound), bounds[position].upperBound)) }
        var gap = spacing
        var leadingOffsets: [Double]?

        switch distribution {
        case .fill:
            if let available { Self.fill(&lengths, children, bounds, target: available - gaps, diagnostics) }
        case .fillEqually:
            let each = available.map { ($0 - gaps) / Double(count) } ?? (lengths.max() ?? 0)
            lengths = bounds.map { min(max(each, $0.lowerBound), $0.upperBound) }
        case .fillProportionally:
            if let available {
                let total = lengths.reduce(0, +)
                let room = available - gaps
                lengths = zip(lengths, bounds).map { length, bound in
                    let share = total > 0 ? length / total * room : room / Double(count)
                    return min(max(share, bound.lowerBound), bound.upperBound)
                }
            }
        case .equalSpacing, .equalCentering:
            guard let available else { break }
            let total = lengths.reduce(0, +)
            if total + gaps > available || count == 1 {
                Self.fill(&lengths, children, bounds, target: available - gaps, diagnostics)
            } else if distribution == .equalSpacing {
                gap = (available - total) / Double(count - 1)
            } else {
                // Centres equally apart, if every gap stays at least `spacing`.
                let first: Double = lengths[0] / 2, last: Double = lengths[count - 1] / 2
                let step: Double = (available - first - last) / Double(count - 1)
                let centres: [Double] = (0..<count).map { first + Double($0) * step }
                var fits = true
                for i in 0..<(count - 1) {
                    let gapBetween: Double = (centres[i + 1] - lengths[i + 1] / 2) - (centres[i] + lengths[i] / 2)
                    if gapBetween < spacing - 1e-9 { fits = false }
                }
                if fits {
                    leadingOffsets = (0..<count).map { centres[$0] - lengths[$0] / 2 }
                } else {
                    gap = (available - total) / Double(count - 1)
                }
            }
        }

        var offsets: [Double] = []
        offsets.reserveCapacity(count)
        if let leadingOffsets {
            offsets = leadingOffsets
        } else {
            var cursor = 0.0
            for length in lengths {
                offsets.append(cursor)
                cursor += length + gap
            }
        }
        self.lengths = lengths
        self.offsets = offsets
        self.extent = (offsets.last ?? 0) + (lengths.last ?? 0)
    }

    /// `fill`: grow the lowest hugging priority first, or shrink the lowest compression
    /// resistance first, each within its bounds; ties go to the earlier child.
    static func fill(
        _ lengths: inout [Double], _ children: StackChildren, _ bounds: [ClosedRange<Double>], target: Double, _ diagnostics: LayoutDiagnostics?
    ) {
        var delta = target - lengths.reduce(0, +)
        guard abs(delta) > 1e-9 else { return }
        let growing = delta > 0
        if !growing && !children.shrinkTiersByPosition.isEmpty {
            return shrinkByTiers(&lengths, children, bounds, shortfall: -delta, diagnostics)
        }
        let order = growing ? children.growthOrder : children.shrinkOrder
        let priorities = growing ? children.hugging : children.compressionResistance
        var firstCandidate: Int?
        var comparedCandidates = diagnostics == nil
        var settled = false
        for index in order {
            // Only children that can still move in that direction take part.
            guard growing ? lengths[index] < bounds[index].upperBound : lengths[index] > bounds[index].lowerBound else { continue }
            if !comparedCandidates {
                if let first = firstCandidate {
                    comparedCandidates = true
                    if priorities[first] == priorities[index] {
                        let kind = growing ? "content hugging" : "compression resistance"
                        diagnostics?.reportAmbiguity(
                            "Ambiguous \(children.axis) layout: children \(first) and \(index) of a stack have the same "
                                + "\(kind) priority \(priorities[first]); child \(first) \(growing ? "stretches" : "shrinks") first.")
                    }
                } else {
                    firstCandidate = index
                }
            }
            if !settled {
                if growing {
                    let take = min(delta, bounds[index].upperBound - lengths[index])
                    lengths[index] += take
                    delta -= take
                } else {
                    let take = min(-delta, lengths[index] - bounds[index].lowerBound)
                    lengths[index] -= take
                    delta += take
                }
                settled = abs(delta) <= 1e-9
            }
            if settled && comparedCandidates { break }
        }
    }

    /// `fill` short of room when a child is a stack with tiers: every child's room in steps, the
    /// weakest priority first (a child without tiers is one step), ties to the earlier child.
    static func shrinkByTiers(
        _ lengths: inout [Double], _ children: StackChildren, _ bounds: [ClosedRange<Double>], shortfall: Double,
        _ diagnostics: LayoutDiagnostics?
    ) {
        var steps: [(priority: LayoutPriority, position: Int, length: Double)] = []
        for position in lengths.indices {
            for tier in children.tiers(at: position, natural: lengths[position]) where tier.length > 1e-9 {
                steps.append((tier.priority, position, tier.length))
            }
        }
        steps.sort { $0.priority != $1.priority ? $0.priority < $1.priority : $0.position < $1.position }
        if steps.count > 1, steps[0].priority == steps[1].priority, steps[0].position != steps[1].position {
            diagnostics?.reportAmbiguity(
                "Ambiguous \(children.axis) layout: children \(steps[0].position) and \(steps[1].position) of a stack give up room "
                    + "at the same compression resistance \(steps[0].priority); child \(steps[0].position) shrinks first.")
        }
        var remaining = shortfall
        for step in steps where remaining > 1e-9 {
            let take = min(remaining, step.length, lengths[step.position] - bounds[step.position].lowerBound)
            guard take > 0 else { continue }
            lengths[step.position] -= take
            remaining -= take
        }
    }
}
