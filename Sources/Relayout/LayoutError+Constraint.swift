import PlumbCore

extension LayoutError {
    /// The description of the constraint the engine refused.
    var constraintText: String {
        switch self {
        case let .noCommonAncestor(constraint, _, _), let .itemNotInHierarchy(constraint, _),
             let .invalidAttributes(constraint, _), let .nonFiniteValue(constraint, _, _),
             let .invalidPriority(constraint, _), let .illegalPriorityChange(constraint, _, _):
            return constraint
        }
    }
}
