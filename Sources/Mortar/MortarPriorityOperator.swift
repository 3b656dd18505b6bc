import PlumbCore

/// Gives an attribute (or view, guide, number) a priority.
///
/// The priority of the source side wins over the target side's, which wins over
/// ``MortarDefault``.
///
/// ```swift
/// v1 |=| container.m_height ! .low
/// v5 |=| container.m_height ! 300
/// view1 |=| [view2.m_caps ! .high, view2.m_sides ! .low]
/// ```
public func ! (lhs: any MortarAttributable, rhs: some MortarPriorityConvertible) -> MortarAttribute {
    var attribute = lhs.mortarOperand.attributeForTuple
    attribute.priority = rhs.mortarPriority
    return attribute
}

/// Gives a tuple a priority (element priorities still win).
///
/// ```swift
/// let t = MortarTuple([100, 200]) ! .high
/// ```
public func ! (lhs: MortarTuple, rhs: some MortarPriorityConvertible) -> MortarTuple {
    var tuple = lhs
    tuple.priority = rhs.mortarPriority
    return tuple
}

/// Gives a 2-tuple a priority.
///
/// ```swift
/// view1.m_size |=| (100, 200) ! .low
/// ```
public func ! (
    lhs: (any MortarAttributable, any MortarAttributable), rhs: some MortarPriorityConvertible
) -> MortarTuple {
    MortarTuple([lhs.0, lhs.1], priority: rhs.mortarPriority)
}

/// Gives a 4-tuple a priority.
///
/// ```swift
/// view1.m_frame |=| (0, 0, 50, 100) ! .high
/// ```
public func ! (
    lhs: (any MortarAttributable, any MortarAttributable, any MortarAttributable, any MortarAttributable),
    rhs: some MortarPriorityConvertible
) -> MortarTuple {
    MortarTuple([lhs.0, lhs.1, lhs.2, lhs.3], priority: rhs.mortarPriority)
}
