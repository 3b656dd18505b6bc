extension Solver {
    /// Makes `variable` an edit variable: a constraint `variable == suggestion` at `priority`
    /// (below 1000), starting at 0 until ``suggestValue(_:for:)``.
    ///
    /// ```swift
    /// let s = Solver(); let width = s.makeVariable("container.width")
    /// try s.addEditVariable(width, priority: 999)
    /// assert(s.hasEditVariable(width))
    /// ```
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        try state.addEditVariable(variable, priority: priority)
    }

    /// Removes an edit variable (its constraint goes; the variable stays).
    ///
    /// ```swift
    /// let s = Solver(); let w = s.makeVariable("w")
    /// try s.addEditVariable(w, priority: 500)
    /// try s.removeEditVariable(w)
    /// assert(!s.hasEditVariable(w))
    /// ```
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try state.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    ///
    /// ```swift
    /// let s = Solver(); let w = s.makeVariable("w")
    /// assert(!s.hasEditVariable(w))
    /// ```
    public func hasEditVariable(_ variable: Variable) -> Bool {
        state.hasEditVariable(variable)
    }

    /// Suggests a value for an edit variable; the solver re-optimises (dual simplex) when the
    /// values are next read, so several suggestions in a row cost one re-optimisation.
    ///
    /// ```swift
    /// let s = Solver(); let w = s.makeVariable("w")
    /// try s.addEditVariable(w, priority: 999)
    /// try s.suggestValue(414, for: w)
    /// assert(s.value(of: w) == 414)
    /// ```
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try state.suggestValue(value, for: variable)
    }
}
