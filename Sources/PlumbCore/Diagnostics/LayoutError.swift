/// A problem with a constraint or a layout that Plumb reports instead of trapping.
///
/// ```swift
/// let errors = LayoutConstraint.activate([a.topAnchor.constraint(equalTo: stranger.topAnchor)])
/// print(errors.first!)   // "cannot activate <root/a.top == other.top (…)>: root/a and other have no common ancestor"
/// ```
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The constraint's items are not in one view tree.
    case noCommonAncestor(constraint: String, first: String, second: String)
    /// A layout guide is not owned by any view.
    case itemNotInHierarchy(constraint: String, item: String)
    /// An item of a type the engine does not lay out (only ``View`` and ``LayoutGuide`` are).
    case unsupportedItem(constraint: String, item: String)
    /// The attributes cannot be related (mixed axes, a position equal to a constant, leading with left…).
    case invalidAttributes(constraint: String, reason: String)
    /// A multiplier or constant is NaN or infinite.
    case nonFiniteValue(constraint: String, multiplier: Double, constant: Double)
    /// A priority outside (0, 1000].
    case invalidPriority(constraint: String, priority: Float)
    /// An active constraint may not change between required and optional.
    case illegalPriorityChange(constraint: String, from: LayoutPriority, to: LayoutPriority)

    /// The description of the constraint the problem is about.
    ///
    /// ```swift
    /// LayoutConstraint.activate([c]).first?.constraintText   // "<root/a.top == stranger.top (…)>"
    /// ```
    public var constraintText: String {
        switch self {
        case let .noCommonAncestor(constraint, _, _), let .itemNotInHierarchy(constraint, _),
             let .unsupportedItem(constraint, _),
             let .invalidAttributes(constraint, _), let .nonFiniteValue(constraint, _, _),
             let .invalidPriority(constraint, _), let .illegalPriorityChange(constraint, _, _):
            constraint
        }
    }

    /// A readable, one-line account of the problem.
    public var description: String {
        switch self {
        case let .noCommonAncestor(c, first, second):
            "cannot activate \(c): \(first) and \(second) have no common ancestor"
        case let .itemNotInHierarchy(c, item):
            "cannot activate \(c): \(item) is a layout guide that no view owns"
        case let .unsupportedItem(c, item):
            "cannot activate \(c): \(item) is neither a View nor a LayoutGuide, the only items the engine lays out"
        case let .invalidAttributes(c, reason):
            "invalid constraint \(c): \(reason)"
        case let .nonFiniteValue(c, m, k):
            "invalid constraint \(c): multiplier \(m) and constant \(k) must be finite numbers"
        case let .invalidPriority(c, p):
            "invalid priority \(p) for \(c): priorities lie in (0, 1000]"
        case let .illegalPriorityChange(c, from, to):
            "cannot change the priority of active \(c) from \(from) to \(to): mutating between required and optional is not allowed while active; deactivate it first"
        }
    }
}
