import PropertyBased
import Testing
@testable import Layout

/// The stack's closed form against the general solver: the same children written as the
/// constraints `UIStackView` installs (a required chain edge to edge, hugging as `<=` and
/// compression resistance as `>=` at their priorities) must give the same lengths.
@Suite struct StackSolverAgreementTests {
    struct Case {
        var naturals: [Double]
        var hugging: [Double]
        var compression: [Double]
        var minimums: [Double?]
        /// Shares of the stack's width (`relativeWidth`), held as required `w == share × width`.
        var shares: [Double?]
        var width: Double
        var spacing: Double
    }

    static func makeCase(seed: UInt64) -> Case {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(UInt32(truncatingIfNeeded: state >> 32)) / 4294967296.0
        }
        let count = 1 + Int(next() * 5)
        // Distinct priorities, so the optimum is unique.
        var pool = Array(stride(from: 10.0, through: 990, by: 10))
        func priority() -> Double { pool.remove(at: Int(next() * Double(pool.count))) }
        let minimums: [Double?] = (0..<count).map { _ in next() < 0.3 ? (next() * 50).rounded() : nil }
        return Case(
            naturals: (0..<count).map { _ in (next() * 200).rounded() },
            hugging: (0..<count).map { _ in priority() },
            compression: (0..<count).map { _ in priority() },
            minimums: minimums,
            shares: minimums.map { minimum in minimum == nil && next() < 0.2 ? [0.1, 0.25, 0.3][Int(next() * 3)] : nil },
            width: (next() * 800).rounded(),
            spacing: (next() * 12).rounded())
    }

    @Test func fillMatchesTheSolver() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let input = Self.makeCase(seed: seed)
            let count = input.naturals.count
            let children = (0..<count).map { index in
                var child = StackChild { _ in
                    LayoutMeasurement(size: LayoutSize(width: input.naturals[index], height: 10))
                }
                child.hugging.horizontal = LayoutPriority(input.hugging[index])
                child.compressionResistance.horizontal = LayoutPriority(input.compression[index])
                child.constraints.minimum.horizontal = input.minimums[index]
                child.constraints.shareOfStack.horizontal = input.shares[index]
                return child
            }
            // The minimums must leave room, or the required system has no solution.
            let shared = input.shares.compactMap { $0 }.reduce(0, +) * input.width
            let required = input.minimums.map { $0 ?? 0 }.reduce(0, +) + shared + input.spacing * Double(count - 1)
            guard required <= input.width, input.shares.contains(where: { $0 == nil }) else { return }
            let closedForm = try? StackLayout(axis: .horizontal, spacing: input.spacing).arrange(children, width: input.width, height: 10)

            let solver = Solver()
            let xs = (0..<count).map { Variable("x\($0)") }, ws = (0..<count).map { Variable("w\($0)") }
            do {
                try solver.add(xs[0] == 0)
                for i in 1..<max(count, 1) where count > 1 { try solver.add(xs[i] == xs[i - 1] + ws[i - 1] + input.spacing) }
                try solver.add(xs[count - 1] + ws[count - 1] == input.width)
                for i in 0..<count {
                    try solver.add(ws[i] >= input.minimums[i] ?? 0)
                    if let share = input.shares[i] { try solver.add(ws[i] == share * input.width) }
                    let natural = max(input.naturals[i], input.minimums[i] ?? 0)
                    try solver.add(Constraint(ws[i] - natural, .lessThanOrEqual, strength: LayoutPriority(input.hugging[i]).strength))
                    try solver.add(Constraint(ws[i] - natural, .greaterThanOrEqual, strength: LayoutPriority(input.compression[i]).strength))
                }
            } catch {
                Issue.record("the solver refused a satisfiable stack: \(error)")
                return
            }
            guard let closedForm else { Issue.record("the stack failed"); return }
            for i in 0..<count {
                #expect(abs(closedForm.frames[i].width - solver.value(of: ws[i])) < 1e-6, "child \(i) of \(input)")
                #expect(abs(closedForm.frames[i].x - solver.value(of: xs[i])) < 1e-6, "child \(i) of \(input)")
            }
        }
    }
}
