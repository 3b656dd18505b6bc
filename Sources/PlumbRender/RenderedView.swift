import Foundation
import PlumbCore

/// One view of a laid-out tree, flattened for rendering: its path, depth, frame in the
/// superview and rectangle in the root's coordinates.
///
/// ```swift
/// root.layoutIfNeeded()
/// for v in RenderedView.flatten(root) { print(v.path, v.frame) }
/// ```
public struct RenderedView: Hashable, Sendable {
    /// The view's path (`root/header/title`).
    public let path: String
    /// The view's own name, if it has one.
    public let name: String?
    /// Depth below the root (the root is 0).
    public let depth: Int
    /// The frame in superview coordinates.
    public let frame: CGRect
    /// The rectangle in the root's coordinates.
    public let absoluteFrame: CGRect
    /// Whether the view is hidden.
    public let isHidden: Bool
    /// Whether the view is a stack view.
    public let isStack: Bool

    /// The tree in depth-first pre-order, the root first.
    public static func flatten(_ root: View) -> [RenderedView] {
        var out: [RenderedView] = []
        func visit(_ v: View, depth: Int, origin: CGPoint) {
            let abs = CGRect(x: origin.x + v.frame.minX, y: origin.y + v.frame.minY, width: v.frame.width, height: v.frame.height)
            out.append(RenderedView(
                path: v.itemName, name: v.name, depth: depth, frame: v.frame, absoluteFrame: abs,
                isHidden: v.isHidden, isStack: v is StackView))
            for s in v.subviews { visit(s, depth: depth + 1, origin: abs.origin) }
        }
        visit(root, depth: 0, origin: CGPoint(x: -root.frame.minX, y: -root.frame.minY))
        return out
    }
}
