// swift-format-ignore-file: NeverForceUnwrap
// The tableau's invariants, unwrapped where they hold: a basic symbol has a row, a marker a
// coefficient in the rows it appears in, an edit's constraint a tag. A missing one is a solver bug.

/// The simplex tableau of a `Solver`: rows of basic symbols over parametric ones, a column index
/// (for each symbol, the rows it appears in), the objective, and the operations of the primal and
/// dual simplex on them.
///
/// A value type held in one property of the solver, so the inner loops touch its arrays without
/// the dynamic exclusivity checks every access to a class's stored property costs.
struct Tableau {
    /// The row of each basic symbol, by symbol id (`nil` for parametric symbols).
    var rows: [Row?] = []

    /// For each symbol id, the basic symbols whose rows contain it (values unused).
    var columns: [SymbolMap] = []

    var infeasible: [Symbol] = []

    var objective = Row()

    /// Objective cells changed since the objective was last optimal: only these can be negative.
    var objectiveChanges: [Symbol] = []

    var artificial: Row?

    var nextID: Int32 = 0

    /// The rows and columns as they were before an addition's artificial phase changed them.
    struct Journal {
        var rows: [(Int32, Row?)] = []
        var columns: [(Int32, SymbolMap)] = []
    }

    /// Starts recording what changes, for `endJournal(rollingBack:)`.
    mutating func beginJournal() {
        journalNumber &+= 1
        journal = Journal()
        saved = (objective, objectiveChanges, infeasible)
    }

    /// Stops recording; rolling back puts the rows, columns, objective and infeasible list back.
    mutating func endJournal(rollingBack: Bool) {
        guard let changes = journal, let saved else { return }
        journal = nil
        self.saved = nil
        guard rollingBack else { return }
        for (id, old) in changes.rows.reversed() { rows[Int(id)] = old }
        for (id, old) in changes.columns.reversed() { columns[Int(id)] = old }
        (objective, objectiveChanges, infeasible) = saved
    }

    /// The objective and lists as they were when the journal began.
    private var saved: (Row, [Symbol], [Symbol])?

    /// Recording while an addition may still be refused; `nil` otherwise (no cost then).
    var journal: Journal?

    /// The journal a row or column was last saved in (by symbol id), so each is saved once.
    var rowSavedIn: [UInt32] = [], columnSavedIn: [UInt32] = []

    var journalNumber: UInt32 = 0

    @inline(__always)
    mutating func willChangeRow(_ symbol: Symbol) {
        guard journal != nil, rowSavedIn[Int(symbol.id)] != journalNumber else { return }
        rowSavedIn[Int(symbol.id)] = journalNumber
        journal!.rows.append((symbol.id, rows[symbol]))
    }

    @inline(__always)
    mutating func willChangeColumn(_ symbol: Symbol) {
        guard journal != nil, columnSavedIn[Int(symbol.id)] != journalNumber else { return }
        columnSavedIn[Int(symbol.id)] = journalNumber
        journal!.columns.append((symbol.id, columns[symbol]))
    }

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        rows.append(nil)
        columns.append(SymbolMap())
        rowSavedIn.append(0)
        columnSavedIn.append(0)
        return Symbol(id: nextID, kind: kind)
    }

    mutating func insertRow(_ row: Row, basic: Symbol) {
        row.cells.forEach { symbol, _ in
            willChangeColumn(symbol)
            columns[symbol].set(basic, 0)
        }
        willChangeRow(basic)
        rows[basic] = row
    }

    mutating func removeRow(_ basic: Symbol) -> Row {
        let row = rows[basic]!
        willChangeRow(basic)
        rows[basic] = nil
        row.cells.forEach { symbol, _ in
            willChangeColumn(symbol)
            columns[symbol].remove(basic)
        }
        return row
    }

    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        optimize(usingArtificial: true)
        let isSatisfiable = Row.isNearZero(artificial!.constant)
        artificial = nil
        if rows[art] != nil {
            var basicRow = removeRow(art)
            if basicRow.cells.isEmpty { return isSatisfiable }
            guard let entering = basicRow.cells.symbols.filter(\.isPivotable).min() else { return false }
            basicRow.insert(art, -1)
            basicRow.solve(for: entering)
            substitute(entering, with: basicRow)
            insertRow(basicRow, basic: entering)
        }
        for basic in columns[art].symbols {
            willChangeRow(basic)
            rows[basic]!.cells.remove(art)
        }
        willChangeColumn(art)
        columns[art] = SymbolMap()
        objective.cells.remove(art)
        return isSatisfiable
    }

    /// Replaces `symbol` by `row` everywhere: in the rows that contain it and in the objectives.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let users = columns[symbol].symbols
        willChangeColumn(symbol)
        columns[symbol] = SymbolMap()
        for basic in users {
            willChangeRow(basic)
            var target = rows[basic].take()!
            let coefficient = target.cells.remove(symbol)!
            target.constant += coefficient * row.constant
            row.cells.forEach { cell, value in
                let old = target.cells[cell]
                let new = (old ?? 0) + coefficient * value
                if Row.isNearZero(new) {
                    if old != nil {
                        target.cells.remove(cell)
                        willChangeColumn(cell)
                        columns[cell].remove(basic)
                    }
                } else if target.cells.set(cell, new) {
                    willChangeColumn(cell)
                    columns[cell].set(basic, 0)
                }
            }
            if basic.kind != .external && target.constant < 0 { infeasible.append(basic) }
            rows[basic] = target
        }
        if let coefficient = objective.cells.remove(symbol) { addToObjective(row, coefficient) }
        if artificial != nil, let coefficient = artificial!.cells.remove(symbol) {
            artificial!.insert(row, coefficient)
        }
    }

    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)
        row.insert(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// Primal simplex on the objective (or the artificial objective while adding a constraint).
    mutating func optimize(usingArtificial: Bool) {
        while let entering = usingArtificial ? enteringArtificialSymbol() : enteringSymbol(),
              let leaving = leavingRow(for: entering)
        {
            pivot(entering: entering, leaving: leaving)
        }
        if !usingArtificial { objectiveChanges.removeAll(keepingCapacity: true) }
    }

    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        objective.insert(symbol, coefficient)
        objectiveChanges.append(symbol)
    }

    mutating func addToObjective(_ row: Row, _ coefficient: Double) {
        objective.insert(row, coefficient)
        row.cells.forEach { symbol, _ in objectiveChanges.append(symbol) }
    }

    /// The parametric symbol whose increase lowers the objective most (Dantzig's rule), ties to
    /// the oldest symbol, among the cells changed since the objective was last optimal (all
    /// others are non-negative); `nil` when the objective is optimal.
    mutating func enteringSymbol() -> Symbol? {
        var entering: Symbol?
        var best = 0.0
        var kept = 0
        for symbol in objectiveChanges {
            guard let coefficient = objective.cells[symbol], coefficient < 0, symbol.kind != .dummy else { continue }
            objectiveChanges[kept] = symbol
            kept += 1
            if coefficient < best - 1e-12 || (abs(coefficient - best) <= 1e-12 && entering.map { symbol < $0 } ?? true) {
                best = coefficient
                entering = symbol
            }
        }
        objectiveChanges.removeLast(objectiveChanges.count - kept)
        return entering
    }

    /// Dantzig's rule on the artificial objective (short-lived, scanned whole).
    func enteringArtificialSymbol() -> Symbol? {
        var entering: Symbol?
        var best = 0.0
        artificial!.cells.forEach { symbol, coefficient in
            guard symbol.kind != .dummy && coefficient < 0 else { return }
            if coefficient < best - 1e-12 || (abs(coefficient - best) <= 1e-12 && entering.map { symbol < $0 } ?? true) {
                best = coefficient
                entering = symbol
            }
        }
        return entering
    }

    /// The row that limits how far `entering` can grow (minimum ratio test).
    mutating func leavingRow(for entering: Symbol) -> Symbol? {
        var found: Symbol?
        var smallest = Double.infinity
        columns[entering].forEach { basic, _ in
            guard basic.kind != .external else { return }
            let row = rows[basic]!
            let coefficient = row.cells[entering]!
            guard coefficient < 0 else { return }
            let ratio = -row.constant / coefficient
            if ratio < smallest || (ratio == smallest && found.map { basic < $0 } ?? true) {
                smallest = ratio
                found = basic
            }
        }
        return found
    }

    mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering: Symbol?
            var smallest = Double.infinity
            row.cells.forEach { symbol, coefficient in
                guard coefficient > 0 && symbol.kind != .dummy else { return }
                let ratio = objective.coefficient(of: symbol) / coefficient
                if ratio < smallest || (ratio == smallest && entering.map { symbol < $0 } ?? true) {
                    smallest = ratio
                    entering = symbol
                }
            }
            guard let entering else { continue }
            pivot(entering: entering, leaving: leaving)
        }
        // The dual simplex keeps the objective optimal: nothing changed needs a primal pass.
        objectiveChanges.removeAll(keepingCapacity: true)
    }

    mutating func removeErrorEffects(_ marker: Symbol, strength: Strength) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] {
            addToObjective(row, -strength.weight)
        } else {
            addToObjective(marker, -strength.weight)
        }
    }

    /// The row to pivot a non-basic marker into before removing its constraint.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for basic in columns[marker].symbols.sorted() {
            let row = rows[basic]!
            let coefficient = row.cells[marker]!
            if basic.kind == .external {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.1 { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.1 { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}

extension Array where Element == Row? {
    /// The row of a symbol, by its id.
    subscript(symbol: Symbol) -> Row? {
        get { self[Int(symbol.id)] }
        // Yields the element in place: a get-then-set would copy the row's storage on every change.
        _modify { yield &self[Int(symbol.id)] }
    }
}

extension Array where Element == SymbolMap {
    /// The column of a symbol, by its id.
    subscript(symbol: Symbol) -> SymbolMap {
        get { self[Int(symbol.id)] }
        _modify { yield &self[Int(symbol.id)] }
    }
}
