internal import PlumbSolver

/// One constraint as the solver sees it, with what it came from.
struct LoweredConstraint {
    enum Source {
        case user(LayoutConstraint)
        /// Made by the engine; described from its expression when a diagnostic needs it.
        case implicit(String)
    }

    var expression: AffineExpression   // folded
    var relation: Relation
    var priority: Double
    var source: Source

    var key: LoweredKey {
        LoweredKey(
            variables: expression.terms.map(\.variable.id), coefficients: expression.terms.map(\.coefficient),
            constant: expression.constant, relation: relation, priority: priority)
    }

    /// The constraint as diagnostics show it; implicit ones are described by the engine.
    func summary(in engine: LayoutEngine) -> ConstraintSummary {
        switch source {
        case let .user(c):
            ConstraintSummary(c)
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
