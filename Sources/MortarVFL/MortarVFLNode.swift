import Foundation
import Mortar
import PlumbCore

/// One node of a MortarVFL list: one view, several parallel views, or whitespace.
///
/// ```swift
/// let node = viewB[==44]          // one view, 44 points
/// let grid = [a, b, c][==40]      // three views side by side in parallel, 40 points each
/// ```
public struct MortarVFLNode {
    /// How a node is sized along the statement's axis.
    enum Sizing {
        /// By the views' intrinsic content size (hugging and compression resistance).
        case intrinsic
        /// A fixed length.
        case fixed(CGFloat)
        /// A share of the flexible space, relative to the statement's first weighted node.
        case weight(CGFloat)
        /// The same length as this view (the base view of another node).
        case reference(View)
    }

    /// The views; empty for whitespace.
    let views: [View]
    let sizing: Sizing
    /// Whether this is the default padding inserted by `||`.
    let isDefaultPadding: Bool

    init(views: [View], sizing: Sizing, isDefaultPadding: Bool = false) {
        self.views = views
        self.sizing = sizing
        self.isDefaultPadding = isDefaultPadding
    }

    /// The default padding of `||`: 8 points.
    static let defaultPaddingLength: CGFloat = 8

    static var defaultPadding: MortarVFLNode {
        MortarVFLNode(views: [], sizing: .fixed(defaultPaddingLength), isDefaultPadding: true)
    }

    var isWhitespace: Bool { views.isEmpty }

    /// Fixed whitespace: a gap, not an item.
    var fixedPadding: CGFloat? {
        guard isWhitespace, case let .fixed(value) = sizing else { return nil }
        return value
    }

    var isWeighted: Bool {
        if case .weight = sizing { return true }
        return false
    }

    /// `viewB`, `[a, b]`, `30`, `8 (||)`, `~~2`, `==viewA`.
    var description: String {
        if views.count == 1 { return views[0].itemName }
        if !views.isEmpty { return "[" + views.map(\.itemName).joined(separator: ", ") + "]" }
        if isDefaultPadding { return "8 (||)" }
        switch sizing {
        case .intrinsic: return "whitespace"
        case let .fixed(v): return CanonicalNumber.format(Double(v))
        case let .weight(w): return "~~" + CanonicalNumber.format(Double(w))
        case let .reference(view): return "==" + view.itemName
        }
    }
}

extension View {
    /// This view as a node of the given size: `view[==40]`, `view[~~2]`, `view[==other]`.
    ///
    /// ```swift
    /// container |>> viewB[==44] || viewC[~~1]
    /// ```
    public subscript(size: MortarVFLSize) -> MortarVFLNode {
        MortarVFLNode(views: [self], sizing: size.sizing)
    }
}

extension Array where Element: View {
    /// These views as one node, laid out in parallel with the same extent on the axis.
    ///
    /// ```swift
    /// viewA || [viewB, viewC, viewD][==40] || viewE
    /// ```
    public subscript(size: MortarVFLSize) -> MortarVFLNode {
        MortarVFLNode(views: map { $0 }, sizing: size.sizing)
    }
}
