/// How the two sides of a constraint relate.
public enum Relation: String, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A linear relation `expression (relation) 0` with a strength.
///
/// Constraints are compared by identity, as the solver tracks each one it was given.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The left side minus the right side.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength

    /// Creates `expression (relation) 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        // Merge repeated variables so each appears once.
        var merged: [Term] = []
        var index: [Variable: Int] = [:]
        for term in expression.terms {
            if let at = index[term.variable] {
                merged[at].coefficient += term.coefficient
            } else {
                index[term.variable] = merged.count
                merged.append(term)
            }
        }
        self.expression = Expression(terms: merged, constant: expression.constant)
        self.relation = relation
        self.strength = strength
    }

    /// The same constraint at another strength (a new constraint).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Reads as `a + b - 10 >= 0 (strong)`.
    public var description: String {
        "\(expression) \(relation.rawValue) 0 (\(strength))"
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
