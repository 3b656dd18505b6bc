/// What the solver remembers of a constraint: its folded expression (for conflict
/// minimisation) and the tableau symbols that identify it.
struct ConstraintRecord {
    var terms: [Term]
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
