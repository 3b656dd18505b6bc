/// The state behind ``Solver``: a value type, so a public call makes one dynamically checked
/// access to the class's storage and everything below it runs on statically checked `inout`
/// access (every access to a class's stored property costs a runtime exclusivity check; an
/// add made about 15 of them).
struct SolverState {
    var t = Tableau()
    var varSym: [Int32] = []
    var varNames: [String] = []
    var records: [ConstraintRecord?] = []
    var editIndex: [Int32] = []
    var edits: [EditRecord?] = []
    var valuesDirty = true
    var live = 0
    var minimizesConflicts = true
    /// `fold`'s symbol entries (reused from one add to the next).
    var foldBuf: [Entry] = []
    /// `fold`'s terms (reused): appended to `termPool` when the constraint is kept.
    var termBuf: [Term] = []
    /// Every record's terms, back to back (see ``ConstraintRecord``).
    var termPool: [Term] = []
    /// Terms in `termPool` that belong to no live record (removed constraints).
    var termGarbage = 0
    /// The tableau and edits before the first pending suggestion, kept only on systems that
    /// have needed a refactorisation (see `flush` and `restartEditsThroughPrimal`).
    var editSnapshot: EditSnapshot? = nil
    /// Tests: take the edit steps' primal fallback on every system and every step.
    var alwaysRestartsEdits = false

    init() {
        t.canRefactor = true
    }

    mutating func makeVariable(_ name: String) -> Variable {
        let v = Variable(id: varSym.count)
        varSym.append(t.newSymbol(.external))
        varNames.append(name)
        editIndex.append(-1)
        return v
    }

    func name(of variable: Variable) -> String {
        variable.id >= 0 && variable.id < varNames.count ? varNames[variable.id] : ""
    }

    mutating func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                                priority: Double) throws(SolverError) -> ConstraintID {
        let id = ConstraintID(rawValue: records.count)
        records.append(nil)
        try insert(expression, relation, priority, id)
        return id
    }

    mutating func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                                priority: Double, id: ConstraintID) throws(SolverError) {
        guard id.rawValue >= 0 && id.rawValue < records.count else { throw .unknownConstraint(id) }
        guard records[id.rawValue] == nil else { throw .duplicateConstraint(id) }
        try insert(expression, relation, priority, id)
    }

    mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        guard id.rawValue >= 0 && id.rawValue < records.count, let r = records[id.rawValue] else {
            throw .unknownConstraint(id)
        }
        flush()
        t.remove(marker: r.marker, other: r.other, priority: r.priority)
        if t.refactorCount > 0 { keepGhostEquation(of: r) }
        records[id.rawValue] = nil
        termGarbage += r.termCount
        settle()
        if t.refactorCount > 0 { refactorOnDrift() }
        live -= 1
        if live == 0 {
            clearTableau()
        } else if termGarbage > 4096 && 2 * termGarbage > termPool.count {
            compactTerms()
        }
        valuesDirty = true
    }

    /// The terms of constraint `r` (a slice of `termPool`).
    func terms(of r: ConstraintRecord) -> ArraySlice<Term> {
        termPool[r.termStart..<r.termStart + r.termCount]
    }

    /// Rewrites `termPool` over the live records (in id order), dropping removed ones' terms.
    mutating func compactTerms() {
        var fresh: [Term] = []
        fresh.reserveCapacity(termPool.count - termGarbage)
        for k in records.indices {
            guard let r = records[k] else { continue }
            records[k]!.termStart = fresh.count
            fresh.append(contentsOf: terms(of: r))
        }
        termPool = fresh
        termGarbage = 0
    }

    func hasConstraint(_ id: ConstraintID) -> Bool {
        id.rawValue >= 0 && id.rawValue < records.count && records[id.rawValue] != nil
    }

    mutating func updateVariables() {
        flush()
        t.computeValues()
        valuesDirty = false
    }

    mutating func value(of variable: Variable) -> Double {
        guard variable.id >= 0 && variable.id < varSym.count else { return 0 }
        if valuesDirty { updateVariables() }
        let v = t.value[Int(varSym[variable.id])]
        return v == 0 ? 0 : v
    }

    mutating func reset() {
        editSnapshot = nil
        for k in records.indices { records[k] = nil }
        for k in editIndex.indices { editIndex[k] = -1 }
        clearTableau()
        t.clampedRows = 0
    }

    mutating func clearTableau() {
        let clamped = t.clampedRows
        editSnapshot = nil
        t = Tableau()
        t.clampedRows = clamped
        // No record is live: every term in the pool is garbage.
        termPool.removeAll(keepingCapacity: true)
        termGarbage = 0
        t.canRefactor = true
        for k in varSym.indices { varSym[k] = t.newSymbol(.external) }
        edits.removeAll()
        live = 0
        valuesDirty = true
    }

    mutating func ambiguousVariables(among candidates: [Variable]) -> [Variable] {
        flush()
        var copy = t
        var out: [Variable] = []
        for v in candidates where v.id >= 0 && v.id < varSym.count {
            if copy.isAmbiguous(varSym[v.id]) { out.append(v) }
        }
        return out
    }

    // MARK: Internals

    mutating func flush() {
        if editSnapshot != nil {
            flushEditStep()
            return
        }
        if !t.infeasible.isEmpty { t.dualOptimize() }
        settle()
    }

    mutating func settle() {
        guard t.needsRefactor else { return }
        t.needsRefactor = false
        t.canRefactor = false
        t.dantzigPricing = true
        defer {
            t.canRefactor = true
            t.dantzigPricing = false
        }
        // The optimisation after a refactorisation may ask for another one (at most
        // `refactorRounds` in a row) rather than run to Bland's rule on drifting rows: on
        // random-tight-1000 one such run took 17 702 pivots, 14.6 s of a 63.6 s build.
        for round in 1...SolverState.refactorRounds {
            let refactored = t.refactor(equations())
            t.needsRefactor = false
            t.freshRows = refactored
            t.canRefactor = round < SolverState.refactorRounds
            t.optimize()
            t.freshRows = false
            t.canRefactor = false
            if !t.needsRefactor { break }
        }
        t.needsRefactor = false
        if !t.infeasible.isEmpty { t.dualOptimize() }
    }

    /// Refactorisations `settle` may chain (see there).
    static let refactorRounds = 8

    func equations() -> [(entries: [Entry], constant: Double)] {
        var out: [(entries: [Entry], constant: Double)] = []
        for case let r? in records { out.append(equation(of: r)) }
        for case let e? in edits {
            out.append(([Entry(varSym[e.variable.id], 1), Entry(e.marker, -1), Entry(e.other, 1)], -e.suggested))
        }
        return out
    }

    /// Constraint `r` as `0 = constant + Σ entries` over user variables and its markers.
    func equation(of r: ConstraintRecord) -> (entries: [Entry], constant: Double) {
        var es: [Entry] = []
        es.reserveCapacity(r.termCount + 2)
        for term in terms(of: r) { es.append(Entry(varSym[term.variable.id], term.coefficient)) }
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
        return (es, r.constant)
    }

    mutating func symbol(_ v: Variable) -> Int32 {
        while v.id >= varSym.count { _ = makeVariable("") }
        return varSym[v.id]
    }

    mutating func insert(_ expression: LinearExpression, _ relation: Relation, _ priority: Double,
                _ id: ConstraintID) throws(SolverError) {
        guard priority.isFinite && priority > 0 && priority <= Solver.requiredPriority else {
            throw .invalidPriority(priority)
        }
        let entries = try fold(expression)
        flush()
        let result = t.insert(terms: entries, constant: expression.constant, relation: relation,
                              priority: priority, owner: Int32(id.rawValue))
        foldBuf = entries // `fold` empties it (keeping its capacity) before the next use
        switch result {
        case let .inserted(marker, other):
            live += 1
            records[id.rawValue] = ConstraintRecord(termStart: termPool.count, termCount: termBuf.count,
                                                    constant: expression.constant, relation: relation,
                                                    priority: priority, marker: marker, other: other)
            termPool.append(contentsOf: termBuf)
            settle()
            // A primal step can push a restricted row a little below zero through a cell under
            // the pivot tolerance (the ratio test ignores it: 5·10⁻⁹ times a step of 338 is
            // -2·10⁻⁶); `substitute` lists such rows, and the dual simplex restores them now,
            // so the tableau is feasible after every add rather than at the next read.
            flush()
            valuesDirty = true
        case let .conflict(owners):
            var ids: [ConstraintID] = []
            for o in owners where o >= 0 && Int(o) < records.count {
                if let r = records[Int(o)], r.priority >= Solver.requiredPriority {
                    ids.append(ConstraintID(rawValue: Int(o)))
                }
            }
            ids = Array(Set(ids)).sorted()
            // The refused constraint's terms go to the pool's end for the search, then leave.
            let attempt = ConstraintRecord(termStart: termPool.count, termCount: termBuf.count,
                                           constant: expression.constant, relation: relation,
                                           priority: priority, marker: -1, other: -1)
            termPool.append(contentsOf: termBuf)
            let conflicting = minimizeConflict(attempt, ids)
            termPool.removeLast(attempt.termCount)
            throw .unsatisfiable(id, conflictingWith: conflicting)
        }
    }

    /// The expression's terms merged by variable, in symbol order, without zero coefficients:
    /// returns the tableau entries (in `foldBuf`'s storage) and leaves the terms in `termBuf`.
    mutating func fold(_ expression: LinearExpression) throws(SolverError) -> [Entry] {
        guard expression.constant.isFinite else { throw .nonFinite("constant \(expression.constant)") }
        let n = expression.terms.count
        var terms: [Term] = []
        var entries: [Entry] = []
        swap(&entries, &foldBuf)
        swap(&terms, &termBuf)
        defer { swap(&terms, &termBuf) }
        entries.removeAll(keepingCapacity: true)
        terms.removeAll(keepingCapacity: true)
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
        return entries
    }
}
