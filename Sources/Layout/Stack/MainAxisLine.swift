/// The lengths and offsets of a stack's visible children along its axis.
struct MainAxisLine {
    var lengths: [Double]
    var offsets: [Double]
    /// From the first child's leading edge to the last child's trailing edge.
    var extent: Double

    /// What the line needs of a child, without its measuring closure (copying a `StackChild`
    /// retains the closure, which cost more than the arithmetic).
    struct Metrics {
        var bounds: ClosedRange<Double>
        /// Priority against growing and against shrinking; an explicit length raises both to its
        /// own priority (999 for `width`), so an icon sized 24×24 stays 24×24.
        var hugging: LayoutPriority
        var compressionResistance: LayoutPriority

        init(_ child: StackChild, axis: Axis) {
            bounds = child.constraints.bounds(along: axis)
            let length = child.constraints.length[axis] == nil ? nil : child.constraints.lengthPriority[axis]
            hugging = length.map { max(child.hugging[axis], $0) } ?? child.hugging[axis]
            compressionResistance = length.map { max(child.compressionResistance[axis], $0) } ?? child.compressionResistance[axis]
        }
    }

    init(
        naturals: [Double], children: [StackChild], axis: Axis, available: Double?, spacing: Double,
        distribution: StackDistribution, diagnostics: LayoutDiagnostics?
    ) throws {
        let count = naturals.count
        let gaps = spacing * Double(count - 1)
        var metrics: [Metrics] = []
        metrics.reserveCapacity(count)
        for index in children.indices { metrics.append(Metrics(children[index], axis: axis)) }
        let bounds = metrics.map(\.bounds)
        var lengths = zip(naturals, bounds).map { min(max($0, $1.lowerBound), $1.upperBound) }
        var gap = spacing
        var leadingOffsets: [Double]?

        switch distribution {
        case .fill:
            if let available { lengths = Self.fill(lengths, metrics, axis, target: available - gaps, diagnostics) }
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
                lengths = Self.fill(lengths, metrics, axis, target: available - gaps, diagnostics)
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
        _ lengths: [Double], _ metrics: [Metrics], _ axis: Axis, target: Double, _ diagnostics: LayoutDiagnostics?
    ) -> [Double] {
        var result = lengths
        var delta = target - lengths.reduce(0, +)
        guard abs(delta) > 1e-9 else { return result }
        let growing = delta > 0
        let priorities = metrics.map { growing ? $0.hugging : $0.compressionResistance }
        let bounds = metrics.map(\.bounds)
        let candidates = result.indices
            .filter { growing ? result[$0] < bounds[$0].upperBound : result[$0] > bounds[$0].lowerBound }
            .sorted { priorities[$0] != priorities[$1] ? priorities[$0] < priorities[$1] : $0 < $1 }
        if let diagnostics, candidates.count > 1, priorities[candidates[0]] == priorities[candidates[1]] {
            let kind = growing ? "content hugging" : "compression resistance"
            diagnostics.reportAmbiguity(
                "Ambiguous \(axis) layout: children \(candidates[0]) and \(candidates[1]) of a stack have the same "
                    + "\(kind) priority \(priorities[candidates[0]]); child \(candidates[0]) \(growing ? "stretches" : "shrinks") first.")
        }
        for index in candidates {
            if growing {
                let take = min(delta, bounds[index].upperBound - result[index])
                result[index] += take
                delta -= take
            } else {
                let take = min(-delta, result[index] - bounds[index].lowerBound)
                result[index] -= take
                delta += take
            }
            if abs(delta) <= 1e-9 { break }
        }
        return result
    }
}
