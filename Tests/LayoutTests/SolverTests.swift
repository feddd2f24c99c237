import Testing
@testable import Layout

@Suite struct SolverTests {
    @Test func simpleEqualities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + 2 == 20)
        try solver.add(y == x * 2 + 4)
        #expect(solver.value(of: x) == 18)
        #expect(solver.value(of: y) == 40)
    }

    @Test func inequalitiesBoundAWeakPreference() throws {
        let solver = Solver()
        let width = Variable("width")
        try solver.add(width >= 100)
        try solver.add(width <= 300)
        try solver.add(Constraint(width - 50, .equal, strength: .weak))
        #expect(solver.value(of: width) == 100)
        let strongPull = Constraint(width - 500, .equal, strength: .strong)
        try solver.add(strongPull)
        #expect(solver.value(of: width) == 300)
    }

    @Test func strongerConstraintsWin() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .equal, strength: .weak))
        try solver.add(Constraint(x - 20, .equal, strength: .medium))
        #expect(solver.value(of: x) == 20)
        try solver.add(Constraint(x - 30, .equal, strength: .strong))
        #expect(solver.value(of: x) == 30)
        // One medium constraint outweighs several weak ones pulling the other way.
        let solver2 = Solver()
        let y = Variable("y")
        for _ in 0..<50 { try solver2.add(Constraint(y - 0, .equal, strength: .weak)) }
        try solver2.add(Constraint(y - 7, .equal, strength: .medium))
        #expect(solver2.value(of: y) == 7)
    }

    @Test func autoLayoutPrioritiesKeepTheirOrder() {
        #expect(Strength(priority: 1000).isRequired)
        #expect(Strength(priority: 750) > Strength(priority: 250))
        #expect(Strength(priority: 999) > Strength(priority: 751))
        #expect(Strength(priority: 251) > Strength(priority: 250))
        #expect(Strength(priority: 1) > Strength(strong: 0, medium: 0, weak: 0))
        #expect(!Strength(priority: 999).isRequired)
    }

    @Test func removingAConstraintRestoresTheEarlierSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(Constraint(x - 10, .equal, strength: .weak))
        let pin = x == 42
        try solver.add(pin)
        #expect(solver.value(of: x) == 42)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.unknownConstraint(pin)) { try solver.remove(pin) }
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = Solver()
        let width = Variable("width"), left = Variable("left"), right = Variable("right")
        try solver.add(left == 8)
        try solver.add(right == left + width - 16)
        try solver.add(width >= 40)
        try solver.addEditVariable(width, strength: .strong)
        for suggestion in [390.0, 320, 1024, 20] {
            try solver.suggestValue(suggestion, for: width)
            let expected = max(suggestion, 40)
            #expect(solver.value(of: width) == expected)
            #expect(solver.value(of: right) == 8 + expected - 16)
        }
        #expect(throws: SolverError.unknownEditVariable(left)) { try solver.suggestValue(1, for: left) }
        #expect(throws: SolverError.duplicateEditVariable(width)) { try solver.addEditVariable(width, strength: .medium) }
        #expect(throws: SolverError.requiredEditVariable(left)) { try solver.addEditVariable(left, strength: .required) }
        try solver.removeEditVariable(width)
        #expect(!solver.isEditVariable(width))
    }

    @Test func duplicateConstraintIsAnError() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 1
        try solver.add(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.add(constraint) }
    }

    @Test func unsatisfiableConstraintNamesWhatItConflictsWith() throws {
        let solver = Solver()
        let left = Variable("label.left"), width = Variable("label.width"), right = Variable("label.right")
        let pinLeft = left == 8, pinRight = right == 100, span = right == left + width
        let unrelated = Variable("other") == 3
        try solver.add([pinLeft, pinRight, span, unrelated])
        let tooWide = width >= 200
        do {
            try solver.add(tooWide)
            Issue.record("expected an unsatisfiable constraint")
        } catch {
            guard case .unsatisfiableConstraint(let culprit, let conflicts) = error else {
                Issue.record("unexpected \(error)"); return
            }
            #expect(culprit === tooWide)
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set([pinLeft, pinRight, span].map(ObjectIdentifier.init)))
            #expect(error.description.contains("label.width - 200 >= 0 (required) cannot be satisfied together with"))
        }
        // The solver is unchanged and still usable.
        #expect(!solver.contains(tooWide))
        #expect(solver.value(of: width) == 92)
        try solver.add(width >= 50)
        #expect(solver.value(of: width) == 92)
    }

    @Test func conflictingRequiredEqualitiesAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10
        try solver.add(first)
        let second = x == 20
        #expect(throws: SolverError.unsatisfiableConstraint(second, conflictsWith: [first])) { try solver.add(second) }
        #expect(solver.value(of: x) == 10)
    }

    @Test func ambiguousVariablesAreReported() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add(a + b == 100)
        try solver.add(c == 5)
        let ambiguous = solver.ambiguousVariables(among: [a, b, c])
        #expect(ambiguous.contains(a) || ambiguous.contains(b))
        #expect(!ambiguous.contains(c))
        try solver.add(Constraint(a - 30, .equal, strength: .weak))
        #expect(solver.ambiguousVariables(among: [a, b, c]).isEmpty)
        #expect(solver.value(of: b) == 70)
    }
}
