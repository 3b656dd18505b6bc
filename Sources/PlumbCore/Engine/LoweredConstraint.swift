internal import PlumbSolver

/// One constraint as the solver sees it, with what it came from.
struct LoweredConstraint {
    enum Source {
        case user(LayoutConstraint)
        case implicit(name: String, item: String, text: String)
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

    var summary: ConstraintSummary {
        switch source {
        case let .user(c):
            ConstraintSummary(
                text: c.expressionDescription, priority: c.priority, identifier: c.identifier, origin: c.origin)
        case let .implicit(name, _, text):
            ConstraintSummary(
                text: text, priority: LayoutPriority(Float(min(priority, 1000))), identifier: name,
                origin: .implicit(name))
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
