/// A stack's children with what its layout needs of them worked out once: which are visible,
/// their bounds along the stack's axis and across it, their priorities along it, and the order in
/// which they grow and shrink.
///
/// A stack that is arranged at many sizes (measured, then placed, then laid out again at another
/// width) prepares its children once and pays only for the arithmetic of each arrangement. It is
/// immutable, and a class so that handing it around costs one reference count, not one per list.
public final class StackChildren {
    /// Every child, hidden ones included, in order.
    public let all: [StackChild]
    /// The axis the bounds and priorities were worked out for.
    public let axis: Axis
    /// Indices into `all` of the visible children. Everything below is per visible child, in
    /// this order, and the positions it mentions are positions in this list.
    let visible: [Int]
    let mainBounds: [ClosedRange<Double>]
    let crossBounds: [ClosedRange<Double>]
    /// Priority against growing and against shrinking along the axis; an explicit length raises
    /// both to its own priority (999 for `width`), so an icon sized 24×24 stays 24×24.
    let hugging: [LayoutPriority]
    let compressionResistance: [LayoutPriority]
    /// Who takes an excess first (lowest hugging) and who gives up a shortfall first (lowest
    /// compression resistance); ties go to the earlier child.
    let growthOrder: [Int]
    let shrinkOrder: [Int]
    /// Shares of the stack's content length along the axis and across it (`nil` for none);
    /// empty when no child has one, the common case.
    let mainShares: [Double?]
    /// The tiers of the children that have them (stacks along this axis), by position.
    let shrinkTiersByPosition: [Int: [ShrinkTier]]
    let crossShares: [Double?]

    /// Measures children for a stack along an axis.
    public init(_ children: [StackChild], axis: Axis) {
        all = children
        self.axis = axis
        visible = children.indices.filter { !children[$0].isHidden }
        var mainBounds: [ClosedRange<Double>] = [], crossBounds: [ClosedRange<Double>] = []
        var hugging: [LayoutPriority] = [], compressionResistance: [LayoutPriority] = []
        for index in visible {
            let constraints = children[index].constraints
            mainBounds.append(constraints.bounds(along: axis))
            crossBounds.append(constraints.bounds(along: axis.cross))
            let lengthPriority = constraints.length[axis] == nil ? nil : constraints.lengthPriority[axis]
            let ownHugging = children[index].hugging[axis], ownResistance = children[index].compressionResistance[axis]
            hugging.append(lengthPriority.map { max(ownHugging, $0) } ?? ownHugging)
            compressionResistance.append(lengthPriority.map { max(ownResistance, $0) } ?? ownResistance)
        }
        var tiers: [Int: [ShrinkTier]] = [:]
        for (position, index) in visible.enumerated() {
            // An explicit length (a `width` on the stack) is held at its own priority instead.
            if let own = children[index].shrinkTiers, !own.isEmpty, children[index].constraints.length[axis] == nil {
                tiers[position] = own
            }
        }
        shrinkTiersByPosition = tiers
        let hasShares = visible.contains { children[$0].constraints.shareOfStack != PerAxis(horizontal: nil, vertical: nil) }
        mainShares = hasShares ? visible.map { children[$0].constraints.shareOfStack[axis] } : []
        crossShares = hasShares ? visible.map { children[$0].constraints.shareOfStack[axis.cross] } : []
        self.mainBounds = mainBounds
        self.crossBounds = crossBounds
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        growthOrder = mainBounds.indices.sorted { hugging[$0] != hugging[$1] ? hugging[$0] < hugging[$1] : $0 < $1 }
        shrinkOrder = mainBounds.indices.sorted {
            compressionResistance[$0] != compressionResistance[$1] ? compressionResistance[$0] < compressionResistance[$1] : $0 < $1
        }
    }

    /// How the stack as a whole gives up room along its axis from its natural length: per
    /// priority, what its children of that priority can lose, weakest first. A stack of two
    /// 999-wide icons and a label gives the label's room at 750, then the icons' at 999.
    public func shrinkTiers(naturals: [LayoutMeasurement]) -> [ShrinkTier] {
        var byPriority: [LayoutPriority: Double] = [:]
        for position in visible.indices {
            let natural = min(max(naturals[visible[position]].size[axis], mainBounds[position].lowerBound), mainBounds[position].upperBound)
            for tier in tiers(at: position, natural: natural) where tier.length > 1e-9 {
                byPriority[tier.priority, default: 0] += tier.length
            }
        }
        return byPriority.sorted { $0.key < $1.key }.map { ShrinkTier(priority: $0.key, length: $0.value) }
    }

    /// A visible child's tiers: its own when it is a stack along this axis, else all the room
    /// above its minimum at its compression resistance.
    func tiers(at position: Int, natural: Double) -> [ShrinkTier] {
        if let own = shrinkTiersByPosition[position] { return own }
        return [ShrinkTier(priority: compressionResistance[position], length: natural - mainBounds[position].lowerBound)]
    }

    /// Whether any child is hidden.
    public var hasHidden: Bool { visible.count != all.count }

    /// The visible child at a position.
    func child(at position: Int) -> StackChild { all[visible[position]] }

    /// The bounds along the axis once the stack's content length is known: a child with a share
    /// of the stack is fixed at that share (within its own minimum and maximum).
    func mainBounds(available: Double?) -> [ClosedRange<Double>] {
        guard let available, !mainShares.isEmpty else { return mainBounds }
        return mainBounds.indices.map { position in
            guard let share = mainShares[position] else { return mainBounds[position] }
            let fixed = all[visible[position]].constraints.clamp(share * available, along: axis)
            return fixed...fixed
        }
    }

    /// The length across the axis of a child with a share of the stack's cross length, or `nil`.
    func sharedCrossLength(at position: Int, crossLength: Double) -> Double? {
        guard !crossShares.isEmpty, let share = crossShares[position] else { return nil }
        return all[visible[position]].constraints.clamp(share * crossLength, along: axis.cross)
    }
}
