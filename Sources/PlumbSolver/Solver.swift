/// An incremental Cassowary solver with **strict priorities**.
///
/// Constraints are `expression REL 0` with a priority in (0, 1000]; 1000 is required.
/// Every priority value is its own level, optimised completely before any lower level is
/// considered (a lexicographic objective), so no number of constraints at 250 can outvote
/// one at 251. Within a level the errors add up. Adding or removing a constraint updates the
/// tableau in place; a suggested value for an edit variable is applied by a dual-simplex
/// re-optimisation when the values are next read.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x")
/// try solver.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -10), .greaterThanOrEqual)  // x >= 10
/// try solver.addConstraint(LinearExpression(terms: [Term(x, 1)]), .equal, priority: 250)             // x == 0, weak
/// solver.updateVariables()
/// assert(solver.value(of: x) == 10)
/// ```
public final class Solver {
    var t = Tableau()
    var varSym: [Int32] = []
    var varNames: [String] = []
    var records: [ConstraintRecord?] = []
    var editIndex: [Int32] = []
    var edits: [EditRecord?] = []
    var valuesDirty = true
    /// Constraints and edit variables in the solver.
    var live = 0
    /// Off in the scratch solvers that test conflict subsets (no recursion).
    var minimizesConflicts = true

    /// The priority of required constraints, 1000.
    ///
    /// ```swift
    /// assert(Solver.requiredPriority == 1000)
    /// ```
    public static let requiredPriority: Double = 1000

    /// Makes an empty solver.
    ///
    /// ```swift
    /// let solver = Solver()
    /// ```
    public init() {
        t.canRefactor = true
    }

    /// Makes a new variable (value 0 until constrained); `name` is used in diagnostics only.
    ///
    /// ```swift
    /// let solver = Solver()
    /// let width = solver.makeVariable("view.width")
    /// ```
    public func makeVariable(_ name: String = "") -> Variable {
        let v = Variable(id: varSym.count)
        varSym.append(t.newSymbol(.external))
        varNames.append(name)
        editIndex.append(-1)
        return v
    }

    /// The name given to ``makeVariable(_:)`` (empty when none, or for a foreign variable).
    ///
    /// ```swift
    /// let s = Solver(); let v = s.makeVariable("top")
    /// assert(s.name(of: v) == "top")
    /// ```
    public func name(of variable: Variable) -> String {
        variable.id >= 0 && variable.id < varNames.count ? varNames[variable.id] : ""
    }

    /// Adds `expression REL 0` at `priority` (1000 = required) and returns its id.
    ///
    /// Throws ``SolverError/unsatisfiable(_:conflictingWith:)`` for a required constraint that
    /// cannot hold with the required constraints already present (the solver is then
    /// unchanged), ``SolverError/nonFinite(_:)`` and ``SolverError/invalidPriority(_:)`` for
    /// bad numbers.
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// let id = try s.addConstraint(LinearExpression(terms: [Term(x, 2)], constant: -8), .equal)  // 2x == 8
    /// assert(s.value(of: x) == 4 && s.hasConstraint(id))
    /// ```
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                              priority: Double = 1000) throws(SolverError) -> ConstraintID {
        let id = ConstraintID(rawValue: records.count)
        records.append(nil)
        try insert(expression, relation, priority, id)
        return id
    }

    /// Adds a constraint again under an id this solver issued before (for example one that
    /// was removed), so a caller can toggle a constraint without renumbering it.
    ///
    /// Throws ``SolverError/duplicateConstraint(_:)`` when that id is present and
    /// ``SolverError/unknownConstraint(_:)`` for an id never issued.
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// let e = LinearExpression(terms: [Term(x, 1)], constant: -3)
    /// let id = try s.addConstraint(e, .equal)
    /// try s.removeConstraint(id)
    /// try s.addConstraint(e, .equal, priority: 1000, id: id)
    /// ```
    public func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                              priority: Double = 1000, id: ConstraintID) throws(SolverError) {
        guard id.rawValue >= 0 && id.rawValue < records.count else { throw .unknownConstraint(id) }
        guard records[id.rawValue] == nil else { throw .duplicateConstraint(id) }
        try insert(expression, relation, priority, id)
    }

    /// Removes a constraint; throws ``SolverError/unknownConstraint(_:)`` when absent.
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// let id = try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -5), .equal)
    /// try s.removeConstraint(id)
    /// assert(!s.hasConstraint(id) && s.value(of: x) == 0)
    /// ```
    public func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        guard id.rawValue >= 0 && id.rawValue < records.count, let r = records[id.rawValue] else {
            throw .unknownConstraint(id)
        }
        flush()
        t.remove(marker: r.marker, other: r.other, priority: r.priority)
        records[id.rawValue] = nil
        settle()
        live -= 1
        if live == 0 { clearTableau() }
        valuesDirty = true
    }

    /// Whether the constraint is in the solver.
    ///
    /// ```swift
    /// let s = Solver()
    /// assert(!s.hasConstraint(ConstraintID(rawValue: 0)))
    /// ```
    public func hasConstraint(_ id: ConstraintID) -> Bool {
        id.rawValue >= 0 && id.rawValue < records.count && records[id.rawValue] != nil
    }

    /// Brings every variable's value up to date (applying pending suggestions).
    ///
    /// ```swift
    /// let s = Solver(); let w = s.makeVariable("w")
    /// try s.addEditVariable(w, priority: 999)
    /// try s.suggestValue(320, for: w)
    /// s.updateVariables()
    /// assert(s.value(of: w) == 320)
    /// ```
    public func updateVariables() {
        flush()
        t.computeValues()
        valuesDirty = false
    }

    /// The variable's value in the current optimum (updating the values first if needed).
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -7), .equal)
    /// assert(s.value(of: x) == 7)
    /// ```
    public func value(of variable: Variable) -> Double {
        guard variable.id >= 0 && variable.id < varSym.count else { return 0 }
        if valuesDirty { updateVariables() }
        let v = t.value[Int(varSym[variable.id])]
        return v == 0 ? 0 : v
    }

    /// Removes every constraint and edit variable; variables stay valid (value 0) and ids
    /// keep counting up.
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -1), .equal)
    /// s.reset()
    /// assert(s.value(of: x) == 0)
    /// ```
    public func reset() {
        for k in records.indices { records[k] = nil }
        for k in editIndex.indices { editIndex[k] = -1 }
        clearTableau()
    }

    /// A fresh tableau once nothing is left in it (removed constraints may leave hidden
    /// definitions behind, see `Tableau.retire`).
    func clearTableau() {
        t = Tableau()
        t.canRefactor = true
        for k in varSym.indices { varSym[k] = t.newSymbol(.external) }
        edits.removeAll()
        live = 0
        valuesDirty = true
    }

    /// The candidates whose value is not unique among all optimal solutions (every priority
    /// level optimal), in input order.
    ///
    /// ```swift
    /// let s = Solver()
    /// let a = s.makeVariable("a"), b = s.makeVariable("b")
    /// try s.addConstraint(LinearExpression(terms: [Term(a, 1), Term(b, -1)]), .equal)  // a == b
    /// assert(s.ambiguousVariables(among: [a, b]) == [a, b])
    /// ```
    public func ambiguousVariables(among candidates: [Variable]) -> [Variable] {
        flush()
        var copy = t
        var out: [Variable] = []
        for v in candidates where v.id >= 0 && v.id < varSym.count {
            if copy.isAmbiguous(varSym[v.id]) { out.append(v) }
        }
        return out
    }

    // MARK: Internals

    func flush() {
        if !t.infeasible.isEmpty { t.dualOptimize() }
        settle()
    }

    /// When an optimisation stopped because the rows drifted numerically, rebuilds them from
    /// the live constraints (`Tableau.refactor`) and optimises again (once per operation).
    func settle() {
        guard t.needsRefactor else { return }
        t.needsRefactor = false
        t.canRefactor = false
        defer { t.canRefactor = true }
        _ = t.refactor(equations())
        t.optimize()
        if !t.infeasible.isEmpty { t.dualOptimize() }
    }

    /// The live constraints and edits as tableau equations `0 = constant + Σ entries`.
    func equations() -> [(entries: [Entry], constant: Double)] {
        var out: [(entries: [Entry], constant: Double)] = []
        for case let r? in records {
            var es: [Entry] = []
            es.reserveCapacity(r.terms.count + 2)
            for term in r.terms { es.append(Entry(varSym[term.variable.id], term.coefficient)) }
            let required = r.priority >= Solver.requiredPriority
            switch (required, r.relation) {
            case (true, .equal), (true, .lessThanOrEqual):
                es.append(Entry(r.marker, 1))
            case (true, .greaterThanOrEqual):
                es.append(Entry(r.marker, -1))
            case (false, .equal), (false, .greaterThanOrEqual):
                es.append(Entry(r.marker, -1))
                es.append(Entry(r.other, 1))
            case (false, .lessThanOrEqual):
                es.append(Entry(r.marker, 1))
                es.append(Entry(r.other, -1))
            }
            out.append((es, r.constant))
        }
        for case let e? in edits {
            out.append(([Entry(varSym[e.variable.id], 1), Entry(e.marker, -1), Entry(e.other, 1)], -e.suggested))
        }
        return out
    }

    func symbol(_ v: Variable) -> Int32 {
        while v.id >= varSym.count { _ = makeVariable() }
        return varSym[v.id]
    }

    func insert(_ expression: LinearExpression, _ relation: Relation, _ priority: Double,
                _ id: ConstraintID) throws(SolverError) {
        guard priority.isFinite && priority > 0 && priority <= Solver.requiredPriority else {
            throw .invalidPriority(priority)
        }
        let (terms, entries) = try fold(expression)
        flush()
        switch t.insert(terms: entries, constant: expression.constant, relation: relation,
                        priority: priority, owner: Int32(id.rawValue)) {
        case let .inserted(marker, other):
            live += 1
            records[id.rawValue] = ConstraintRecord(terms: terms, constant: expression.constant, relation: relation,
                                                    priority: priority, marker: marker, other: other)
            settle()
            valuesDirty = true
        case let .conflict(owners):
            var ids: [ConstraintID] = []
            for o in owners where o >= 0 && Int(o) < records.count {
                if let r = records[Int(o)], r.priority >= Solver.requiredPriority {
                    ids.append(ConstraintID(rawValue: Int(o)))
                }
            }
            ids = Array(Set(ids)).sorted()
            let attempt = ConstraintRecord(terms: terms, constant: expression.constant, relation: relation,
                                           priority: priority, marker: -1, other: -1)
            throw .unsatisfiable(id, conflictingWith: minimizeConflict(attempt, ids))
        }
    }

    /// Folds repeated variables, checks every number, and maps variables to symbols. The terms
    /// come out in symbol order (an insertion sort: expressions are short), repeated variables
    /// summed in input order, zero sums dropped.
    func fold(_ expression: LinearExpression) throws(SolverError) -> ([Term], [Entry]) {
        guard expression.constant.isFinite else { throw .nonFinite("constant \(expression.constant)") }
        let n = expression.terms.count
        var terms: [Term] = []
        var entries: [Entry] = []
        terms.reserveCapacity(n)
        entries.reserveCapacity(n)
        for term in expression.terms {
            let c = term.coefficient
            guard c.isFinite else {
                let name = name(of: term.variable)
                throw .nonFinite("coefficient \(c) of variable #\(term.variable.id)" + (name.isEmpty ? "" : " (\(name))"))
            }
            let sym = symbol(term.variable)
            var k = entries.count
            while k > 0 && entries[k - 1].sym > sym { k -= 1 }
            if k > 0 && entries[k - 1].sym == sym {
                entries[k - 1].coef += c
                terms[k - 1].coefficient += c
            } else if k == entries.count {
                entries.append(Entry(sym, c))
                terms.append(Term(term.variable, c))
            } else {
                entries.insert(Entry(sym, c), at: k)
                terms.insert(Term(term.variable, c), at: k)
            }
        }
        var w = 0
        for k in 0..<entries.count where abs(entries[k].coef) > Tolerance.cell {
            entries[w] = entries[k]
            terms[w] = terms[k]
            w += 1
        }
        if w < entries.count {
            entries.removeLast(entries.count - w)
            terms.removeLast(terms.count - w)
        }
        return (terms, entries)
    }
}
