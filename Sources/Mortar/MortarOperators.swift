// Operator and precedence-group declarations of Mortar (seed 000 "Usage", frontends.md §2.14).

/// Precedence of the inset operator `~`: above range formation, below multiplication.
///
/// It has no declared relation to addition (as in Mortar), so `a.m_edges ~ (1, 2, 3, 4) + 5`
/// needs parentheses.
///
/// ```swift
/// view1 |=| view2.m_edges ~ (20, 20, 20, 20)
/// ```
precedencegroup MortarInsetPrecedence {
    higherThan: RangeFormationPrecedence
    lowerThan: MultiplicationPrecedence
}

/// Precedence of the priority operator `!`: above comparison, below nil-coalescing, so it binds
/// looser than `+` and `*`: `c.m_width + 20 ! .low` means `(c.m_width + 20) ! .low`.
///
/// ```swift
/// v1 |=| container.m_height ! .low
/// ```
precedencegroup MortarPriorityPrecedence {
    higherThan: ComparisonPrecedence
    lowerThan: NilCoalescingPrecedence
}

/// Precedence of the relation operators `|=|`, `|>|`, `|<|`: above assignment, below the ternary.
///
/// ```swift
/// let c = view1.m_top |=| view2.m_bottom + 8
/// ```
precedencegroup MortarRelationPrecedence {
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// Precedence of the hierarchy operators `|+|` and `|^|`: above assignment, below the ternary,
/// non-associative (nest through array literals instead of chaining).
///
/// ```swift
/// root |+| [header, body |+| [title, subtitle]]
/// ```
precedencegroup MortarHierarchyPrecedence {
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
    associativity: none
}

/// Precedence of the activation operator `~~`: below assignment, so
/// `v1 |=| v2 ~~ .deactivated` means `(v1 |=| v2) ~~ .deactivated`.
///
/// ```swift
/// let alternative = view1 |=| view2 ~~ .deactivated
/// ```
precedencegroup MortarActivationPrecedence {
    lowerThan: AssignmentPrecedence
}

/// `target |=| source`: the target equals the source (one constraint per component).
infix operator |=| : MortarRelationPrecedence
/// `target |>| source`: the target is greater than or equal to the source.
infix operator |>| : MortarRelationPrecedence
/// `target |<| source`: the target is less than or equal to the source.
infix operator |<| : MortarRelationPrecedence
/// `attribute ! priority`: gives the constraint(s) made from this side a priority.
infix operator ! : MortarPriorityPrecedence
/// `attribute ~ (insets)`: insets a multi-component attribute.
infix operator ~ : MortarInsetPrecedence
/// `parent |+| children`: adds subviews in order.
infix operator |+| : MortarHierarchyPrecedence
/// `parent |^| children`: adds subviews in reverse order (the first one ends up on top).
infix operator |^| : MortarHierarchyPrecedence
/// `constraint ~~ .deactivated` / `~~ .activated`: (de)activates and returns the operand.
infix operator ~~ : MortarActivationPrecedence
