/// How the two sides of a constraint relate.
public enum Relation: String, Sendable {
    /// Both sides are equal.
    case equal = "=="
    /// The left side is at most the right.
    case lessThanOrEqual = "<="
    /// The left side is at least the right.
    case greaterThanOrEqual = ">="
}

/// A linear relation `expression (relation) 0` with a strength.
///
/// Constraints are compared by identity, as the solver tracks each one it was given.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The left side minus the right side.
    public let expression: Expression
    /// How the expression relates to zero.
    public let relation: Relation
    /// How strongly the solver keeps the constraint.
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

/// A required constraint that both sides are equal.
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

/// A required constraint that the left side is at most the right.
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

/// A required constraint that the left side is at least the right.
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
