/// How much the solver cares about a constraint: required ones must hold; the others are
/// satisfied as well as possible, a stronger one always winning over any number of weaker ones
/// at the sizes layouts use.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight of a violation in the objective.
    public let weight: Double

    /// Combines the three preference levels (each 0...1000) into one weight, as Cassowary's
    /// symbolic weights do: strong · 10⁶ + medium · 10³ + weak.
    public init(strong: Double, medium: Double, weak: Double) {
        let clip = { (value: Double) in min(max(value, 0), 1000) }
        weight = clip(strong) * 1_000_000 + clip(medium) * 1_000 + clip(weak)
    }

    private init(weight: Double) {
        self.weight = weight
    }

    /// Must hold; the solver fails rather than break it.
    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    /// Strong: broken only for required constraints.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// Medium: broken for strong and required constraints.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// Weak: the first to give way.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// A strength from an additive weight, as the benchmark files write them; weights at or above
    /// required's are required.
    public static func weight(_ weight: Double) -> Strength {
        weight >= required.weight ? .required : Strength(weight: max(0, weight))
    }

    /// Auto Layout's priorities 1...1000: 1000 is required; 999 down to 1 map onto strong, medium
    /// and weak so that priority order is kept (750 compression resistance beats 250 hugging,
    /// and any higher priority beats many lower ones).
    public init(priority: Int) {
        let clamped = min(max(priority, 1), 1000)
        if clamped == 1000 {
            self = .required
        } else if clamped >= 500 {
            self.init(strong: Double(clamped - 499), medium: 0, weak: 0)
        } else if clamped >= 100 {
            self.init(strong: 0, medium: Double(clamped - 99), weak: 0)
        } else {
            self.init(strong: 0, medium: 0, weak: Double(clamped))
        }
    }

    /// Whether the strength is required.
    public var isRequired: Bool { weight >= Self.required.weight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String {
        switch weight {
        case Self.required.weight: return "required"
        case Self.strong.weight: return "strong"
        case Self.medium.weight: return "medium"
        case Self.weak.weight: return "weak"
        default: return "strength \(Expression.format(weight))"
        }
    }
}
