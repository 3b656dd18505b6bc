/// What the solver remembers of a constraint: its folded expression (for conflict
/// minimisation) and the tableau symbols that identify it.
///
/// The terms sit in `SolverState.termPool` (`termStart ..< termStart + termCount`, read with
/// `SolverState.terms(of:)`), so a record owns no heap storage: adding a constraint allocates
/// no array for them and removing one frees none.
struct ConstraintRecord {
    var termStart: Int
    var termCount: Int
    var constant: Double
    var relation: Relation
    var priority: Double
    var marker: Int32
    var other: Int32
}

/// An edit variable's constraint `variable == value` and its current suggestion.
struct EditRecord {
    var variable: Variable
    var priority: Double
    var marker: Int32
    var other: Int32
    var suggested: Double
}
