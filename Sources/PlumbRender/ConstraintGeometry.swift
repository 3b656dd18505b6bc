import Foundation
import PlumbCore

/// Where a constraint's attributes sit in a laid-out tree, in the root's coordinates: the
/// points a wireframe connects to show it.
struct ConstraintGeometry {
    private let root: View

    init(root: View) { self.root = root }

    /// The two anchor points a constraint relates, or `nil` for one that relates an item to a
    /// constant (a width of 44) or items outside the tree.
    /// Edge constraints are drawn straight across (a horizontal line for x-axis edges, a
    /// vertical one for y-axis edges) where the two items overlap on the other axis.
    func ends(of c: LayoutConstraint) -> (CGPoint, CGPoint)? {
        guard let second = c.secondItem,
              let a = point(c.firstItem, c.firstAttribute), var b = point(second, c.secondAttribute),
              let rect = absoluteFrame(second) else { return nil }
        switch c.secondAttribute.withoutMargin {
        case .left, .right, .leading, .trailing, .centerX:
            b.y = min(max(a.y, rect.minY), rect.maxY)
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline:
            b.x = min(max(a.x, rect.minX), rect.maxX)
        default: break
        }
        return (a, b)
    }

    /// The point on an item's frame that an attribute names (its middle for sizes).
    func point(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> CGPoint? {
        guard var r = absoluteFrame(item) else { return nil }
        if attribute.isMargin, let view = item as? View {
            r = r.inset(by: view.layoutMargins)
        }
        let rtl = item.owningViewForLayout?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch attribute.withoutMargin {
        case .left: return CGPoint(x: r.minX, y: r.midY)
        case .right: return CGPoint(x: r.maxX, y: r.midY)
        case .leading: return CGPoint(x: rtl ? r.maxX : r.minX, y: r.midY)
        case .trailing: return CGPoint(x: rtl ? r.minX : r.maxX, y: r.midY)
        case .top: return CGPoint(x: r.midX, y: r.minY)
        case .bottom, .lastBaseline: return CGPoint(x: r.midX, y: r.maxY)
        case .firstBaseline: return CGPoint(x: r.midX, y: r.minY)
        case .centerX, .centerY, .width, .height: return CGPoint(x: r.midX, y: r.midY)
        default: return nil
        }
    }

    /// An item's frame in the root's coordinates (views by their superview chain, guides by
    /// their owning view's).
    func absoluteFrame(_ item: any LayoutItem) -> CGRect? {
        if let view = item as? View { return absolute(view) }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView, let base = absolute(owner) else { return nil }
        return guide.layoutFrame.offsetBy(dx: base.minX, dy: base.minY)
    }

    private func absolute(_ view: View) -> CGRect? {
        guard view.isDescendant(of: root) else { return nil }
        var origin = CGPoint.zero
        var v: View? = view
        while let c = v, c !== root {
            origin.x += c.frame.minX
            origin.y += c.frame.minY
            v = c.superview
        }
        return CGRect(origin: origin, size: view.frame.size)
    }
}

private extension CGRect {
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
