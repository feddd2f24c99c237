import BenchHarness
import Foundation
import Layout

/// One of the `L*.txt` constraint systems of WORKLOADS.md, parsed into solver objects.
struct ConstraintSystemFile {
    var name: String
    var variables: [Variable]
    var constraints: [Constraint]
    var edit: (variable: Int, strength: Strength, initial: Double)?
    var suggestions: [Double]
    var checks: [(variable: Int, value: Double)]

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        name = url.deletingPathExtension().lastPathComponent
        variables = []
        constraints = []
        suggestions = []
        checks = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            guard let kind = fields.first else { continue }
            func number(_ index: Int) throws -> Double {
                guard index < fields.count, let value = Double(fields[index]) else {
                    throw BenchError("\(name): bad number in line \"\(line)\"")
                }
                return value
            }
            switch kind {
            case "M": name = fields.dropFirst().joined(separator: " ")
            case "V": variables = (0..<Int(try number(1))).map { Variable("v\($0)") }
            case "N": variables[Int(try number(1))] = Variable(fields[2])
            case "C":
                let relation: Relation = switch fields[1] {
                case "==": .equal
                case "<=": .lessThanOrEqual
                case ">=": .greaterThanOrEqual
                default: throw BenchError("\(name): unknown relation in \"\(line)\"")
                }
                let strength = Strength.weight(try number(2))
                let count = Int(try number(4))
                var expression = Expression(constant: try number(3))
                for term in 0..<count {
                    expression.terms.append(Term(variables[Int(try number(5 + 2 * term))], try number(6 + 2 * term)))
                }
                constraints.append(Constraint(expression, relation, strength: strength))
            case "E": edit = (Int(try number(1)), Strength.weight(try number(2)), try number(3))
            case "S": suggestions.append(try number(1))
            case "K": checks.append((Int(try number(1)), try number(2)))
            default: throw BenchError("\(name): unknown record \(kind)")
            }
        }
    }

    /// The `K` lines that do not hold in a solver, as readable failures.
    func failedChecks(in solver: Solver) -> [String] {
        checks.compactMap { check in
            let value = solver.value(of: variables[check.variable])
            return abs(value - check.value) < 1e-6 ? nil : "\(variables[check.variable]) = \(value), expected \(check.value)"
        }
    }
}
