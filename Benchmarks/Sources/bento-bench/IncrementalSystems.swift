import BenchHarness
import Foundation
import Layout

/// S1: random incremental systems (`Benchmarks/solver/incremental.txt`, written by
/// `kiwi_compare.py`): additions of every relation and strength, removals, edit variables,
/// suggestions and refused contradictions, replayed in fresh solvers. The same file is replayed
/// in kiwisolver by that script, so the two are timed on the same operations.
enum IncrementalSystems {
    enum Step {
        case add(id: Int, terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength)
        case remove(id: Int)
        case edit(variable: Int, strength: Strength)
        case suggest(variable: Int, value: Double)
        case stopEditing(variable: Int)
    }

    static let strengths: [String: Strength] = ["required": .required, "strong": .strong, "medium": .medium, "weak": .weak]

    static func parse(_ text: String) throws -> [(variables: Int, steps: [Step])] {
        var systems: [(variables: Int, steps: [Step])] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ").map(String.init)
            func number(_ index: Int) throws -> Double {
                guard index < parts.count, let value = Double(parts[index]) else { throw BenchError("bad line: \(line)") }
                return value
            }
            switch parts.first {
            case "S": systems.append((Int(try number(1)), []))
            case "A":
                let count = Int(try number(5))
                let terms = try (0..<count).map { (Int(try number(6 + 2 * $0)), try number(7 + 2 * $0)) }
                let relation: Relation = parts[2] == "==" ? .equal : parts[2] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
                systems[systems.count - 1].steps.append(.add(
                    id: Int(try number(1)), terms: terms, constant: try number(4), relation: relation, strength: strengths[parts[3]] ?? .weak))
            case "R": systems[systems.count - 1].steps.append(.remove(id: Int(try number(1))))
            case "E": systems[systems.count - 1].steps.append(.edit(variable: Int(try number(1)), strength: strengths[parts[2]] ?? .weak))
            case "U": systems[systems.count - 1].steps.append(.suggest(variable: Int(try number(1)), value: try number(2)))
            case "X": systems[systems.count - 1].steps.append(.stopEditing(variable: Int(try number(1))))
            default: throw BenchError("bad line: \(line)")
            }
        }
        return systems
    }

    /// Replays every system; returns how many additions were refused.
    static func replay(_ systems: [(variables: Int, steps: [Step])]) throws -> Int {
        var refusals = 0
        for system in systems {
            let solver = Solver()
            let variables = (0..<system.variables).map { Variable("x\($0)") }
            var live: [Int: Constraint] = [:]
            for step in system.steps {
                switch step {
                case .add(let id, let terms, let constant, let relation, let strength):
                    let constraint = Constraint(
                        Expression(terms: terms.map { Term(variables[$0.0], $0.1) }, constant: constant), relation, strength: strength)
                    do {
                        try solver.add(constraint)
                        live[id] = constraint
                    } catch {
                        refusals += 1
                    }
                case .remove(let id):
                    if let constraint = live.removeValue(forKey: id) { try solver.remove(constraint) }
                case .edit(let variable, let strength):
                    try solver.addEditVariable(variables[variable], strength: strength)
                case .suggest(let variable, let value):
                    try solver.suggestValue(value, for: variables[variable])
                case .stopEditing(let variable):
                    try solver.removeEditVariable(variables[variable])
                }
            }
            _ = variables.map(solver.value(of:))
        }
        return refusals
    }

    /// S1 over the systems in `file`. The file is generated, not kept in git: when it is absent,
    /// running S1 says how to write it.
    static func workload(file: URL) throws -> Workload {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return Workload(
                name: "S1", run: { () throws -> Int in throw Missing(path: file.path) },
                check: { _ in ("", [:]) })
        }
        let systems = try parse(String(contentsOf: file, encoding: .utf8))
        return Workload(
            name: "S1", run: { try replay(systems) },
            check: { refusals in ("\(systems.count) systems, \(refusals) refusals", ["refusals": refusals]) })
    }

    /// The systems' file has not been generated yet.
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "\(path) is not there: `python3 Benchmarks/solver/kiwi_compare.py` writes it (seeded, the same on every machine) before it times S1"
        }
    }
}
