internal import PlumbSolver

/// One constraint as the solver sees it, with what it came from.
struct LoweredConstraint {
    enum Source {
        /// Held weakly: the engine must not keep a deactivated constraint (and its items) alive.
        case user(WeakConstraint)
        /// Made by the engine; described from its expression when a diagnostic needs it.
        case implicit(String)
    }

    var expression: AffineExpression   // folded
    var relation: Relation
    var priority: Double
    var source: Source
    /// The group it belongs to (a view's content constraints, a stack's arrangement), so a
    /// change to that one property set can replace just the group.
    var group: LoweredGroup? = nil

    var key: LoweredKey {
        LoweredKey(
            variables: expression.terms.map(\.variable.id), coefficients: expression.terms.map(\.coefficient),
            constant: expression.constant, relation: relation, priority: priority)
    }

    /// The constraint as diagnostics show it; implicit ones are described by the engine.
    func summary(in engine: LayoutEngine) -> ConstraintSummary {
        switch source {
        case let .user(c):
            c.constraint.map(ConstraintSummary.init)
                ?? ConstraintSummary(text: "<deallocated constraint>", priority: LayoutPriority(Float(priority)), identifier: nil, origin: .implicit("deallocated"))
        case let .implicit(name):
            ConstraintSummary(
                text: engine.describe(expression, relation), priority: LayoutPriority(Float(min(priority, 1000))),
                identifier: name, origin: .implicit(name))
        }
    }
}

/// The meaning of a lowered constraint, for diffing one pass against the last.
struct LoweredKey: Hashable {
    var variables: [Int]
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double
}

/// A weak reference to a user constraint.
struct WeakConstraint {
    weak var constraint: LayoutConstraint?
}
