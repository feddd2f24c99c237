import BenchHarness
import Foundation
import Layout

/// L1-L4a from WORKLOADS.md: the general solver fed the exact systems in `bench/layout/`.
enum SolverWorkloads {
    static func workloads(layoutFolder: URL) throws -> [Workload] {
        var workloads: [Workload] = []
        for name in ["L1", "L2", "L3"] {
            let system = try ConstraintSystemFile(contentsOf: layoutFolder.appendingPathComponent("\(name).txt"))
            workloads.append(Workload(
                name: name,
                run: { () throws -> Solver in
                    let solver = Solver()
                    for constraint in system.constraints { try solver.add(constraint) }
                    _ = system.variables.map(solver.value(of:))
                    return solver
                },
                check: { solver in (summary(system, solver), [:]) }))
        }
        return workloads
    }

    /// "K 9/9" plus the values of the checked variables, or the first failed check.
    static func summary(_ system: ConstraintSystemFile, _ solver: Solver) -> String {
        let failed = system.failedChecks(in: solver)
        if let first = failed.first { return "FAILED \(failed.count) K: \(first)" }
        return "K \(system.checks.count)/\(system.checks.count) ok, \(system.constraints.count) constraints"
    }

    /// L4 and L4a: build once (untimed), then each timed sample is one suggestion followed by
    /// reading every value. Prints the median re-solve.
    static func measureResolves(name: String, layoutFolder: URL, runs: Int) throws -> BenchMeasurement {
        let system = try ConstraintSystemFile(contentsOf: layoutFolder.appendingPathComponent("\(name).txt"))
        guard let edit = system.edit else { throw BenchError("\(name) has no edit variable") }
        let labelWidths = system.variables.enumerated().filter { $0.element.name.hasSuffix(".label.w") }.map(\.offset)
        var times: [Double] = []
        var buildTimes: [Double] = []
        var failures: [String] = []
        for run in 0...runs {
            let buildStart = DispatchTime.now().uptimeNanoseconds
            let solver = Solver()
            for constraint in system.constraints { try solver.add(constraint) }
            let editVariable = system.variables[edit.variable]
            try solver.addEditVariable(editVariable, strength: edit.strength)
            try solver.suggestValue(edit.initial, for: editVariable)
            let built = Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1e6
            failures += system.failedChecks(in: solver)
            for suggestion in system.suggestions {
                let start = DispatchTime.now().uptimeNanoseconds
                try solver.suggestValue(suggestion, for: editVariable)
                let values = system.variables.map(solver.value(of:))
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                if run > 0 { times.append(elapsed) }
                if abs(values[edit.variable] - suggestion) > 1e-6 { failures.append("root width \(values[edit.variable]) ≠ \(suggestion)") }
                for index in labelWidths where abs(values[index] - (suggestion - 80)) > 1e-6 {
                    failures.append("\(system.variables[index]) = \(values[index]) ≠ \(suggestion - 80)")
                }
            }
            if run > 0 { buildTimes.append(built) }
        }
        let check = failures.isEmpty
            ? "\(system.suggestions.count) suggestions ok, \(labelWidths.count) label widths each, K \(system.checks.count)/\(system.checks.count)"
            : "FAILED: \(failures.first!) (\(failures.count) in all)"
        var measurement = BenchMeasurement(workload: name, times: times, check: check, extra: [:], coldMilliseconds: buildTimes.first ?? 0)
        measurement.reported = ["build_median_ms": String(format: "%.3f", buildTimes.sorted()[buildTimes.count / 2])]
        return measurement
    }
}
