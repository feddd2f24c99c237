import TestSupport
import Testing

@testable import Layout

/// The solver against an independent oracle (`LinearProgram`) on random incremental systems:
/// additions of every relation and strength, removals, edit variables and suggestions, and
/// required constraints that contradict the others. After every step the solver's answer must
/// satisfy every required constraint and reach the LP optimum of Cassowary's weighted errors; a
/// refusal must be right (the LP is infeasible), leave every value as it was, and name conflicts
/// that are infeasible on their own. A failing system is shrunk to its smallest failing prefix of
/// steps, with steps removed one at a time, and printed.
@Suite struct SolverDifferentialTests {
    /// One step of a system, by variable index, so a system replays with fresh variables.
    enum Step: CustomStringConvertible {
        case add(id: Int, terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength)
        case remove(id: Int)
        case addEdit(variable: Int, strength: Strength)
        case suggest(variable: Int, value: Double)
        case removeEdit(variable: Int)

        var description: String {
            switch self {
            case .add(let id, let terms, let constant, let relation, let strength):
                let expression = terms.map { "\($0.1 == 1 ? "" : "\(Int($0.1))·")x\($0.0)" }.joined(separator: " + ")
                return "add c\(id): \(expression) + \(Int(constant)) \(relation.rawValue) 0 (\(strength))"
            case .remove(let id): return "remove c\(id)"
            case .addEdit(let variable, let strength): return "edit x\(variable) (\(strength))"
            case .suggest(let variable, let value): return "suggest x\(variable) = \(Int(value))"
            case .removeEdit(let variable): return "stop editing x\(variable)"
            }
        }
    }


    static let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]

    /// A random system: its variable count and steps.
    static func system(seed: UInt64) -> (variables: Int, steps: [Step]) {
        var random = SeededGenerator(seed: seed)
        let variables = random.chance(0.85) ? random.int(in: 5...12) : random.int(in: 13...40)
        var steps: [Step] = []
        var live: [Int: (terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength)] = [:]
        var edits = Set<Int>()
        var nextID = 0
        for _ in 0..<random.int(in: 8...24) {
            let roll = random.int(in: 0...99)
            if roll < 12, let id = live.keys.sorted().dropFirst(random.int(in: 0...max(0, live.count - 1))).first {
                steps.append(.remove(id: id))
                live[id] = nil
            } else if roll < 20, edits.count < variables {
                let variable = random.int(in: 0...variables - 1)
                guard !edits.contains(variable) else { continue }
                edits.insert(variable)
                steps.append(.addEdit(variable: variable, strength: [.strong, .medium, .weak][random.int(in: 0...2)]))
            } else if roll < 32, let variable = edits.sorted().dropFirst(random.int(in: 0...max(0, edits.count - 1))).first {
                steps.append(.suggest(variable: variable, value: Double(random.int(in: -100...100))))
            } else if roll < 35, let variable = edits.sorted().first {
                edits.remove(variable)
                steps.append(.removeEdit(variable: variable))
            } else if roll < 45, let (_, base) = live.filter({ $0.value.strength.isRequired && $0.value.relation == .equal }).sorted(by: { $0.key < $1.key }).first {
                // A required equality that contradicts one already there.
                steps.append(.add(id: nextID, terms: base.terms, constant: base.constant + Double(random.int(in: 1...9)), relation: .equal, strength: .required))
                live[nextID] = (base.terms, base.constant + 1, .equal, .required)
                nextID += 1
            } else {
                var terms: [(Int, Double)] = []
                for _ in 0..<random.int(in: 1...3) {
                    terms.append((random.int(in: 0...variables - 1), [-2.0, -1, 1, 1, 2][random.int(in: 0...4)]))
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(in: 0...2)]
                let strength = strengths[random.int(in: 0...strengths.count - 1)]
                let constant = Double(random.int(in: -60...60))
                steps.append(.add(id: nextID, terms: terms, constant: constant, relation: relation, strength: strength))
                live[nextID] = (terms, constant, relation, strength)
                nextID += 1
            }
        }
        return (variables, steps)
    }

    /// Replays a system, checking after every step; returns the first problem found.
    static func check(variables count: Int, steps: [Step]) -> String? {
        let solver = Solver()
        let variables = (0..<count).map { Variable("x\($0)") }
        var live: [Int: Constraint] = [:]
        var order: [Int] = []
        var edits: [Int: (strength: Strength, value: Double)] = [:]
        func values() -> [Double] { variables.map { solver.value(of: $0) } }
        for (index, step) in steps.enumerated() {
            let before = values()
            switch step {
            case .add(let id, let terms, let constant, let relation, let strength):
                let expression = Expression(terms: terms.map { Term(variables[$0.0], $0.1) }, constant: constant)
                let constraint = Constraint(expression, relation, strength: strength)
                do {
                    try solver.add(constraint)
                    live[id] = constraint
                    order.append(id)
                    if strength.isRequired, oracle(order.compactMap { live[$0] }, edits: edits, variables: variables, requiredOnly: true) == .infeasible {
                        return "step \(index + 1) (\(step)): accepted, but the required constraints cannot all hold"
                    }
                } catch {
                    guard case .unsatisfiableConstraint(_, let conflicts) = error else { return "step \(index + 1) (\(step)): \(error)" }
                    let others = order.compactMap { live[$0] }
                    if oracle(others + [constraint], edits: edits, variables: variables, requiredOnly: true) != .infeasible {
                        return "step \(index + 1) (\(step)): refused, but the LP is feasible"
                    }
                    if oracle(conflicts + [constraint], edits: [:], variables: variables, requiredOnly: true) != .infeasible {
                        return "step \(index + 1) (\(step)): the conflicts \(conflicts) do not explain the refusal"
                    }
                    if values() != before { return "step \(index + 1) (\(step)): refused, but values changed \(before) → \(values())" }
                    continue
                }
            case .remove(let id):
                guard let constraint = live.removeValue(forKey: id) else { continue }
                order.removeAll { $0 == id }
                do { try solver.remove(constraint) } catch { return "step \(index + 1) (\(step)): \(error)" }
            case .addEdit(let variable, let strength):
                do { try solver.addEditVariable(variables[variable], strength: strength) } catch { return "step \(index + 1) (\(step)): \(error)" }
                edits[variable] = (strength, 0)
            case .suggest(let variable, let value):
                guard edits[variable] != nil else { continue }
                do { try solver.suggestValue(value, for: variables[variable]) } catch { return "step \(index + 1) (\(step)): \(error)" }
                edits[variable]!.value = value
            case .removeEdit(let variable):
                guard edits.removeValue(forKey: variable) != nil else { continue }
                do { try solver.removeEditVariable(variables[variable]) } catch { return "step \(index + 1) (\(step)): \(error)" }
            }
            // The answer: required constraints hold, and the weighted errors are the LP optimum.
            let current = order.compactMap { live[$0] }
            let answer = values()
            for constraint in current where constraint.strength.isRequired {
                let residual = evaluate(constraint, answer, variables)
                let violated = switch constraint.relation {
                case .equal: abs(residual) > 1e-6
                case .lessThanOrEqual: residual > 1e-6
                case .greaterThanOrEqual: residual < -1e-6
                }
                if violated { return "step \(index + 1) (\(step)): \(constraint) is broken (\(residual)) by \(answer)" }
            }
            guard case .optimal(let optimum) = oracle(current, edits: edits, variables: variables, requiredOnly: false) else {
                return "step \(index + 1) (\(step)): the oracle finds the required constraints infeasible"
            }
            let cost = weightedError(current, edits: edits, answer, variables)
            if cost - optimum > 1e-6 * max(1, abs(optimum)) {
                return "step \(index + 1) (\(step)): weighted error \(cost), but the optimum is \(optimum); values \(answer)"
            }
        }
        return nil
    }

    static func evaluate(_ constraint: Constraint, _ values: [Double], _ variables: [Variable]) -> Double {
        constraint.expression.terms.reduce(constraint.expression.constant) { sum, term in
            sum + term.coefficient * values[variables.firstIndex(of: term.variable)!]
        }
    }

    /// Cassowary's objective for an answer: each non-required constraint's error times its weight.
    static func weightedError(_ constraints: [Constraint], edits: [Int: (strength: Strength, value: Double)], _ values: [Double], _ variables: [Variable]) -> Double {
        var total = 0.0
        for constraint in constraints where !constraint.strength.isRequired {
            let residual = evaluate(constraint, values, variables)
            let error = switch constraint.relation {
            case .equal: abs(residual)
            case .lessThanOrEqual: max(0, residual)
            case .greaterThanOrEqual: max(0, -residual)
            }
            total += constraint.strength.weight * error
        }
        for (variable, edit) in edits { total += edit.strength.weight * abs(values[variable] - edit.value) }
        return total
    }

    /// The LP of a state: free variables split in two, slacks for inequalities, error columns
    /// for the non-required constraints and edit variables, priced at their weights.
    static func oracle(
        _ constraints: [Constraint], edits: [Int: (strength: Strength, value: Double)], variables: [Variable], requiredOnly: Bool
    ) -> LinearProgram.Outcome {
        var program = LinearProgram()
        var columns: [Variable: (Int, Int)] = [:]
        for variable in variables { columns[variable] = (program.addVariable(), program.addVariable()) }
        for constraint in constraints where !requiredOnly || constraint.strength.isRequired {
            var terms: [(Int, Double)] = []
            for term in constraint.expression.terms {
                let (plus, minus) = columns[term.variable]!
                terms += [(plus, term.coefficient), (minus, -term.coefficient)]
            }
            let weight = constraint.strength.weight
            switch (constraint.relation, constraint.strength.isRequired) {
            case (.equal, true): break
            case (.equal, false): terms += [(program.addVariable(cost: weight), -1), (program.addVariable(cost: weight), 1)]
            case (.lessThanOrEqual, let required):
                terms.append((program.addVariable(), 1))
                if !required { terms.append((program.addVariable(cost: weight), -1)) }
            case (.greaterThanOrEqual, let required):
                terms.append((program.addVariable(), -1))
                if !required { terms.append((program.addVariable(cost: weight), 1)) }
            }
            program.addEquality(terms, equals: -constraint.expression.constant)
        }
        if !requiredOnly {
            for (index, edit) in edits {
                let (plus, minus) = columns[variables[index]]!
                program.addEquality(
                    [(plus, 1), (minus, -1), (program.addVariable(cost: edit.strength.weight), -1), (program.addVariable(cost: edit.strength.weight), 1)],
                    equals: edit.value)
            }
        }
        return program.solve()
    }

    /// The smallest failing system found by removing steps one at a time.
    static func shrink(variables: Int, steps: [Step]) -> [Step] {
        var steps = steps
        var index = steps.count - 1
        while index >= 0 {
            var without = steps
            without.remove(at: index)
            if check(variables: variables, steps: without) != nil { steps = without }
            index -= 1
        }
        return steps
    }

    @Test(arguments: 0..<8) func randomIncrementalSystemsAgreeWithTheOracle(batch: Int) {
        var checked = 0
        for seed in UInt64(batch * 250)..<UInt64((batch + 1) * 250) {
            let (variables, steps) = Self.system(seed: seed)
            checked += 1
            if let problem = Self.check(variables: variables, steps: steps) {
                let smallest = Self.shrink(variables: variables, steps: steps)
                Issue.record("""
                    seed \(seed): \(problem)
                    smallest failing system (\(variables) variables): \(Self.check(variables: variables, steps: smallest) ?? "")
                    \(smallest.map { "  \($0)" }.joined(separator: "\n"))
                    """)
                return
            }
        }
        #expect(checked == 250)
    }

    /// The oracle itself, on programs whose answers are known.
    @Test func theOracleSolvesKnownPrograms() {
        var program = LinearProgram()
        let x = program.addVariable(cost: 1), y = program.addVariable(cost: 2), slack = program.addVariable()
        program.addEquality([(x, 1), (y, 1)], equals: 4)       // x + y = 4
        program.addEquality([(x, 1), (slack, 1)], equals: 3)   // x ≤ 3
        #expect(program.solve() == .optimal(5))                 // x = 3, y = 1
        var infeasible = LinearProgram()
        let z = infeasible.addVariable()
        infeasible.addEquality([(z, 1)], equals: -1)            // z = -1 with z ≥ 0
        #expect(infeasible.solve() == .infeasible)
    }
}
