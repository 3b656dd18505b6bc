extension SolverState {
    /// After a removal on a system that has needed refactorisations: when a live required
    /// constraint is violated by more than `Tolerance.feasibility` at the current values
    /// (round-off the removals accumulated), rebuild the rows from the constraints
    /// (`settle` refactorises). On random-tight-1000 the residuals grew from 10⁻⁹ to 10⁻¹ over
    /// 200 removals, with nothing to repair them (refactorisation is otherwise triggered by
    /// long optimisations only), and a later removal amplified them to 10⁴.
    @inline(never)
    mutating func refactorOnDrift() {
        t.computeValues()
        var worst = 0.0
        for case let r? in records where r.priority >= Solver.requiredPriority {
            var sum = r.constant
            for term in terms(of: r) { sum += term.coefficient * t.value[Int(varSym[term.variable.id])] }
            worst = max(worst, r.relation.violation(sum))
        }
        guard worst > Tolerance.feasibility else { return }
        t.needsRefactor = true
        settleAll()
    }

    /// After `t.remove` took constraint `r` out: when its marker (or its other error) stayed
    /// as a ghost, keeps the constraint's equation for `refactor` (symbols the removal
    /// released left out: a purged error is 0). Only on solvers that have refactorised.
    mutating func keepGhostEquation(of r: ConstraintRecord) {
        let g: Int32
        if t.isLiveGhost(r.marker) {
            g = r.marker
        } else if r.other >= 0 && t.isLiveGhost(r.other) {
            g = r.other
        } else {
            return
        }
        let e = equation(of: r)
        t.ghostEquations[g] = (e.entries.filter { t.kind[Int($0.sym)] != .dead }, e.constant)
    }
}
