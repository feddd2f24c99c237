import Foundation

/// Value equality for components that are `Equatable`; any other pair counts as different.
public enum ComponentEquality {
    /// Whether two components are the same type with equal values (the component's own equality when it
    /// has one).
    public static func isEqual(_ a: AnyRenderable, _ b: AnyRenderable) -> Bool {
        comparison(of: a.base)?.equal(a.base, b.base) ?? false
    }

    /// Whether two values hold the same, field by field: `Equatable` parts by their own equality,
    /// others by their fields as reflection shows them, closures counted alike (as a description
    /// shows them). Objects are alike only when they are the same object, so a graph of objects is
    /// never walked. Used where "draws the same" is asked of components that are not `Equatable`;
    /// a false "different" only costs work, never pixels.
    package static func isAlike(_ a: Any, _ b: Any) -> Bool {
        guard Swift.type(of: a) == Swift.type(of: b) else { return false }
        if let comparison = comparison(of: a) { return comparison.equal(a, b) }
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        switch left.displayStyle {
        case .class:
            return (a as AnyObject) === (b as AnyObject)
        case .enum:
            // A case without a payload has no children: its name tells cases apart.
            if left.children.isEmpty || right.children.isEmpty {
                return left.children.isEmpty && right.children.isEmpty && String(describing: a) == String(describing: b)
            }
        default:
            break
        }
        guard left.children.count == right.children.count else { return false }
        for (x, y) in zip(left.children, right.children) {
            guard x.label == y.label, isAlike(x.value, y.value) else { return false }
        }
        return true
    }

    /// An equality test for one component type. The closure holds nothing but that type, which
    /// any thread may use.
    struct Comparison: @unchecked Sendable {
        var equal: (Any, Any) -> Bool
    }

    /// The equality of `value`'s type, when it is `Equatable`. Asked once per type: the dynamic cast
    /// cost more than the rest of a diff.
    private static func comparison(of value: Any) -> Comparison? {
        comparisons.value(for: Swift.type(of: value)) { (value as? any Equatable).map { Self.comparison(for: $0) } }
    }

    private static func comparison<T: Equatable>(for _: T) -> Comparison {
        Comparison { a, b in
            guard let a = a as? T, let b = b as? T else { return false }
            return a == b
        }
    }

    private static let comparisons = PerTypeCache<Comparison?>()
}
