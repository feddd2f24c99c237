/// Why the solver refused a request.
public enum SolverError: Error, CustomStringConvertible, Equatable {
    /// The constraint was added before.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or already removed).
    case unknownConstraint(Constraint)
    /// A required constraint contradicts the required constraints listed with it.
    case unsatisfiableConstraint(Constraint, conflictsWith: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: suggestions would then be constraints.
    case requiredEditVariable(Variable)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            return "The constraint \(constraint) was already added."
        case .unknownConstraint(let constraint):
            return "The constraint \(constraint) is not in the solver."
        case .unsatisfiableConstraint(let constraint, let conflicts):
            guard !conflicts.isEmpty else { return "The required constraint \(constraint) cannot be satisfied." }
            return "The required constraint \(constraint) cannot be satisfied together with:\n"
                + conflicts.map { "  \($0)" }.joined(separator: "\n")
        case .duplicateEditVariable(let variable):
            return "\(variable) is already an edit variable."
        case .unknownEditVariable(let variable):
            return "\(variable) is not an edit variable; add it with addEditVariable first."
        case .requiredEditVariable(let variable):
            return "The edit variable \(variable) cannot be required; use strong or weaker."
        }
    }
}
