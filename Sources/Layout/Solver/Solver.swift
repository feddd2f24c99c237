/// An incremental Cassowary solver (Badros, Borning and Stuckey) for linear equalities and
/// inequalities with strengths.
///
/// Required constraints always hold or are refused with the constraints they conflict with;
/// weaker ones are satisfied as well as their strengths allow. Edit variables take suggested
/// values cheaply: a suggestion only re-runs the dual simplex on the rows it touches.
///
/// Unlike a textbook tableau, every symbol keeps the set of rows it appears in (a column index),
/// so substituting a symbol or choosing a pivot row touches only the rows that contain it. Ties
/// between pivots are broken by creation order, so the same constraints added in the same order
/// give bit-identical values on every run.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 8)
/// try solver.add(left + width == 390 - 8)
/// try solver.add(Constraint(width - 100, .equal, strength: .medium))
/// solver.value(of: width)  // 374
/// ```
public final class Solver {
    private struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    private struct Edit {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    private var constraintsByMarker: [Symbol: Constraint] = [:]
    /// The row of each basic symbol, by symbol id (`nil` for parametric symbols).
    private var rows: [Row?] = []
    /// For each symbol id, the basic symbols whose rows contain it (values unused).
    private var columns: [SymbolMap] = []
    private var symbols: [Variable: Symbol] = [:]
    private var edits: [Variable: Edit] = [:]
    private var infeasible: [Symbol] = []
    private var objective = Row()
    /// Objective cells changed since the objective was last optimal: only these can be negative.
    private var objectiveChanges: [Symbol] = []
    private var artificial: Row?
    private var nextID: Int32 = 0
    /// Markers of required equalities that were redundant when added, and are basic.
    private var basicDummies = Set<Symbol>()

    /// Creates an empty solver.
    public init() {}

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { constraints.count }

    /// Whether a constraint was added and not removed.
    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: `SolverError.duplicateConstraint`, or `.unsatisfiableConstraint` with the
    ///   required constraints it contradicts (the solver is left as it was).
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let firstNewID = nextID, knownVariables = symbols.count
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil && !row.cells.contains(where: { symbol, _ in symbol.kind != .dummy }) {
            guard Row.isNearZero(row.constant) else {
                let candidates = conflicts(in: row)
                discardSymbols(from: firstNewID, knownVariables: knownVariables)
                throw .unsatisfiableConstraint(constraint, conflictsWith: explanation(of: constraint, candidates: candidates))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
            if subject.kind == .dummy { basicDummies.insert(subject) }
        } else {
            // The artificial phase pivots freely; the rows and columns it changes are journaled
            // (the first time each changes), so a refusal puts everything back as it was.
            let saved = (objective: objective, objectiveChanges: objectiveChanges, infeasible: infeasible)
            journalNumber &+= 1
            journal = Journal()
            let satisfiable = addWithArtificialVariable(row)
            let changes = journal!
            journal = nil
            guard satisfiable else {
                for (id, old) in changes.rows.reversed() { rows[Int(id)] = old }
                for (id, old) in changes.columns.reversed() { columns[Int(id)] = old }
                (objective, objectiveChanges, infeasible) = (saved.objective, saved.objectiveChanges, saved.infeasible)
                discardSymbols(from: firstNewID, knownVariables: knownVariables)
                throw .unsatisfiableConstraint(constraint, conflictsWith: explanation(of: constraint, candidates: conflicts(in: row)))
            }
        }
        constraints[constraint] = tag
        constraintsByMarker[tag.marker] = constraint
        if let other = tag.other { constraintsByMarker[other] = constraint }
        optimize(usingArtificial: false)
    }

    /// The rows and columns as they were before an addition's artificial phase changed them.
    private struct Journal {
        var rows: [(Int32, Row?)] = []
        var columns: [(Int32, SymbolMap)] = []
    }

    /// Recording while an addition may still be refused; `nil` otherwise (no cost then).
    private var journal: Journal?
    /// The journal a row or column was last saved in (by symbol id), so each is saved once.
    private var rowSavedIn: [UInt32] = [], columnSavedIn: [UInt32] = []
    private var journalNumber: UInt32 = 0

    @inline(__always)
    private func willChangeRow(_ symbol: Symbol) {
        guard journal != nil, rowSavedIn[Int(symbol.id)] != journalNumber else { return }
        rowSavedIn[Int(symbol.id)] = journalNumber
        journal!.rows.append((symbol.id, rows[symbol]))
    }

    @inline(__always)
    private func willChangeColumn(_ symbol: Symbol) {
        guard journal != nil, columnSavedIn[Int(symbol.id)] != journalNumber else { return }
        columnSavedIn[Int(symbol.id)] = journalNumber
        journal!.columns.append((symbol.id, columns[symbol]))
    }

    /// Forgets the symbols (and the variables first seen) of a refused addition.
    private func discardSymbols(from firstNewID: Int32, knownVariables: Int) {
        if symbols.count > knownVariables {
            symbols = symbols.filter { $0.value.id < firstNewID }
        }
        rows.removeLast(rows.count - Int(firstNewID))
        columns.removeLast(columns.count - Int(firstNewID))
        rowSavedIn.removeLast(rowSavedIn.count - Int(firstNewID))
        columnSavedIn.removeLast(columnSavedIn.count - Int(firstNewID))
        nextID = firstNewID
    }

    /// Required constraints that, with `constraint`, cannot all hold, checked in a fresh solver so
    /// the list explains the refusal on its own: the constraints whose markers the refused row
    /// holds when they suffice (the usual case), else a subset of all the required ones from which
    /// none can be left out.
    private func explanation(of constraint: Constraint, candidates: [Constraint]) -> [Constraint] {
        guard explainsRefusals else { return [] }
        if !candidates.isEmpty && Self.contradicts(candidates, constraint) { return candidates }
        var required = constraints.filter { $0.key.strength.isRequired }.sorted { $0.value.marker < $1.value.marker }.map(\.key)
        func contradicts(_ subset: [Constraint]) -> Bool { Self.contradicts(subset, constraint) }
        guard contradicts(required) else { return [] }
        // Deletion filtering: drop each member the contradiction does not need.
        var index = required.count - 1
        while index >= 0 {
            var without = required
            without.remove(at: index)
            if contradicts(without) { required = without }
            index -= 1
        }
        return required
    }

    /// Whether `constraint` cannot be added to a fresh solver holding `others`.
    private static func contradicts(_ others: [Constraint], _ constraint: Constraint) -> Bool {
        let fresh = Solver()
        fresh.explainsRefusals = false
        do {
            for member in others { try fresh.add(member) }
            try fresh.add(constraint)
            return false
        } catch {
            return true
        }
    }

    /// Whether refusals list their conflicts (the fresh solvers that find them do not).
    private var explainsRefusals = true

    /// Adds several constraints in order; stops at the first error.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        constraintsByMarker[tag.marker] = nil
        if let other = tag.other { constraintsByMarker[other] = nil }
        removeErrorEffects(tag.marker, strength: constraint.strength)
        if let other = tag.other { removeErrorEffects(other, strength: constraint.strength) }
        basicDummies.remove(tag.marker)
        if rows[tag.marker] != nil {
            _ = removeRow(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = removeRow(leaving)
            basicDummies.remove(leaving)
            row.insert(leaving, -1)
            row.solve(for: tag.marker)
            substitute(tag.marker, with: row)
        }
        reinstateRedundantEqualities()
        optimize(usingArtificial: false)
    }

    /// Required equalities added while redundant keep their marker basic, held at zero only by
    /// the constraints that made them redundant. Once a removal gives such a row anything but
    /// markers of other equalities, the equality is no longer enforced: add it again, properly.
    private func reinstateRedundantEqualities() {
        let loose = basicDummies.sorted().filter { dummy in
            rows[dummy].map { row in row.cells.contains { symbol, _ in symbol.kind != .dummy } || !Row.isNearZero(row.constant) } ?? true
        }
        for dummy in loose {
            basicDummies.remove(dummy)
            guard let constraint = constraintsByMarker[dummy] else { continue }
            if rows[dummy] != nil { _ = removeRow(dummy) }
            constraints[constraint] = nil
            constraintsByMarker[dummy] = nil
            // It held together with all the others a moment ago, so it holds without the removed one.
            try? add(constraint)
        }
    }

    /// Makes a variable editable at a strength below required; suggestions then move it.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        edits[variable] = Edit(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Stops editing a variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Whether a variable is an edit variable.
    public func isEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker, other = edit.tag.other!
        if rows[marker] != nil {
            rows[marker]!.constant -= delta
            if rows[marker]!.constant < 0 { infeasible.append(marker) }
        } else if rows[other] != nil {
            rows[other]!.constant += delta
            if rows[other]!.constant < 0 { infeasible.append(other) }
        } else {
            for basic in columns[marker].symbols.sorted() {
                let coefficient = rows[basic]!.cells[marker]!
                rows[basic]!.constant += coefficient * delta
                if basic.kind != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
            }
        }
        dualOptimize()
    }

    /// The value the solver found for a variable (0 for one it has never seen).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable], let row = rows[symbol] else { return 0 }
        return row.constant
    }

    /// Variables whose value could change without making any constraint less satisfied: the
    /// solution does not pin them down (Auto Layout's "ambiguous layout").
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        variables.filter { variable in
            guard let symbol = symbols[variable] else { return false }
            guard let row = rows[symbol] else { return true }
            return row.cells.contains { free, _ in
                free.kind == .external || (free.kind == .slack && objective.cells[free] == nil)
            }
        }
    }

    // MARK: - Tableau

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        rows.append(nil)
        columns.append(SymbolMap())
        rowSavedIn.append(0)
        columnSavedIn.append(0)
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let existing = symbols[variable] { return existing }
        let created = newSymbol(.external)
        symbols[variable] = created
        return created
    }

    private func insertRow(_ row: Row, basic: Symbol) {
        row.cells.forEach { symbol, _ in
            willChangeColumn(symbol)
            columns[symbol].set(basic, 0)
        }
        willChangeRow(basic)
        rows[basic] = row
    }

    private func removeRow(_ basic: Symbol) -> Row {
        let row = rows[basic]!
        willChangeRow(basic)
        rows[basic] = nil
        row.cells.forEach { symbol, _ in
            willChangeColumn(symbol)
            columns[symbol].remove(basic)
        }
        return row
    }

    /// The constraint as a row over parametric symbols, with its marker (and error) symbols.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                addToObjective(error, strength.weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, strength.weight)
                addToObjective(minus, strength.weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        var external: Symbol?
        row.cells.forEach { symbol, _ in
            if symbol.kind == .external && external.map({ symbol < $0 }) ?? true { external = symbol }
        }
        if let external { return external }
        if tag.marker.isPivotable && row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// The required constraints whose markers appear in a failed row: the ones it contradicts.
    private func conflicts(in row: Row) -> [Constraint] {
        row.cells.symbols.sorted().compactMap { symbol in
            guard let constraint = constraintsByMarker[symbol], constraint.strength.isRequired else { return nil }
            return constraint
        }
    }

    private func addWithArtificialVariable(_ row: Row) -> Bool {
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
    private func substitute(_ symbol: Symbol, with row: Row) {
        let users = columns[symbol].symbols.sorted()
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

    private func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)
        row.insert(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// Primal simplex on the objective (or the artificial objective while adding a constraint).
    private func optimize(usingArtificial: Bool) {
        while let entering = usingArtificial ? enteringArtificialSymbol() : enteringSymbol(),
              let leaving = leavingRow(for: entering)
        {
            pivot(entering: entering, leaving: leaving)
        }
        if !usingArtificial { objectiveChanges.removeAll(keepingCapacity: true) }
    }

    private func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        objective.insert(symbol, coefficient)
        objectiveChanges.append(symbol)
    }

    private func addToObjective(_ row: Row, _ coefficient: Double) {
        objective.insert(row, coefficient)
        row.cells.forEach { symbol, _ in objectiveChanges.append(symbol) }
    }

    /// The parametric symbol whose increase lowers the objective most (Dantzig's rule), ties to
    /// the oldest symbol, among the cells changed since the objective was last optimal (all
    /// others are non-negative); `nil` when the objective is optimal.
    private func enteringSymbol() -> Symbol? {
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
    private func enteringArtificialSymbol() -> Symbol? {
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
    private func leavingRow(for entering: Symbol) -> Symbol? {
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

    private func dualOptimize() {
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

    private func removeErrorEffects(_ marker: Symbol, strength: Strength) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] {
            addToObjective(row, -strength.weight)
        } else {
            addToObjective(marker, -strength.weight)
        }
    }

    /// The row to pivot a non-basic marker into before removing its constraint.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
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
    fileprivate subscript(symbol: Symbol) -> Row? {
        get { self[Int(symbol.id)] }
        // Yields the element in place: a get-then-set would copy the row's storage on every change.
        _modify { yield &self[Int(symbol.id)] }
    }
}

extension Array where Element == SymbolMap {
    /// The column of a symbol, by its id.
    fileprivate subscript(symbol: Symbol) -> SymbolMap {
        get { self[Int(symbol.id)] }
        _modify { yield &self[Int(symbol.id)] }
    }
}
