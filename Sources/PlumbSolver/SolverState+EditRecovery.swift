extension SolverState {
    /// `flush` for edit steps on numerically hard systems (a snapshot was kept: the solver
    /// has refactorised). The dual simplex runs as everywhere else; when it needs its
    /// refactorisation trigger or gives up rows — on random-tight-1000 it walks through ever
    /// smaller pivots from the ill-conditioned basis the build ends with, to values of 10²⁷ —
    /// the step starts again from the snapshot through the primal path
    /// (`restartEditsThroughPrimal`).
    @inline(never)
    mutating func flushEditStep() {
        guard let snapshot = editSnapshot else { return }
        editSnapshot = nil
        if !t.infeasible.isEmpty {
            t.dualOptimize()
            if t.needsRefactor || t.clampedRows > snapshot.t.clampedRows || alwaysRestartsEdits {
                restartEditsThroughPrimal(from: snapshot)
                return
            }
            // `dualOptimize` ended with a primal pass (on random-tight-1000, step 6, the dual
            // simplex alone left costs of -1.6·10⁻⁶ at level 750 and -1 at level 1, 2.2·10⁻⁵ too
            // much error at 750).
            settleAll()
            return
        }
        settle()
    }

    /// Restores the tableau from before the pending suggestions (an optimal basis), then moves
    /// each changed edit by removing its constraint and adding it again with the new
    /// suggestion — the primal path every add takes (a soft equality is feasible at once
    /// through its error, then the primal simplex optimises, refactorising as it needs).
    mutating func restartEditsThroughPrimal(from snapshot: EditSnapshot) {
        t = snapshot.t
        let wanted = edits
        edits = snapshot.edits
        for k in wanted.indices {
            guard let e = wanted[k], let old = edits[k], old.suggested != e.suggested else { continue }
            edits[k] = nil
            t.remove(marker: old.marker, other: old.other, priority: old.priority)
            settleAll()
            let sym = varSym[e.variable.id]
            guard case let .inserted(marker, other) = t.insert(terms: [Entry(sym, 1)], constant: -e.suggested,
                                                              relation: .equal, priority: e.priority, owner: -1) else {
                preconditionFailure("a non-required constraint cannot conflict")
            }
            edits[k] = EditRecord(variable: e.variable, priority: e.priority, marker: marker, other: other,
                                  suggested: e.suggested)
            settleAll()
        }
    }

    /// The dual simplex for rows left negative and any refactorisation asked for (`flush`
    /// without the edit fallback).
    mutating func settleAll() {
        if !t.infeasible.isEmpty { t.dualOptimize() }
        settle()
        if !t.infeasible.isEmpty { t.dualOptimize() }
    }
}
