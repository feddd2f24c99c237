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
    /// The direction children are placed in.
    public var axis: Axis
    /// The space between children, in points.
    public var spacing: Double
    /// Where children sit across the axis.
    public var alignment: StackAlignment
    /// How children share the length along the axis.
    public var distribution: StackDistribution
    /// The space around the children, in points.
    public var margins: EdgeInsets

    /// Creates a stack layout.
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
        /// Each child's frame, in order, relative to the stack.
        public var frames: [Frame]
        /// The stack's size.
        public var size: LayoutSize
        /// The stack's first baseline, from its top.
        public var firstBaseline: Double?
        /// The stack's last baseline, from its top.
        public var lastBaseline: Double?

        /// The stack's size and baselines, as a parent stack measures it.
        public var measurement: LayoutMeasurement {
            LayoutMeasurement(size: size, firstBaseline: firstBaseline, lastBaseline: lastBaseline)
        }
    }

    /// Arranges children. A `nil` width or height means the stack takes its natural length on that
    /// axis (the measuring pass); given lengths are the stack's frame (the placing pass).
    ///
    /// - Parameters:
    ///   - children: the stack's children, in order.
    ///   - width: the stack's width, or `nil` for its natural width.
    ///   - height: the stack's height, or `nil` for its natural height.
    ///   - diagnostics: where warnings about children that do not fit go.
    ///   - naturalMeasurements: each child's `measurement(width: nil)` when the caller
    ///     already knows them (they do not depend on the stack's size), one per child.
    public func arrange(
        _ children: [StackChild], width: Double? = nil, height: Double? = nil, diagnostics: LayoutDiagnostics? = nil,
        naturalMeasurements: [LayoutMeasurement]? = nil
    ) throws -> Arrangement {
        try arrange(
            StackChildren(children, axis: axis), width: width, height: height, diagnostics: diagnostics,
            naturalMeasurements: naturalMeasurements)
    }

    /// Arranges children prepared once for this stack's axis (see `StackChildren`).
    public func arrange(
        _ children: StackChildren, width: Double? = nil, height: Double? = nil, diagnostics: LayoutDiagnostics? = nil,
        naturalMeasurements: [LayoutMeasurement]? = nil
    ) throws -> Arrangement {
        let children = children.axis == axis ? children : StackChildren(children.all, axis: axis)
        let visible = children.visible
        let count = visible.count
        var frames = [Frame](repeating: Frame(x: 0, y: 0, width: 0, height: 0), count: children.all.count)
        let horizontalMargins = margins.leading + margins.trailing
        let verticalMargins = margins.top + margins.bottom
        guard count > 0 else {
            return Arrangement(frames: frames, size: LayoutSize(width: width ?? horizontalMargins, height: height ?? verticalMargins))
        }
        // Natural measurements by position among the visible children.
        let natural: [LayoutMeasurement]
        if let naturalMeasurements, naturalMeasurements.count == children.all.count {
            natural = children.hasHidden ? visible.map { naturalMeasurements[$0] } : naturalMeasurements
        } else {
            natural = try visible.map { try children.all[$0].measurement(width: nil) }
        }
        var measured: [LayoutMeasurement] = []
        measured.reserveCapacity(count)

        if axis == .horizontal {
            let line = MainAxisLine(
                children: children, available: width.map { max(0, $0 - horizontalMargins) }, spacing: spacing,
                distribution: distribution, diagnostics: diagnostics
            ) { natural[$0].size.width }
            // Only children whose width changed are asked their height again.
            for position in 0..<count {
                let length = line.lengths[position]
                measured.append(length == natural[position].size.width ? natural[position] : try children.child(at: position).measurement(width: length))
            }
            let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
            func baseline(_ measurement: LayoutMeasurement) -> Double {
                alignment == .lastBaseline
                    ? measurement.lastBaseline ?? measurement.size.height : measurement.firstBaseline ?? measurement.size.height
            }
            var above = -Double.infinity, below = -Double.infinity, tallest = -Double.infinity
            for measurement in measured {
                let childBaseline = baseline(measurement)
                above = max(above, childBaseline)
                below = max(below, measurement.size.height - childBaseline)
                tallest = max(tallest, measurement.size.height)
            }
            let contentHeight = isBaseline ? above + below : tallest
            let stackHeight = height ?? contentHeight + verticalMargins
            let inner = max(0, stackHeight - verticalMargins)
            for position in 0..<count {
                let heightBounds = children.crossBounds[position]
                let childHeight = children.sharedCrossLength(at: position, crossLength: inner) ?? (alignment == .fill
                    ? min(max(inner, heightBounds.lowerBound), heightBounds.upperBound) : measured[position].size.height)
                let y: Double = switch alignment {
                case .fill, .leading: 0
                case .center: (inner - childHeight) / 2
                case .trailing: inner - childHeight
                case .firstBaseline, .lastBaseline: above - baseline(measured[position])
                }
                frames[visible[position]] = Frame(
                    x: margins.leading + line.offsets[position], y: margins.top + y, width: line.lengths[position], height: childHeight)
            }
            let stackWidth = width ?? line.extent + horizontalMargins
            let firstFrame = frames[visible[0]], lastFrame = frames[visible[count - 1]]
            let first = firstFrame.y + (measured[0].firstBaseline ?? firstFrame.height)
            let last = lastFrame.y + (measured[count - 1].lastBaseline ?? lastFrame.height)
            return Arrangement(
                frames: frames, size: LayoutSize(width: stackWidth, height: stackHeight),
                firstBaseline: isBaseline ? margins.top + above : first, lastBaseline: isBaseline ? margins.top + above : last)
        }

        // Vertical: widths come from the alignment, heights from height-for-width.
        let innerWidth = width.map { max(0, $0 - horizontalMargins) }
        var widest = -Double.infinity
        for measurement in natural { widest = max(widest, measurement.size.width) }
        let crossWidth = innerWidth ?? widest
        for position in 0..<count {
            // A required width holds even in a filling column (the child then sits at the leading edge).
            let bounds = children.crossBounds[position]
            let shared = innerWidth == nil ? nil : children.sharedCrossLength(at: position, crossLength: crossWidth)
            let childWidth = shared ?? (alignment == .fill
                ? min(max(crossWidth, bounds.lowerBound), bounds.upperBound) : min(natural[position].size.width, crossWidth))
            measured.append(childWidth == natural[position].size.width
                ? natural[position] : try children.child(at: position).measurement(width: childWidth))
        }
        let line = MainAxisLine(
            children: children, available: height.map { max(0, $0 - verticalMargins) }, spacing: spacing,
            distribution: distribution, diagnostics: diagnostics
        ) { measured[$0].size.height }
        for position in 0..<count {
            let childWidth = measured[position].size.width
            let x: Double = switch alignment {
            case .fill, .leading, .firstBaseline, .lastBaseline: 0
            case .center: (crossWidth - childWidth) / 2
            case .trailing: crossWidth - childWidth
            }
            frames[visible[position]] = Frame(
                x: margins.leading + x, y: margins.top + line.offsets[position], width: childWidth, height: line.lengths[position])
        }
        let stackHeight = height ?? line.extent + verticalMargins
        let firstFrame = frames[visible[0]], lastFrame = frames[visible[count - 1]]
        return Arrangement(
            frames: frames, size: LayoutSize(width: width ?? widest + horizontalMargins, height: stackHeight),
            firstBaseline: firstFrame.y + (measured[0].firstBaseline ?? firstFrame.height),
            lastBaseline: lastFrame.y + (measured[count - 1].lastBaseline ?? lastFrame.height))
    }
}
