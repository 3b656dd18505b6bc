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
            for term in r.terms { sum += term.coefficient * t.value[Int(varSym[term.variable.id])] }
            let violation = r.relation == .equal ? abs(sum) : (r.relation == .lessThanOrEqual ? max(0, sum) : max(0, -sum))
            worst = max(worst, violation)
        }
        guard worst > Tolerance.feasibility else { return }
        t.needsRefactor = true
        settle()
        if !t.infeasible.isEmpty { t.dualOptimize() }
    }
}
