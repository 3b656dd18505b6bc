import Foundation
import Mortar
import PlumbCore

/// A MortarVFL node list (`a | b || c`), optionally ended by a trailing capture (`<| Y`).
/// A bare list makes no constraints; a capture operator turns it into a statement.
///
/// ```swift
/// let list = viewB[~~1] | 40 | viewC[~~1]
/// container ||>> list
/// ```
public struct MortarVFLList {
    var nodes: [MortarVFLNode]
    var trailing: MortarVFLCapture?
    var errors: [MortarError] = []

    init(nodes: [MortarVFLNode], trailing: MortarVFLCapture? = nil, errors: [MortarError] = []) {
        self.nodes = nodes
        self.trailing = trailing
        self.errors = errors
    }

    /// `lhs` followed by `rhs`, optionally with the default padding between them.
    static func join(_ lhs: MortarVFLList, _ rhs: MortarVFLList, padded: Bool) -> MortarVFLList {
        var errors = lhs.errors + rhs.errors
        if lhs.trailing != nil { errors.append(.vflNestedCapture) }
        return MortarVFLList(
            nodes: lhs.nodes + (padded ? [.defaultPadding] : []) + rhs.nodes, trailing: rhs.trailing, errors: errors)
    }
}

/// A capture: the item (and optional attribute) at one end of a statement.
struct MortarVFLCapture {
    let attribute: MortarAttribute
    let axis: MortarAxis
    let operatorName: String
}

/// Anything that can be a node or a list in a MortarVFL statement: views, arrays of views,
/// sized nodes (`view[==40]`), numbers (fixed whitespace), `~~w`/`==x` whitespace and lists.
///
/// ```swift
/// container |>> viewA | 20 | [viewB, viewC] | ~~1 | viewD[==44]
/// ```
public protocol MortarVFLNodeConvertible {
    /// The value as a node list.
    var mortarVFLList: MortarVFLList { get }
}

extension MortarVFLList: MortarVFLNodeConvertible {
    /// The list itself.
    public var mortarVFLList: MortarVFLList { self }
}

extension MortarVFLNode: MortarVFLNodeConvertible {
    /// A list of this node.
    public var mortarVFLList: MortarVFLList { MortarVFLList(nodes: [self]) }
}

extension MortarVFLSize: MortarVFLNodeConvertible {
    /// Whitespace of this size.
    public var mortarVFLList: MortarVFLList { MortarVFLList(nodes: [MortarVFLNode(views: [], sizing: sizing)]) }
}

extension View: MortarVFLNodeConvertible {
    /// An intrinsically sized node of this view.
    public var mortarVFLList: MortarVFLList { MortarVFLList(nodes: [MortarVFLNode(views: [self], sizing: .intrinsic)]) }
}

extension Array: MortarVFLNodeConvertible where Element: View {
    /// An intrinsically sized node of these views, in parallel.
    public var mortarVFLList: MortarVFLList { MortarVFLList(nodes: [MortarVFLNode(views: map { $0 }, sizing: .intrinsic)]) }
}

extension MortarVFLNodeConvertible where Self: MortarCGFloatable {
    /// Fixed whitespace of this length.
    public var mortarVFLList: MortarVFLList {
        MortarVFLList(nodes: [MortarVFLNode(views: [], sizing: .fixed(mortarCGFloat))])
    }
}

extension Int: MortarVFLNodeConvertible {}
extension Double: MortarVFLNodeConvertible {}
extension CGFloat: MortarVFLNodeConvertible {}
extension Float: MortarVFLNodeConvertible {}

/// Joins nodes with no gap: `a | b`, `a | 30 | b`.
///
/// Two integer literals side by side (`30 | 40`) are Swift's integer `|`; adjacent paddings are
/// an error anyway.
///
/// ```swift
/// let list = viewA | 20 | viewB
/// ```
public func | (lhs: any MortarVFLNodeConvertible, rhs: any MortarVFLNodeConvertible) -> MortarVFLList {
    MortarVFLList.join(lhs.mortarVFLList, rhs.mortarVFLList, padded: false)
}

/// Joins nodes with the default padding (8 points) between them.
///
/// ```swift
/// let list = viewA || viewB
/// ```
public func || (lhs: any MortarVFLNodeConvertible, rhs: any MortarVFLNodeConvertible) -> MortarVFLList {
    MortarVFLList.join(lhs.mortarVFLList, rhs.mortarVFLList, padded: true)
}
