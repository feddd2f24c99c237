import PropertyBased
import Testing
@testable import Layout

/// Random systems built around a hidden solution, so their required part is satisfiable, with
/// distinct weights on every preference, so the optimum is unique.
@Suite struct SolverPropertyTests {
    struct RandomSystem {
        var variables: [Variable]
        var required: [Constraint]
        var preferences: [Constraint]

        init(seed: UInt64) {
            var state = seed
            func next() -> Double {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Double(UInt32(truncatingIfNeeded: state >> 32)) / 4294967296.0
            }
            func integer(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() * Double(range.count)) }
            let count = integer(2...12)
            let variables = (0..<count).map { Variable("v\($0)") }
            let hidden = (0..<count).map { _ in Double(integer(-100...100)) }
            func randomExpression() -> (Expression, Double) {
                var expression = Expression()
                var value = 0.0
                for _ in 0..<integer(1...3) {
                    let index = integer(0...(count - 1))
                    let coefficient = Double(integer(-3...3) == 0 ? 1 : integer(-3...3))
                    expression.terms.append(Term(variables[index], coefficient))
                    value += coefficient * hidden[index]
                }
                return (expression, value)
            }
            let required: [Constraint] = (0..<integer(0...count)).map { _ in
                let (expression, value) = randomExpression()
                switch integer(0...2) {
                case 0: return expression == value
                case 1: return expression <= value + Double(integer(0...20))
                default: return expression >= value - Double(integer(0...20))
                }
            }
            // Every variable gets a preference, each with its own weight, so the optimum is unique.
            let preferences = variables.enumerated().map { index, variable in
                let strength = [Strength.weak, .medium, .strong][integer(0...2)]
                let weight = Strength.weight(strength.weight * (1 + Double(index) / 64 + next() / 128))
                return Constraint(variable - Double(integer(-150...150)), .equal, strength: weight)
            }
            self.variables = variables
            self.required = required
            self.preferences = preferences
        }

        func solve(order: [Int]) throws -> [Double] {
            let solver = Solver()
            let all = required + preferences
            for index in order { try solver.add(all[index]) }
            return variables.map(solver.value(of:))
        }
    }

    static func value(of expression: Expression, _ solver: [Variable: Double]) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver[$1.variable]! }
    }

    @Test func requiredConstraintsHoldAndOrderDoesNotMatter() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let system = RandomSystem(seed: seed)
            let count = system.required.count + system.preferences.count
            var reversedOrder = Array((0..<count).reversed())
            // A third order: interleaved from both ends.
            var interleaved: [Int] = []
            while !reversedOrder.isEmpty {
                interleaved.append(reversedOrder.removeLast())
                if !reversedOrder.isEmpty { interleaved.append(reversedOrder.removeFirst()) }
            }
            do {
                let forward = try system.solve(order: Array(0..<count))
                let backward = try system.solve(order: Array((0..<count).reversed()))
                let mixed = try system.solve(order: interleaved)
                let values = Dictionary(uniqueKeysWithValues: zip(system.variables, forward))
                for constraint in system.required {
                    let residual = Self.value(of: constraint.expression, values)
                    switch constraint.relation {
                    case .equal: #expect(abs(residual) < 1e-6, "\(constraint)")
                    case .lessThanOrEqual: #expect(residual < 1e-6, "\(constraint)")
                    case .greaterThanOrEqual: #expect(residual > -1e-6, "\(constraint)")
                    }
                }
                for (a, b) in zip(forward, backward) { #expect(abs(a - b) < 1e-6) }
                for (a, b) in zip(forward, mixed) { #expect(abs(a - b) < 1e-6) }
            } catch {
                Issue.record("a satisfiable system was refused: \(error)")
            }
        }
    }
}
