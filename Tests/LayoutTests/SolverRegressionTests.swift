import Testing
@testable import Layout

/// The smallest cases an independent LP check found wrong (kiwi shares the first).
@Suite struct SolverRegressionTests {
    /// Removing one of three required equalities that were redundant together must keep the
    /// other two in force.
    @Test func removingAConstraintKeepsARedundantEqualityInForce() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let yIs20 = y == 20
        try solver.add(x == 10)
        try solver.add(yIs20)
        try solver.add(x + y == 30)
        try solver.add(Constraint(y - 0, .equal, strength: .weak))
        try solver.remove(yIs20)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(abs(solver.value(of: y) - 20) < 1e-9)
    }

    /// A refused required constraint leaves the solver exactly as it was.
    @Test func aRefusedConstraintLeavesNoTrace() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x - 100, .equal, strength: .weak))
        try solver.add(x - y <= 5)
        try solver.add(y <= 20)
        #expect(solver.value(of: x) == 25)
        let refused = x - y >= 6
        #expect(throws: SolverError.self) { try solver.add(refused) }
        #expect(solver.value(of: x) == 25)
        #expect(solver.value(of: y) == 20)
        #expect(!solver.contains(refused))
        // And the solver keeps working: removing a bound moves x as far as the weak pull wants.
        try solver.add(Constraint(y - 0, .equal, strength: .medium))
        #expect(solver.value(of: x) == 5)
    }

    /// Several refusals in a row: satisfiable constraints are still accepted, contradictions
    /// still refused, and each conflict list explains its refusal on its own.
    @Test func repeatedRefusalsKeepVerdictsRight() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(x >= 0)
        try solver.add(x + y <= 10)
        try solver.add(z == 3)
        for _ in 0..<3 {
            #expect(throws: SolverError.self) { try solver.add(x + y >= 11) }
            #expect(throws: SolverError.self) { try solver.add(z == 4) }
        }
        try solver.add(x + y >= 9)
        #expect(throws: SolverError.self) { try solver.add(x + y <= 8) }
        let conflicts = Self.conflicts(adding: y >= 20, to: solver)
        #expect(conflicts.count == 2)
        let fresh = Solver()
        for constraint in conflicts { try fresh.add(constraint) }
        #expect(throws: SolverError.self) { try fresh.add(y >= 20) }
    }

    /// The conflicts a refused addition names (empty when it was accepted).
    static func conflicts(adding constraint: Constraint, to solver: Solver) -> [Constraint] {
        do {
            try solver.add(constraint)
            return []
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicts) = error else { return [] }
            return conflicts
        }
    }
}
