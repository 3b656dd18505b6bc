// Operator and precedence-group declarations of MortarVFL (frontends.md §2.14, §2.15).
// Kept in their own module, as the seed keeps them apart from Mortar's core operators.
import Mortar

/// Precedence of the list-begin operators (`|>`, `||>`, `|>>`, `||>>`, `|^`, `||^`, `|^^`,
/// `||^^`): above the ternary, below the capture operators and `||`.
///
/// ```swift
/// container ||>> viewB[~~1] | 40 | viewC[~~1]
/// ```
precedencegroup MortarVFLListBeginPrecedence {
    higherThan: TernaryPrecedence
    lowerThan: LogicalDisjunctionPrecedence
}

/// Precedence of the trailing capture operators (`<|`, `<||`, `^|`, `^||` and the single-ended
/// `<!`, `<!!`, `^!`, `^!!`): above list-begin, below `||`, left-associative.
///
/// ```swift
/// viewA.m_right |> viewB[~~1] | viewC[~~1] <| viewD.m_left
/// ```
precedencegroup MortarVFLCapturePrecedence {
    associativity: left
    higherThan: MortarVFLListBeginPrecedence
    lowerThan: LogicalDisjunctionPrecedence
}

/// `X |> list`: horizontal statement, X's left (or the given attribute) leads.
infix operator |> : MortarVFLListBeginPrecedence
/// `X ||> list`: as `|>`, with the default padding (8) first.
infix operator ||> : MortarVFLListBeginPrecedence
/// `X |>> list`: horizontal statement inside X (left to right).
infix operator |>> : MortarVFLListBeginPrecedence
/// `X ||>> list`: as `|>>`, with the default padding at both ends.
infix operator ||>> : MortarVFLListBeginPrecedence
/// `X |^ list`: vertical statement, X's top (or the given attribute) leads.
infix operator |^ : MortarVFLListBeginPrecedence
/// `X ||^ list`: as `|^`, with the default padding first.
infix operator ||^ : MortarVFLListBeginPrecedence
/// `X |^^ list`: vertical statement inside X (top to bottom).
infix operator |^^ : MortarVFLListBeginPrecedence
/// `X ||^^ list`: as `|^^`, with the default padding at both ends.
infix operator ||^^ : MortarVFLListBeginPrecedence

/// `list <| Y`: Y's right (or the given attribute) ends a horizontal list.
infix operator <| : MortarVFLCapturePrecedence
/// `list <|| Y`: as `<|`, with the default padding last.
infix operator <|| : MortarVFLCapturePrecedence
/// `list ^| Y`: Y's bottom (or the given attribute) ends a vertical list.
infix operator ^| : MortarVFLCapturePrecedence
/// `list ^|| Y`: as `^|`, with the default padding last.
infix operator ^|| : MortarVFLCapturePrecedence
/// `list <! Y`: single-ended horizontal statement ending at Y.
infix operator <! : MortarVFLCapturePrecedence
/// `list <!! Y`: as `<!`, with the default padding last.
infix operator <!! : MortarVFLCapturePrecedence
/// `list ^! Y`: single-ended vertical statement ending at Y.
infix operator ^! : MortarVFLCapturePrecedence
/// `list ^!! Y`: as `^!`, with the default padding last.
infix operator ^!! : MortarVFLCapturePrecedence

/// `[==40]`, `[==view]`, `==30`: a fixed (or copied) size.
prefix operator ==
/// `[~~2]`, `~~1`: a weighted size.
prefix operator ~~
