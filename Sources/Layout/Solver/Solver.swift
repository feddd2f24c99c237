// swift-format-ignore-file: NeverForceUnwrap
// The tableau's invariants, unwrapped where they hold: a basic symbol has a row, a marker a
// coefficient in the rows it appears in, an edit's constraint a tag. A missing one is a solver bug.

/// An incremental Cassowary solver (Badros, Borning and Stuckey) for linear equalities and
/// inequalities with strengths.
///
/// Required constraints always hold or are refused with the constraints they conflict with;
/// weaker ones are satisfied as well as their strengths allow. Edit variables take suggested
/// values cheaply: a suggestion only re-runs the dual simplex on the tableau.rows it touches.
///
/// Unlike a textbook tableau, every symbol keeps the set of tableau.rows it appears in (a column index),
/// so substituting a symbol or choosing a pivot row touches only the tableau.rows that contain it. Ties
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

    private var tableau = Tableau()
    private var constraints: [Constraint: Tag] = [:]
    private var constraintsByMarker: [Symbol: Constraint] = [:]
    private var symbols: [Variable: Symbol] = [:]
    private var edits: [Variable: Edit] = [:]
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
        let firstNewID = tableau.nextID, knownVariables = symbols.count
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
            tableau.substitute(subject, with: row)
            tableau.insertRow(row, basic: subject)
            if subject.kind == .dummy { basicDummies.insert(subject) }
        } else {
            // The artificial phase pivots freely; the rows and columns it changes are journaled (the
            // first time each changes), so a refusal puts everything back as it was.
            tableau.beginJournal()
            let satisfiable = tableau.addWithArtificialVariable(row)
            tableau.endJournal(rollingBack: !satisfiable)
            guard satisfiable else {
                discardSymbols(from: firstNewID, knownVariables: knownVariables)
                throw .unsatisfiableConstraint(constraint, conflictsWith: explanation(of: constraint, candidates: conflicts(in: row)))
            }
        }
        constraints[constraint] = tag
        constraintsByMarker[tag.marker] = constraint
        if let other = tag.other { constraintsByMarker[other] = constraint }
        tableau.optimize(usingArtificial: false)
    }





    /// Forgets the symbols (and the variables first seen) of a refused addition.
    private func discardSymbols(from firstNewID: Int32, knownVariables: Int) {
        if symbols.count > knownVariables {
            symbols = symbols.filter { $0.value.id < firstNewID }
        }
        tableau.rows.removeLast(tableau.rows.count - Int(firstNewID))
        tableau.columns.removeLast(tableau.columns.count - Int(firstNewID))
        tableau.rowSavedIn.removeLast(tableau.rowSavedIn.count - Int(firstNewID))
        tableau.columnSavedIn.removeLast(tableau.columnSavedIn.count - Int(firstNewID))
        tableau.nextID = firstNewID
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
        tableau.removeErrorEffects(tag.marker, strength: constraint.strength)
        if let other = tag.other { tableau.removeErrorEffects(other, strength: constraint.strength) }
        basicDummies.remove(tag.marker)
        if tableau.rows[tag.marker] != nil {
            _ = tableau.removeRow(tag.marker)
        } else if let leaving = tableau.markerLeavingRow(tag.marker) {
            var row = tableau.removeRow(leaving)
            basicDummies.remove(leaving)
            row.insert(leaving, -1)
            row.solve(for: tag.marker)
            tableau.substitute(tag.marker, with: row)
        }
        reinstateRedundantEqualities()
        tableau.optimize(usingArtificial: false)
    }

    /// Required equalities added while redundant keep their marker basic, held at zero only by
    /// the constraints that made them redundant. Once a removal gives such a row anything but
    /// markers of other equalities, the equality is no longer enforced: add it again, properly.
    private func reinstateRedundantEqualities() {
        let loose = basicDummies.sorted().filter { dummy in
            tableau.rows[dummy].map { row in row.cells.contains { symbol, _ in symbol.kind != .dummy } || !Row.isNearZero(row.constant) } ?? true
        }
        for dummy in loose {
            basicDummies.remove(dummy)
            guard let constraint = constraintsByMarker[dummy] else { continue }
            if tableau.rows[dummy] != nil { _ = tableau.removeRow(dummy) }
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
        if tableau.rows[marker] != nil {
            tableau.rows[marker]!.constant -= delta
            if tableau.rows[marker]!.constant < 0 { tableau.infeasible.append(marker) }
        } else if tableau.rows[other] != nil {
            tableau.rows[other]!.constant += delta
            if tableau.rows[other]!.constant < 0 { tableau.infeasible.append(other) }
        } else {
            for basic in tableau.columns[marker].symbols.sorted() {
                let coefficient = tableau.rows[basic]!.cells[marker]!
                tableau.rows[basic]!.constant += coefficient * delta
                if basic.kind != .external && tableau.rows[basic]!.constant < 0 { tableau.infeasible.append(basic) }
            }
        }
        tableau.dualOptimize()
    }

    /// The value the solver found for a variable (0 for one it has never seen).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbols[variable], let row = tableau.rows[symbol] else { return 0 }
        return row.constant
    }

    /// Variables whose value could change without making any constraint less satisfied: the
    /// solution does not pin them down (Auto Layout's "ambiguous layout").
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        variables.filter { variable in
            guard let symbol = symbols[variable] else { return false }
            guard let row = tableau.rows[symbol] else { return true }
            return row.cells.contains { free, _ in
                free.kind == .external || (free.kind == .slack && tableau.objective.cells[free] == nil)
            }
        }
    }

    // MARK: - Tableau


    private func symbol(for variable: Variable) -> Symbol {
        if let existing = symbols[variable] { return existing }
        let created = tableau.newSymbol(.external)
        symbols[variable] = created
        return created
    }



    /// The constraint as a row over parametric symbols, with its marker (and error) symbols.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau.rows[symbol] {
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
            let slack = tableau.newSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = tableau.newSymbol(.error)
                row.insert(error, -sign)
                tableau.addToObjective(error, strength.weight)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = tableau.newSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = tableau.newSymbol(.error), minus = tableau.newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.addToObjective(plus, strength.weight)
                tableau.addToObjective(minus, strength.weight)
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












}
