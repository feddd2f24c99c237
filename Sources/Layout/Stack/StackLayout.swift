/// The layout of a stack: `UIStackView`'s semantics for axis, spacing, alignment, distribution,
/// layout margins and hidden children, solved directly for the one small system each stack is.
///
/// A stack's constraints are a chain along its axis (leading edge, child, spacing, child, …,
/// trailing edge) plus one alignment relation per child across it. Such a system has a closed-form
/// optimum: along the axis, the shortfall or excess goes to children in priority order (the
/// lowest hugging priority stretches, the lowest compression resistance shrinks), which is what
/// the Cassowary solver finds for the same constraints (the tests check the two agree). Laying a
/// tree out is then one walk, each stack solving its own system: microseconds instead of one
/// large simplex.
public struct StackLayout: Hashable, Sendable {
    public var axis: Axis
    public var spacing: Double
    public var alignment: StackAlignment
    public var distribution: StackDistribution
    public var margins: EdgeInsets

    public init(
        axis: Axis, spacing: Double = 0, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill,
        margins: EdgeInsets = .zero
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.margins = margins
    }

    /// Children placed in a stack: their frames relative to the stack's top-left corner (hidden
    /// children get an empty frame at the origin), the stack's size and its baselines.
    public struct Arrangement: Hashable, Sendable {
        public var frames: [Frame]
        public var size: LayoutSize
        public var firstBaseline: Double?
        public var lastBaseline: Double?

        public var measurement: LayoutMeasurement {
            LayoutMeasurement(size: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
        }
    }

    /// Arranges children. A `nil` width or height means the stack takes its natural length on that
    /// axis (the measuring pass); given lengths are the stack's frame (the placing pass).
    ///
    /// - Parameter naturalMeasurements: each child's `measurement(width: nil)` when the caller
    ///   already knows them (they do not depend on the stack's size), one per child.
    public func arrange(
        _ children: [StackChild], width: Double? = nil, height: Double? = nil, diagnostics: LayoutDiagnostics? = nil,
        naturalMeasurements: [LayoutMeasurement]? = nil
    ) throws -> Arrangement {
        let hasHidden = children.contains { $0.isHidden }
        let visible = hasHidden ? children.indices.filter { !children[$0].isHidden } : Array(children.indices)
        var frames = [Frame](repeating: Frame(x: 0, y: 0, width: 0, height: 0), count: children.count)
        let horizontalMargins = margins.leading + margins.trailing
        let verticalMargins = margins.top + margins.bottom
        guard !visible.isEmpty else {
            return Arrangement(frames: frames, size: LayoutSize(width: width ?? horizontalMargins, height: height ?? verticalMargins))
        }
        let visibleChildren = hasHidden ? visible.map { children[$0] } : children
        let natural: [LayoutMeasurement]
        if let naturalMeasurements, naturalMeasurements.count == children.count {
            natural = hasHidden ? visible.map { naturalMeasurements[$0] } : naturalMeasurements
        } else {
            natural = try visibleChildren.map { try $0.measurement(width: nil) }
        }

        if axis == .horizontal {
            let available = width.map { max(0, $0 - horizontalMargins) }
            let line = try MainAxisLine(
                naturals: natural.map(\.size.width), children: visibleChildren, axis: .horizontal,
                available: available, spacing: spacing, distribution: distribution, diagnostics: diagnostics)
            var measured: [LayoutMeasurement] = []
            for (index, child) in visibleChildren.enumerated() {
                measured.append(line.lengths[index] == natural[index].size.width
                    ? natural[index] : try child.measurement(width: line.lengths[index]))
            }
            let baselines = measured.map { alignment == .lastBaseline ? ($0.lastBaseline ?? $0.size.height) : ($0.firstBaseline ?? $0.size.height) }
            let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
            let above = baselines.max() ?? 0
            let below = zip(measured, baselines).map { $0.size.height - $1 }.max() ?? 0
            let contentHeight = isBaseline ? above + below : measured.map(\.size.height).max() ?? 0
            let stackHeight = height ?? contentHeight + verticalMargins
            let inner = max(0, stackHeight - verticalMargins)
            for (index, childIndex) in visible.enumerated() {
                let heightBounds = visibleChildren[index].constraints.bounds(along: .vertical)
                let childHeight = alignment == .fill
                    ? min(max(inner, heightBounds.lowerBound), heightBounds.upperBound) : measured[index].size.height
                let y: Double = switch alignment {
                case .fill, .leading: 0
                case .center: (inner - childHeight) / 2
                case .trailing: inner - childHeight
                case .firstBaseline, .lastBaseline: above - baselines[index]
                }
                frames[childIndex] = Frame(
                    x: margins.leading + line.offsets[index], y: margins.top + y, width: line.lengths[index], height: childHeight)
            }
            let stackWidth = width ?? line.extent + horizontalMargins
            let first = visible.first.map { frames[$0].y + (measured[0].firstBaseline ?? frames[$0].height) }
            let last = visible.last.map { frames[$0].y + (measured[measured.count - 1].lastBaseline ?? frames[$0].height) }
            return Arrangement(
                frames: frames, size: LayoutSize(width: stackWidth, height: stackHeight),
                firstBaseline: isBaseline ? margins.top + above : first, lastBaseline: isBaseline ? margins.top + above : last)
        }

        // Vertical: widths come from the alignment, heights from height-for-width.
        let innerWidth = width.map { max(0, $0 - horizontalMargins) }
        let widest = natural.map(\.size.width).max() ?? 0
        let crossWidth = innerWidth ?? widest
        var measured: [LayoutMeasurement] = []
        for (index, child) in visibleChildren.enumerated() {
            // A required width holds even in a filling column (the child then sits at the leading edge).
            let bounds = child.constraints.bounds(along: .horizontal)
            let childWidth = alignment == .fill
                ? min(max(crossWidth, bounds.lowerBound), bounds.upperBound) : min(natural[index].size.width, crossWidth)
            measured.append(childWidth == natural[index].size.width
                ? natural[index] : try child.measurement(width: childWidth))
        }
        let available = height.map { max(0, $0 - verticalMargins) }
        let line = try MainAxisLine(
            naturals: measured.map(\.size.height), children: visibleChildren, axis: .vertical,
            available: available, spacing: spacing, distribution: distribution, diagnostics: diagnostics)
        for (index, childIndex) in visible.enumerated() {
            let childWidth = measured[index].size.width
            let x: Double = switch alignment {
            case .fill, .leading, .firstBaseline, .lastBaseline: 0
            case .center: (crossWidth - childWidth) / 2
            case .trailing: crossWidth - childWidth
            }
            frames[childIndex] = Frame(
                x: margins.leading + x, y: margins.top + line.offsets[index], width: childWidth, height: line.lengths[index])
        }
        let stackHeight = height ?? line.extent + verticalMargins
        let firstFrame = frames[visible[0]], lastFrame = frames[visible[visible.count - 1]]
        return Arrangement(
            frames: frames, size: LayoutSize(width: width ?? widest + horizontalMargins, height: stackHeight),
            firstBaseline: firstFrame.y + (measured[0].firstBaseline ?? firstFrame.height),
            lastBaseline: lastFrame.y + (measured[measured.count - 1].lastBaseline ?? lastFrame.height))
    }
}
