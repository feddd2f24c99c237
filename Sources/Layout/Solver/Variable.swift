/// An unknown the solver finds a value for, such as a view's width.
///
/// Variables are compared by identity: two variables with the same name are different unknowns.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for error messages and debugging.
    public let name: String

    /// Creates a variable.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
