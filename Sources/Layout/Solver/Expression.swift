import SafeText

/// A variable times a coefficient.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// Creates a term: a variable times a coefficient.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with arithmetic on variables and numbers: `2 * width + spacing - 8`.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, added up.
    public var terms: [Term]
    /// The constant added to them.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// An expression of one variable.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// An expression that is a constant.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let magnitude = abs(term.coefficient)
            let body = magnitude == 1 ? term.variable.name : "\(Self.format(magnitude))·\(term.variable.name)"
            if parts.isEmpty {
                parts.append(term.coefficient < 0 ? "-" + body : body)
            } else {
                parts.append(term.coefficient < 0 ? "- " + body : "+ " + body)
            }
        }
        if constant != 0 || parts.isEmpty {
            let body = Self.format(abs(constant))
            parts.append(parts.isEmpty ? (constant < 0 ? "-" + body : body) : (constant < 0 ? "- " + body : "+ " + body))
        }
        return parts.joined(separator: " ")
    }

    static func format(_ value: Double) -> String { PrintedNumber.shortest(value) }
}

/// Anything that converts to an expression: variables, numbers and expressions themselves.
public protocol ExpressionConvertible {
    /// The value as a linear expression.
    var expression: Expression { get }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var expression: Expression { self }
}

extension Variable: ExpressionConvertible {
    /// The variable as an expression.
    public var expression: Expression { Expression(self) }
}

/// A number is a constant expression.
extension Double: ExpressionConvertible {
    /// The number as a constant.
    public var expression: Expression { Expression(self) }
}

/// A whole number is a constant expression.
extension Int: ExpressionConvertible {
    /// The number as a constant.
    public var expression: Expression { Expression(Double(self)) }
}

/// The sum of two expressions.
public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    let a = lhs.expression, b = rhs.expression
    return Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}

/// The difference of two expressions.
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
    lhs + rhs.expression * -1
}

/// The expression negated.
public prefix func - (operand: some ExpressionConvertible) -> Expression {
    operand.expression * -1
}

/// The expression times a number.
public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    let a = lhs.expression
    return Expression(terms: a.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: a.constant * rhs)
}

/// A number times the expression.
public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
    rhs * lhs
}

/// The expression divided by a number.
public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression {
    lhs * (1 / rhs)
}
