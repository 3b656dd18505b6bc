extension Solver {
    /// How many times the solver gave up restoring a row's feasibility and set the row to 0
    /// (more than round-off away): after that, values may violate constraints. It stays 0 on
    /// well-conditioned systems — every view layout and every generated workload but
    /// `random-tight-1000`, whose edit steps drive the dual simplex through an ill-conditioned
    /// basis. Check it after `updateVariables()` when you feed the solver systems of your own;
    /// `plumb solve` prints a warning when it is not 0. `reset()` sets it back to 0.
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -7), .equal)
    /// s.updateVariables()
    /// assert(s.numericalGiveUps == 0)
    /// ```
    public var numericalGiveUps: Int { state.t.clampedRows }
}
