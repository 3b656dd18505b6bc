extension SolverState {
    /// Shrinks a conflicting set of required constraints by deletion: a member is dropped
    /// when the rest still cannot hold with the refused constraint. Sets above 40 members are
    /// returned as found (the simplex certificate), since each test re-solves the subset.
    func minimizeConflict(_ refused: ConstraintRecord, _ ids: [ConstraintID]) -> [ConstraintID] {
        guard minimizesConflicts && ids.count > 1 && ids.count <= 40 else { return ids }
        guard !holdsTogether(refused, ids) else { return ids }
        var keep = ids
        for id in ids {
            let trial = keep.filter { $0 != id }
            if !holdsTogether(refused, trial) { keep = trial }
        }
        return keep
    }

    /// Whether the listed required constraints and `refused` can all hold.
    func holdsTogether(_ refused: ConstraintRecord, _ ids: [ConstraintID]) -> Bool {
        let scratch = Solver()
        scratch.minimizesConflicts = false
        var map: [Int: Variable] = [:]
        func expr(_ r: ConstraintRecord) -> LinearExpression {
            LinearExpression(terms: terms(of: r).map { term in
                if let v = map[term.variable.id] { return Term(v, term.coefficient) }
                let v = scratch.makeVariable()
                map[term.variable.id] = v
                return Term(v, term.coefficient)
            }, constant: r.constant)
        }
        do {
            for id in ids {
                guard let r = records[id.rawValue] else { continue }
                try scratch.addConstraint(expr(r), r.relation)
            }
            try scratch.addConstraint(expr(refused), refused.relation)
            return true
        } catch {
            return false
        }
    }
}
