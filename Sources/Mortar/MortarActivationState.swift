/// The right side of the activation operator `~~`.
///
/// ```swift
/// let constraint = view1 |=| view2 ~~ .deactivated
/// constraint ~~ .activated
/// ```
public enum MortarActivationState: Sendable, Hashable {
    /// Activate.
    case activated
    /// Deactivate.
    case deactivated
}

/// Activates or deactivates a constraint; returns it.
///
/// `v1 |=| v2 ~~ .deactivated` parses as `(v1 |=| v2) ~~ .deactivated`: outside a `|+|` region
/// the constraint is briefly active first, as in Mortar 1.x; inside one it is never activated.
///
/// ```swift
/// let c = view1 |=| view2 ~~ .deactivated
/// ```
@discardableResult
public func ~~ (lhs: MortarConstraint, rhs: MortarActivationState) -> MortarConstraint {
    rhs == .activated ? lhs.activate() : lhs.deactivate()
}

/// Activates or deactivates every constraint of a group; returns the group.
///
/// ```swift
/// let group = [view1 |=| view2, view3 |=| view4] ~~ .deactivated
/// ```
@discardableResult
public func ~~ (lhs: MortarGroup, rhs: MortarActivationState) -> MortarGroup {
    rhs == .activated ? lhs.activate() : lhs.deactivate()
}
