/// An independent oracle for the solver: a dense two-phase simplex (Bland's rule, so it cannot
/// cycle) for `minimise cᵀz subject to A z = b, z ≥ 0`. Written for the differential test only,
/// sharing no code with `Solver`.
struct LinearProgram {
    var costs: [Double] = []
    var rows: [[Double]] = []
    var rhs: [Double] = []

    /// Adds a variable with a cost; returns its column.
    mutating func addVariable(cost: Double = 0) -> Int {
        costs.append(cost)
        for index in rows.indices { rows[index].append(0) }
        return costs.count - 1
    }

    /// Adds `Σ coefficient × z[column] = value`.
    mutating func addEquality(_ terms: [(Int, Double)], equals value: Double) {
        var row = [Double](repeating: 0, count: costs.count)
        for (column, coefficient) in terms { row[column] += coefficient }
        rows.append(row)
        rhs.append(value)
    }

    enum Outcome: Equatable {
        case infeasible
        case optimal(Double)
    }

    static let tolerance = 1e-9

    /// Solves the program: infeasible, or the optimal cost.
    func solve() -> Outcome {
        let m = rows.count, n = costs.count
        // Phase 1: artificials make an identity basis; minimise their sum.
        var table = [[Double]]()
        for i in 0..<m {
            let sign: Double = rhs[i] < 0 ? -1 : 1
            var row = rows[i].map { $0 * sign }
            row += (0..<m).map { $0 == i ? 1 : 0 }
            row.append(rhs[i] * sign)
            table.append(row)
        }
        var basis = (0..<m).map { n + $0 }
        let width = n + m
        var phase1 = [Double](repeating: 0, count: width) + [0]
        for j in n..<width { phase1[j] = 1 }
        guard Self.simplex(&table, &basis, cost: phase1, columns: width) else { return .infeasible }
        let artificialSum = basis.enumerated().reduce(0.0) { $0 + ($1.element >= n ? table[$1.offset][width] : 0) }
        if artificialSum > 1e-7 * max(1, rhs.map(abs).max() ?? 1) { return .infeasible }
        // Drive zero-level artificials out of the basis; a row with no other entry is redundant.
        var keep = [Int]()
        for i in 0..<m {
            if basis[i] >= n {
                if let j = (0..<n).first(where: { abs(table[i][$0]) > 1e-9 }) {
                    Self.pivot(&table, &basis, row: i, column: j, columns: width)
                    keep.append(i)
                }
            } else {
                keep.append(i)
            }
        }
        // Phase 2 on the original columns.
        var reduced = keep.map { i in Array(table[i][0..<n]) + [table[i][width]] }
        var reducedBasis = keep.map { basis[$0] }
        guard Self.simplex(&reduced, &reducedBasis, cost: costs + [0], columns: n) else { return .optimal(-.infinity) }
        let value = reducedBasis.enumerated().reduce(0.0) { $0 + costs[$1.element] * reduced[$1.offset][n] }
        return .optimal(value)
    }

    /// Primal simplex with Bland's rule on a tableau whose last column is the right-hand side.
    /// Returns false when the program is unbounded.
    private static func simplex(_ table: inout [[Double]], _ basis: inout [Int], cost: [Double], columns: Int) -> Bool {
        let m = table.count
        for _ in 0..<100_000 {
            // Reduced costs: c_j - c_B B⁻¹ A_j, with the tableau already B⁻¹ A.
            var entering: Int?
            for j in 0..<columns where !basis.contains(j) {
                var reducedCost = cost[j]
                for i in 0..<m { reducedCost -= cost[basis[i]] * table[i][j] }
                if reducedCost < -tolerance * max(1, abs(cost[j])) {
                    entering = j
                    break
                }
            }
            guard let entering else { return true }
            var leaving: Int?
            var best = Double.infinity
            for i in 0..<m where table[i][entering] > tolerance {
                let ratio = table[i][columns] / table[i][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && leaving.map { basis[i] < basis[$0] } ?? true) {
                    best = ratio
                    leaving = i
                }
            }
            guard let leaving else { return false }
            pivot(&table, &basis, row: leaving, column: entering, columns: columns)
        }
        return true
    }

    private static func pivot(_ table: inout [[Double]], _ basis: inout [Int], row: Int, column: Int, columns: Int) {
        let pivot = table[row][column]
        for j in 0...columns { table[row][j] /= pivot }
        for i in table.indices where i != row {
            let factor = table[i][column]
            if factor != 0 {
                for j in 0...columns { table[i][j] -= factor * table[row][j] }
            }
        }
        basis[row] = column
    }
}
