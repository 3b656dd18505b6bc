import Foundation
import Mortar
import PlumbCore

/// A node size: `==40` (fixed), `~~2` (weighted) or `==view`/`~~view` (the same size as the
/// base view of another node). Used in a node's subscript (`view[==40]`) or alone as whitespace
/// (`| ~~1 |`).
///
/// ```swift
/// viewA | viewB[==viewA] || viewC[==40] | 30 | viewD[~~1] | ~~1 | viewE[~~2]
/// ```
public struct MortarVFLSize {
    let sizing: MortarVFLNode.Sizing

    /// The size as node sizing (fixed, weight or reference).
    var description: String {
        switch sizing {
        case .intrinsic: "intrinsic"
        case let .fixed(v): "==\(CanonicalNumber.format(Double(v)))"
        case let .weight(w): "~~\(CanonicalNumber.format(Double(w)))"
        case let .reference(view): "==\(view.itemName)"
        }
    }
}

/// A fixed size: `view[==40]`, or fixed whitespace `==30`.
///
/// ```swift
/// container |>> title[==120] | ==8 | body
/// ```
public prefix func == (value: some MortarCGFloatable) -> MortarVFLSize {
    MortarVFLSize(sizing: .fixed(value.mortarCGFloat))
}

/// The size of another node's base view: `viewB[==viewA]`. Plumb makes this a real
/// `viewB.size == viewA.size` constraint (the original copied viewA's sizing spec instead).
///
/// ```swift
/// container |>> viewA | viewB[==viewA]
/// ```
public prefix func == (view: View) -> MortarVFLSize {
    MortarVFLSize(sizing: .reference(view))
}

/// A weighted size: `view[~~2]`, or weighted whitespace `~~1`.
///
/// ```swift
/// container |>> ~~1 | button[==80] | ~~1
/// ```
public prefix func ~~ (value: some MortarCGFloatable) -> MortarVFLSize {
    MortarVFLSize(sizing: .weight(value.mortarCGFloat))
}

/// The size of another node's base view (the same as `==view`).
///
/// ```swift
/// container |>> viewA | viewB[~~viewA]
/// ```
public prefix func ~~ (view: View) -> MortarVFLSize {
    MortarVFLSize(sizing: .reference(view))
}
