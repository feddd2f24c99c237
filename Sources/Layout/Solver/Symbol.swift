// swift-format-ignore-file: NeverForceUnwrap
// The tableau's invariants, unwrapped where they hold: a basic symbol has a row, a marker a
// coefficient in the rows it appears in, an edit's constraint a tag. A missing one is a solver bug.

/// An unknown of the simplex tableau: a user variable, or one the solver introduced.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// Stands for a user `Variable`.
        case external
        /// Turns an inequality into an equality (always ≥ 0).
        case slack
        /// Measures how far a non-required constraint is violated (always ≥ 0).
        case error
        /// Marks a required equality; never enters the basis.
        case dummy
    }

    /// Creation order; ties in pivoting are broken by it, so solving is deterministic.
    let id: Int32
    let kind: Kind

    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }

    /// The id alone identifies a symbol; hashing one word is cheaper than two.
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One row of the tableau: `basic = constant + Σ coefficient · symbol`.
struct Row {
    var constant: Double
    var cells: SymbolMap

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = SymbolMap()
    }

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient · symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let value = (cells[symbol] ?? 0) + coefficient
        if Self.isNearZero(value) { cells.remove(symbol) } else { cells.set(symbol, value) }
    }

    /// Adds `coefficient ·` another row.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        row.cells.forEach { symbol, value in insert(symbol, value * coefficient) }
    }

    mutating func reverseSign() {
        constant = -constant
        cells.scaleAll(by: -1)
    }

    /// Rewrites `0 = self` as `symbol = …`; `symbol` leaves the cells.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.remove(symbol)!
        constant *= coefficient
        cells.scaleAll(by: coefficient)
    }
}
