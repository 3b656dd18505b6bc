import Foundation
import PlumbCore

/// The inset operator `~` (frontends.md §2.5): adds `value × sign(component)` to each constant,
/// where the sign is −1 for the far edges (right, bottom; in 2.x also trailing, width, height)
/// and +1 otherwise, so equal values inset on every side.
///
/// ```swift
/// view1 |=| view2.m_edges ~ (20, 20, 20, 20)    // inset by 20 on each side
/// view.m_size |=| container.m_size ~ (10, 10)    // 2.x: width == c.width - 10
/// view1 |=| view2.m_edges ~ EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
extension MortarAttribute {
    /// Insets a 2-component attribute.
    public static func ~ (lhs: MortarAttribute, rhs: (CGFloat, CGFloat)) -> MortarAttribute {
        lhs.inset([rhs.0, rhs.1])
    }

    /// Insets a 4-component attribute.
    public static func ~ (lhs: MortarAttribute, rhs: (CGFloat, CGFloat, CGFloat, CGFloat)) -> MortarAttribute {
        lhs.inset([rhs.0, rhs.1, rhs.2, rhs.3])
    }

    /// Insets a 4-component attribute by edge insets (2.x): top +top, bottom −bottom,
    /// left/leading +left, right/trailing −right, other components unchanged.
    public static func ~ (lhs: MortarAttribute, rhs: EdgeInsets) -> MortarAttribute {
        let compatibility = MortarDefault.compatibility
        guard let kind = lhs.kind, kind.componentCount == 4 else {
            return lhs.perComponent([rhs.top, rhs.left, rhs.bottom, rhs.right], "~") { m, c, _ in (m, c) }
        }
        let values = kind.components(compatibility).map { component -> CGFloat in
            switch component {
            case .top: rhs.top
            case .bottom: -rhs.bottom
            case .left, .leading: rhs.left
            case .right, .trailing: -rhs.right
            default: 0
            }
        }
        return lhs.perComponent(values, "~") { m, c, k in (m, c + k) }
    }

    func inset(_ values: [CGFloat]) -> MortarAttribute {
        let compatibility = MortarDefault.compatibility
        let components = kind?.components(compatibility) ?? []
        guard components.count == values.count else {
            return perComponent(values, "~") { m, c, _ in (m, c) }
        }
        let signed = zip(components, values).map { component, value in
            value * Self.insetSign(component, compatibility)
        }
        return perComponent(signed, "~") { m, c, k in (m, c + k) }
    }

    static func insetSign(_ attribute: LayoutAttribute, _ compatibility: MortarCompatibility) -> CGFloat {
        switch attribute {
        case .right, .bottom: return -1
        case .trailing, .width, .height: return compatibility == .mortar2 ? -1 : 1
        default: return 1
        }
    }
}
