import PlumbCore

/// One side of a relation: a single operand, or an array of them.
enum MortarSide {
    case one(MortarOperand)
    case many([MortarOperand])

    init(_ value: any MortarAttributable) { self = .one(value.mortarOperand) }
    init(_ values: [any MortarAttributable]) { self = .many(values.map(\.mortarOperand)) }
    init(_ t: (any MortarAttributable, any MortarAttributable)) { self = .one(MortarOperand(MortarTuple([t.0, t.1]))) }
    init(_ t: (any MortarAttributable, any MortarAttributable, any MortarAttributable, any MortarAttributable)) {
        self = .one(MortarOperand(MortarTuple([t.0, t.1, t.2, t.3])))
    }
}

enum MortarStatement {
    /// Lowers `lhs REL rhs` to plans (frontends.md §2.3): one pairing, cross-links when one side
    /// is an array, index-wise when both are.
    static func relate(_ lhs: MortarSide, _ rhs: MortarSide, _ relation: LayoutRelation, _ name: String) -> MortarConstraint {
        var pairing = MortarPairing(relation: relation)
        switch (lhs, rhs) {
        case let (.one(t), .one(s)):
            pairing.pair(t, s)
        case let (.one(t), .many(sources)):
            for s in sources { pairing.pair(t, s) }
        case let (.many(targets), .one(s)):
            for t in targets { pairing.pair(t, s) }
        case let (.many(targets), .many(sources)):
            if targets.count == sources.count {
                for (t, s) in zip(targets, sources) { pairing.pair(t, s) }
            } else {
                return make([], [.arrayLengthMismatch(targets: targets.count, sources: sources.count)], name)
            }
        }
        return make(pairing.plans, pairing.errors, name)
    }

    static func make(_ plans: [MortarPlan], _ errors: [MortarError], _ name: String) -> MortarConstraint {
        let constraint = MortarConstraint(origin: MortarSource.origin(for: name), plans: plans, errors: errors)
        MortarDeferral.submit(constraint)
        return constraint
    }
}

// MARK: |=|

/// `target == source`. Views, guides, attributes, numbers; implicit attributes (frontends.md §2.4).
///
/// ```swift
/// view1.m_right |=| view2.m_left - 12.0
/// view1 |=| view2                       // edges
/// view1.m_width |=| 40
/// ```
@discardableResult
public func |=| (lhs: any MortarAttributable, rhs: any MortarAttributable) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .equal, "|=|")
}

/// `target == (a, b)`, component-wise.
///
/// ```swift
/// view1.m_size |=| (100, 200)
/// view1.m_size |=| (view2.m_width, 100)
/// ```
@discardableResult
public func |=| (lhs: any MortarAttributable, rhs: (any MortarAttributable, any MortarAttributable)) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .equal, "|=|")
}

/// `target == (a, b, c, d)`, component-wise.
///
/// ```swift
/// view1.m_frame |=| (0, 0, 50, 100)
/// ```
@discardableResult
public func |=| (
    lhs: any MortarAttributable,
    rhs: (any MortarAttributable, any MortarAttributable, any MortarAttributable, any MortarAttributable)
) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .equal, "|=|")
}

/// One target against each source (cross-link).
///
/// ```swift
/// view1 |=| [view2.m_top, view3.m_bottom, view4.m_size]
/// ```
@discardableResult
public func |=| (lhs: any MortarAttributable, rhs: [any MortarAttributable]) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .equal, "|=|")
}

/// Each target against one source.
///
/// ```swift
/// [view1, view2, view3].m_centerY |=| otherView
/// ```
@discardableResult
public func |=| (lhs: [any MortarAttributable], rhs: any MortarAttributable) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .equal, "|=|")
}

/// Each target against the tuple.
///
/// ```swift
/// [view1, view2, view3].m_size |=| (100, 200)
/// ```
@discardableResult
public func |=| (lhs: [any MortarAttributable], rhs: (any MortarAttributable, any MortarAttributable)) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .equal, "|=|")
}

/// Each target against the 4-tuple.
///
/// ```swift
/// [view1, view2].m_frame |=| (0, 0, 50, 100)
/// ```
@discardableResult
public func |=| (
    lhs: [any MortarAttributable],
    rhs: (any MortarAttributable, any MortarAttributable, any MortarAttributable, any MortarAttributable)
) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .equal, "|=|")
}

/// Arrays on both sides pair index-wise (they must have the same length).
///
/// ```swift
/// [view.m_sides, view.m_bottom, view.m_height] |=| [container, container, 200]
/// ```
@discardableResult
public func |=| (lhs: [any MortarAttributable], rhs: [any MortarAttributable]) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .equal, "|=|")
}

// MARK: |>|

/// `target >= source`. Views, guides, attributes, numbers; implicit attributes (frontends.md §2.4).
///
/// ```swift
/// view1.m_right |>| view2.m_left - 12.0
/// view1 |>| view2                       // edges
/// view1.m_width |>| 40
/// ```
@discardableResult
public func |>| (lhs: any MortarAttributable, rhs: any MortarAttributable) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .greaterThanOrEqual, "|>|")
}

/// `target >= (a, b)`, component-wise.
///
/// ```swift
/// view1.m_size |>| (100, 200)
/// view1.m_size |>| (view2.m_width, 100)
/// ```
@discardableResult
public func |>| (lhs: any MortarAttributable, rhs: (any MortarAttributable, any MortarAttributable)) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .greaterThanOrEqual, "|>|")
}

/// `target >= (a, b, c, d)`, component-wise.
///
/// ```swift
/// view1.m_frame |>| (0, 0, 50, 100)
/// ```
@discardableResult
public func |>| (
    lhs: any MortarAttributable,
    rhs: (any MortarAttributable, any MortarAttributable, any MortarAttributable, any MortarAttributable)
) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .greaterThanOrEqual, "|>|")
}

/// One target against each source (cross-link).
///
/// ```swift
/// view1 |>| [view2.m_top, view3.m_bottom, view4.m_size]
/// ```
@discardableResult
public func |>| (lhs: any MortarAttributable, rhs: [any MortarAttributable]) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .greaterThanOrEqual, "|>|")
}

/// Each target against one source.
///
/// ```swift
/// [view1, view2, view3].m_centerY |>| otherView
/// ```
@discardableResult
public func |>| (lhs: [any MortarAttributable], rhs: any MortarAttributable) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .greaterThanOrEqual, "|>|")
}

/// Each target against the tuple.
///
/// ```swift
/// [view1, view2, view3].m_size |>| (100, 200)
/// ```
@discardableResult
public func |>| (lhs: [any MortarAttributable], rhs: (any MortarAttributable, any MortarAttributable)) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .greaterThanOrEqual, "|>|")
}

/// Each target against the 4-tuple.
///
/// ```swift
/// [view1, view2].m_frame |>| (0, 0, 50, 100)
/// ```
@discardableResult
public func |>| (
    lhs: [any MortarAttributable],
    rhs: (any MortarAttributable, any MortarAttributable, any MortarAttributable, any MortarAttributable)
) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .greaterThanOrEqual, "|>|")
}

/// Arrays on both sides pair index-wise (they must have the same length).
///
/// ```swift
/// [view.m_sides, view.m_bottom, view.m_height] |>| [container, container, 200]
/// ```
@discardableResult
public func |>| (lhs: [any MortarAttributable], rhs: [any MortarAttributable]) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .greaterThanOrEqual, "|>|")
}

// MARK: |<|

/// `target <= source`. Views, guides, attributes, numbers; implicit attributes (frontends.md §2.4).
///
/// ```swift
/// view1.m_right |<| view2.m_left - 12.0
/// view1 |<| view2                       // edges
/// view1.m_width |<| 40
/// ```
@discardableResult
public func |<| (lhs: any MortarAttributable, rhs: any MortarAttributable) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .lessThanOrEqual, "|<|")
}

/// `target <= (a, b)`, component-wise.
///
/// ```swift
/// view1.m_size |<| (100, 200)
/// view1.m_size |<| (view2.m_width, 100)
/// ```
@discardableResult
public func |<| (lhs: any MortarAttributable, rhs: (any MortarAttributable, any MortarAttributable)) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .lessThanOrEqual, "|<|")
}

/// `target <= (a, b, c, d)`, component-wise.
///
/// ```swift
/// view1.m_frame |<| (0, 0, 50, 100)
/// ```
@discardableResult
public func |<| (
    lhs: any MortarAttributable,
    rhs: (any MortarAttributable, any MortarAttributable, any MortarAttributable, any MortarAttributable)
) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .lessThanOrEqual, "|<|")
}

/// One target against each source (cross-link).
///
/// ```swift
/// view1 |<| [view2.m_top, view3.m_bottom, view4.m_size]
/// ```
@discardableResult
public func |<| (lhs: any MortarAttributable, rhs: [any MortarAttributable]) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .lessThanOrEqual, "|<|")
}

/// Each target against one source.
///
/// ```swift
/// [view1, view2, view3].m_centerY |<| otherView
/// ```
@discardableResult
public func |<| (lhs: [any MortarAttributable], rhs: any MortarAttributable) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .lessThanOrEqual, "|<|")
}

/// Each target against the tuple.
///
/// ```swift
/// [view1, view2, view3].m_size |<| (100, 200)
/// ```
@discardableResult
public func |<| (lhs: [any MortarAttributable], rhs: (any MortarAttributable, any MortarAttributable)) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .lessThanOrEqual, "|<|")
}

/// Each target against the 4-tuple.
///
/// ```swift
/// [view1, view2].m_frame |<| (0, 0, 50, 100)
/// ```
@discardableResult
public func |<| (
    lhs: [any MortarAttributable],
    rhs: (any MortarAttributable, any MortarAttributable, any MortarAttributable, any MortarAttributable)
) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .lessThanOrEqual, "|<|")
}

/// Arrays on both sides pair index-wise (they must have the same length).
///
/// ```swift
/// [view.m_sides, view.m_bottom, view.m_height] |<| [container, container, 200]
/// ```
@discardableResult
public func |<| (lhs: [any MortarAttributable], rhs: [any MortarAttributable]) -> MortarConstraint {
    MortarStatement.relate(MortarSide(lhs), MortarSide(rhs), .lessThanOrEqual, "|<|")
}
