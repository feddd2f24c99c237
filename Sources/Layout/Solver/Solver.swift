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
    private var rows: [Symbol: Row] = [:]
    private var columns: [Symbol: Set<Symbol>] = [:]
    private var symbols: [Variable: Symbol] = [:]
    private var edits: [Variable: Edit] = [:]
    private var infeasible: [Symbol] = []
    private var objective = Row()
    private var artificial: Row?
    private var nextID: Int32 = 0

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
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Row.isNearZero(row.constant) else {
                throw .unsatisfiableConstraint(constraint, conflictsWith: conflicts(in: row))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else {
            let explanation = conflicts(in: row)
            guard addWithArtificialVariable(row) else {
                throw .unsatisfiableConstraint(constraint, conflictsWith: explanation)
            }
        }
        constraints[constraint] = tag
        constraintsByMarker[tag.marker] = constraint
        if let other = tag.other { constraintsByMarker[other] = constraint }
        optimize(usingArtificial: false)
    }

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
        if rows[tag.marker] != nil {
            _ = removeRow(tag.marker)
        } else if let leaving = markerLeavingRow(tag.marker) {
            var row = removeRow(leaving)
            row.insert(leaving, -1)
            row.solve(for: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize(usingArtificial: false)
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
            for basic in (columns[marker] ?? []).sorted() {
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
            return row.cells.keys.contains { free in
                free.kind == .external || (free.kind == .slack && objective.cells[free] == nil)
            }
        }
    }

    // MARK: - Tableau

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let existing = symbols[variable] { return existing }
        let created = newSymbol(.external)
        symbols[variable] = created
        return created
    }

    private func insertRow(_ row: Row, basic: Symbol) {
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    private func removeRow(_ basic: Symbol) -> Row {
        let row = rows.removeValue(forKey: basic)!
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
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
                objective.insert(error, strength.weight)
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
                objective.insert(plus, strength.weight)
                objective.insert(minus, strength.weight)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        if tag.marker.isPivotable && row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// The required constraints whose markers appear in a failed row: the ones it contradicts.
    private func conflicts(in row: Row) -> [Constraint] {
        row.cells.keys.sorted().compactMap { symbol in
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
            guard let entering = basicRow.cells.keys.filter(\.isPivotable).min() else { return false }
            basicRow.insert(art, -1)
            basicRow.solve(for: entering)
            substitute(entering, with: basicRow)
            insertRow(basicRow, basic: entering)
        }
        for basic in columns.removeValue(forKey: art) ?? [] { rows[basic]!.cells[art] = nil }
        objective.cells[art] = nil
        return isSatisfiable
    }

    /// Replaces `symbol` by `row` everywhere: in the rows that contain it and in the objectives.
    private func substitute(_ symbol: Symbol, with row: Row) {
        if let users = columns.removeValue(forKey: symbol) {
            for basic in users.sorted() {
                var target = rows.removeValue(forKey: basic)!
                let coefficient = target.cells.removeValue(forKey: symbol)!
                target.constant += coefficient * row.constant
                for (cell, value) in row.cells {
                    let old = target.cells[cell]
                    let new = (old ?? 0) + coefficient * value
                    if Row.isNearZero(new) {
                        if old != nil {
                            target.cells[cell] = nil
                            columns[cell]?.remove(basic)
                        }
                    } else {
                        target.cells[cell] = new
                        if old == nil { columns[cell, default: []].insert(basic) }
                    }
                }
                if basic.kind != .external && target.constant < 0 { infeasible.append(basic) }
                rows[basic] = target
            }
        }
        if let coefficient = objective.cells.removeValue(forKey: symbol) { objective.insert(row, coefficient) }
        if artificial != nil, let coefficient = artificial!.cells.removeValue(forKey: symbol) {
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
        while true {
            let target = usingArtificial ? artificial! : objective
            // Dantzig's rule, ties to the oldest symbol.
            var entering: Symbol?
            var best = 0.0
            for (symbol, coefficient) in target.cells where symbol.kind != .dummy && coefficient < 0 {
                if coefficient < best - 1e-12 || (abs(coefficient - best) <= 1e-12 && entering.map { symbol < $0 } ?? true) {
                    best = coefficient
                    entering = symbol
                }
            }
            guard let entering, let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The row that limits how far `entering` can grow (minimum ratio test).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var found: Symbol?
        var smallest = Double.infinity
        for basic in columns[entering] ?? [] where basic.kind != .external {
            let row = rows[basic]!
            let coefficient = row.cells[entering]!
            guard coefficient < 0 else { continue }
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
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(of: symbol) / coefficient
                if ratio < smallest || (ratio == smallest && entering.map { symbol < $0 } ?? true) {
                    smallest = ratio
                    entering = symbol
                }
            }
            guard let entering else { continue }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func removeErrorEffects(_ marker: Symbol, strength: Strength) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] {
            objective.insert(row, -strength.weight)
        } else {
            objective.insert(marker, -strength.weight)
        }
    }

    /// The row to pivot a non-basic marker into before removing its constraint.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        for basic in (columns[marker] ?? []).sorted() {
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
