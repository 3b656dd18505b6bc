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
    var state = SolverState()

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
    public init() {}

    /// Makes a new variable (value 0 until constrained); `name` is used in diagnostics only.
    ///
    /// ```swift
    /// let solver = Solver()
    /// let width = solver.makeVariable("view.width")
    /// ```
    public func makeVariable(_ name: String = "") -> Variable {
        state.makeVariable(name)
    }

    /// The name given to ``makeVariable(_:)`` (empty when none, or for a foreign variable).
    ///
    /// ```swift
    /// let s = Solver(); let v = s.makeVariable("top")
    /// assert(s.name(of: v) == "top")
    /// ```
    public func name(of variable: Variable) -> String {
        state.name(of: variable)
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
        try state.addConstraint(expression, relation, priority: priority)
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
        try state.addConstraint(expression, relation, priority: priority, id: id)
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
        try state.removeConstraint(id)
    }

    /// Whether the constraint is in the solver.
    ///
    /// ```swift
    /// let s = Solver()
    /// assert(!s.hasConstraint(ConstraintID(rawValue: 0)))
    /// ```
    public func hasConstraint(_ id: ConstraintID) -> Bool {
        state.hasConstraint(id)
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
        state.updateVariables()
    }

    /// The variable's value in the current optimum (updating the values first if needed).
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -7), .equal)
    /// assert(s.value(of: x) == 7)
    /// ```
    public func value(of variable: Variable) -> Double {
        state.value(of: variable)
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
        state.reset()
    }

    /// An independent solver with the same variables, constraints, edits and solution, for a
    /// what-if solve that must leave this one as it is (pending suggestions are applied first).
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// let trial = s.copy()
    /// try trial.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -5), .equal)
    /// assert(trial.value(of: x) == 5 && s.value(of: x) == 0)
    /// ```
    public func copy() -> Solver {
        // The pending edit step's snapshot is the state's only reference: settle it so the
        // two solvers share nothing mutable.
        state.flush()
        let other = Solver()
        other.state = state
        return other
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
        state.ambiguousVariables(among: candidates)
    }

    // MARK: Internals (tests and the conflict search reach the state through these)

    var t: Tableau {
        get { state.t }
        set { state.t = newValue }
    }

    var valuesDirty: Bool {
        get { state.valuesDirty }
        set { state.valuesDirty = newValue }
    }

    var minimizesConflicts: Bool {
        get { state.minimizesConflicts }
        set { state.minimizesConflicts = newValue }
    }

    func equations() -> [(entries: [Entry], constant: Double)] {
        state.equations()
    }
}
