import Mortar
import PlumbCore

// MARK: Horizontal list-begin

/// Starts a horizontal statement at X (a view means its left edge; an attribute is used as
/// given). Returns the statement's constraints; a bare list without any capture makes none.
///
/// ```swift
/// viewA.m_right |> viewB[==44] || viewC[==88]
/// viewA |> viewB | viewC <| viewD
/// ```
@discardableResult
public func |> (lhs: any MortarAttributable, rhs: any MortarVFLNodeConvertible) -> MortarGroup {
    MortarVFLStatement.begin(lhs, rhs, axis: .horizontal, padded: false, surround: false, operatorName: "|>")
}

/// As `|>`, with the default padding (8) before the first node.
///
/// ```swift
/// container ||> title <|| container
/// ```
@discardableResult
public func ||> (lhs: any MortarAttributable, rhs: any MortarVFLNodeConvertible) -> MortarGroup {
    MortarVFLStatement.begin(lhs, rhs, axis: .horizontal, padded: true, surround: false, operatorName: "||>")
}

/// A horizontal statement inside X: from X's left to X's right ("surround").
///
/// ```swift
/// container |>> ~~1 | button[==80] | ~~1
/// ```
@discardableResult
public func |>> (lhs: any MortarAttributable, rhs: any MortarVFLNodeConvertible) -> MortarGroup {
    MortarVFLStatement.begin(lhs, rhs, axis: .horizontal, padded: false, surround: true, operatorName: "|>>")
}

/// As `|>>`, with the default padding (8) at both ends.
///
/// ```swift
/// viewA ||>> viewB[~~1] | 40 | viewC[~~1]
/// ```
@discardableResult
public func ||>> (lhs: any MortarAttributable, rhs: any MortarVFLNodeConvertible) -> MortarGroup {
    MortarVFLStatement.begin(lhs, rhs, axis: .horizontal, padded: true, surround: true, operatorName: "||>>")
}

// MARK: Vertical list-begin

/// Starts a vertical statement at X (a view means its top edge).
///
/// ```swift
/// viewA.m_bottom |^ viewB[==44] || viewC
/// ```
@discardableResult
public func |^ (lhs: any MortarAttributable, rhs: any MortarVFLNodeConvertible) -> MortarGroup {
    MortarVFLStatement.begin(lhs, rhs, axis: .vertical, padded: false, surround: false, operatorName: "|^")
}

/// As `|^`, with the default padding (8) before the first node.
///
/// ```swift
/// root.m_safeTop ||^ header
/// ```
@discardableResult
public func ||^ (lhs: any MortarAttributable, rhs: any MortarVFLNodeConvertible) -> MortarGroup {
    MortarVFLStatement.begin(lhs, rhs, axis: .vertical, padded: true, surround: false, operatorName: "||^")
}

/// A vertical statement inside X: from X's top to X's bottom.
///
/// ```swift
/// viewA |^^ viewB[~~2] | viewC[~~1]
/// ```
@discardableResult
public func |^^ (lhs: any MortarAttributable, rhs: any MortarVFLNodeConvertible) -> MortarGroup {
    MortarVFLStatement.begin(lhs, rhs, axis: .vertical, padded: false, surround: true, operatorName: "|^^")
}

/// As `|^^`, with the default padding (8) at both ends.
///
/// ```swift
/// root.m_safeRegion ||^^ viewA | viewB | viewC
/// ```
@discardableResult
public func ||^^ (lhs: any MortarAttributable, rhs: any MortarVFLNodeConvertible) -> MortarGroup {
    MortarVFLStatement.begin(lhs, rhs, axis: .vertical, padded: true, surround: true, operatorName: "||^^")
}

// MARK: Trailing captures

/// Ends a horizontal list at Y (a view means its right edge).
///
/// ```swift
/// viewA.m_right |> viewB[~~1] | viewC[~~1] <| viewD.m_left
/// ```
public func <| (lhs: any MortarVFLNodeConvertible, rhs: any MortarAttributable) -> MortarVFLList {
    MortarVFLStatement.trailing(lhs, rhs, axis: .horizontal, padded: false, operatorName: "<|")
}

/// As `<|`, with the default padding (8) after the last node.
///
/// ```swift
/// container |> title <|| container
/// ```
public func <|| (lhs: any MortarVFLNodeConvertible, rhs: any MortarAttributable) -> MortarVFLList {
    MortarVFLStatement.trailing(lhs, rhs, axis: .horizontal, padded: true, operatorName: "<||")
}

/// Ends a vertical list at Y (a view means its bottom edge).
///
/// ```swift
/// viewA.m_bottom |^ viewB[~~1] | viewC[~~1] ^| viewD.m_top
/// ```
public func ^| (lhs: any MortarVFLNodeConvertible, rhs: any MortarAttributable) -> MortarVFLList {
    MortarVFLStatement.trailing(lhs, rhs, axis: .vertical, padded: false, operatorName: "^|")
}

/// As `^|`, with the default padding (8) after the last node.
///
/// ```swift
/// header |^ body ^|| footer.m_top
/// ```
public func ^|| (lhs: any MortarVFLNodeConvertible, rhs: any MortarAttributable) -> MortarVFLList {
    MortarVFLStatement.trailing(lhs, rhs, axis: .vertical, padded: true, operatorName: "^||")
}

// MARK: Single-ended trailing statements

/// A horizontal statement anchored only at its end, Y (a view means its right edge). Built
/// at once; weighted nodes are not allowed.
///
/// ```swift
/// viewB[==44] || viewC[==88] <! viewA.m_left
/// ```
@discardableResult
public func <! (lhs: any MortarVFLNodeConvertible, rhs: any MortarAttributable) -> MortarGroup {
    MortarVFLStatement.end(lhs, rhs, axis: .horizontal, padded: false, operatorName: "<!")
}

/// As `<!`, with the default padding (8) after the last node.
///
/// ```swift
/// badge[==20] <!! container
/// ```
@discardableResult
public func <!! (lhs: any MortarVFLNodeConvertible, rhs: any MortarAttributable) -> MortarGroup {
    MortarVFLStatement.end(lhs, rhs, axis: .horizontal, padded: true, operatorName: "<!!")
}

/// A vertical statement anchored only at its end, Y (a view means its bottom edge).
///
/// ```swift
/// viewB[==44] || viewC[==88] ^! viewA.m_top
/// ```
@discardableResult
public func ^! (lhs: any MortarVFLNodeConvertible, rhs: any MortarAttributable) -> MortarGroup {
    MortarVFLStatement.end(lhs, rhs, axis: .vertical, padded: false, operatorName: "^!")
}

/// As `^!`, with the default padding (8) after the last node.
///
/// ```swift
/// toolbar[==44] ^!! root.m_safeBottom
/// ```
@discardableResult
public func ^!! (lhs: any MortarVFLNodeConvertible, rhs: any MortarAttributable) -> MortarGroup {
    MortarVFLStatement.end(lhs, rhs, axis: .vertical, padded: true, operatorName: "^!!")
}
