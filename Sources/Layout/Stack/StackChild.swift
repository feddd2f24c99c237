/// What a stack needs to know about the size of a piece of content.
public struct LayoutMeasurement: Hashable, Sendable {
    /// The size the content wants.
    public var size: LayoutSize
    /// Distance from the top to the first and last baselines, for text; `nil` uses the bottom.
    public var firstBaseline: Double?
    /// Distance from the top to the last baseline, for text; `nil` uses the bottom.
    public var lastBaseline: Double?

    /// Creates a measurement.
    public init(size: LayoutSize, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// A length a stack can give up along its axis at one priority: what its children of that
/// compression resistance can lose from their natural lengths, added up.
public struct ShrinkTier: Hashable, Sendable {
    /// The priority at which this length gives way.
    public var priority: LayoutPriority
    /// The length, in points.
    public var length: Double

    /// Creates a tier.
    public init(priority: LayoutPriority, length: Double) {
        self.priority = priority
        self.length = length
    }
}

/// One arranged child of a stack: its priorities, constraints and a way to measure it.
///
/// `measure` answers the height-for-width question: given a width (or `nil` for none), the size
/// the content wants. It is called once per width the stack tries.
public struct StackChild {
    /// How strongly the child resists growing past its natural size, per axis.
    public var hugging: PerAxis<LayoutPriority>
    /// How strongly the child resists shrinking below its natural size, per axis.
    public var compressionResistance: PerAxis<LayoutPriority>
    /// The child's minimum, maximum and fixed lengths.
    public var constraints: SizeConstraints
    /// Hidden children take no space and no spacing, as in `UIStackView`.
    public var isHidden: Bool
    /// The size the child wants for a proposed width (`nil`: its natural width).
    public var measure: (_ proposedWidth: Double?) throws -> LayoutMeasurement
    /// How a child that is itself a stack gives up room along the parent's axis: each step at
    /// the priority of the children inside that give it (`nil`: all of it at
    /// `compressionResistance`, down to the child's minimum).
    public var shrinkTiers: [ShrinkTier]?

    /// Creates a child.
    public init(
        hugging: PerAxis<LayoutPriority> = PerAxis(horizontal: .defaultLow, vertical: .defaultLow),
        compressionResistance: PerAxis<LayoutPriority> = PerAxis(horizontal: .defaultHigh, vertical: .defaultHigh),
        constraints: SizeConstraints = SizeConstraints(), isHidden: Bool = false,
        measure: @escaping (_ proposedWidth: Double?) throws -> LayoutMeasurement
    ) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.constraints = constraints
        self.isHidden = isHidden
        self.measure = measure
    }

    /// The child's size with its constraints applied: at an allocated width, or at its natural
    /// width when `width` is `nil`.
    public func measurement(width: Double?) throws -> LayoutMeasurement {
        let proposal = width ?? constraints.length.horizontal.map { constraints.clamp($0, along: .horizontal) }
        return constraints.apply(to: try measure(proposal), width: width)
    }
}

extension SizeConstraints {
    /// What content measured, with these constraints applied: at an allocated width, or at the
    /// natural width when `width` is `nil`. Text baselines move with the content when a
    /// constraint forces another height (content is centred, as in a `UILabel`).
    public func apply(to measured: LayoutMeasurement, width: Double?) -> LayoutMeasurement {
        var content = measured
        let resolvedWidth: Double
        if let width {
            resolvedWidth = width
        } else if let explicit = length.horizontal {
            resolvedWidth = clamp(explicit, along: .horizontal)
        } else if let ratio = aspectRatio, ratio > 0, let height = length.vertical {
            resolvedWidth = clamp(height * ratio, along: .horizontal)
        } else {
            resolvedWidth = clamp(content.size.width, along: .horizontal)
        }
        var height: Double
        if let explicit = length.vertical {
            height = explicit
        } else if let ratio = aspectRatio, ratio > 0 {
            height = resolvedWidth / ratio
        } else {
            height = content.size.height
        }
        height = clamp(height, along: .vertical)
        let shift = (height - content.size.height) / 2
        if shift != 0 {
            content.firstBaseline = content.firstBaseline.map { $0 + shift }
            content.lastBaseline = content.lastBaseline.map { $0 + shift }
        }
        content.size = LayoutSize(width: resolvedWidth, height: height)
        return content
    }
}
