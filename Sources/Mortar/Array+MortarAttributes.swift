// Array-valued versions of the `m_` attributes (frontends.md §2.7).
import PlumbCore

/// The `m_` attributes of every element of an array of views or guides.
///
/// ```swift
/// [view1, view2, view3].m_size |=| (100, 200)     // 6 constraints
/// [view1, view2, view3].m_centerY |=| otherView
/// ```
extension Array where Element: LayoutItem {
    /// The left edge of every element.
    public var m_left: [MortarAttribute] { map { $0.m_left } }
    /// The right edge of every element.
    public var m_right: [MortarAttribute] { map { $0.m_right } }
    /// The top edge of every element.
    public var m_top: [MortarAttribute] { map { $0.m_top } }
    /// The bottom edge of every element.
    public var m_bottom: [MortarAttribute] { map { $0.m_bottom } }
    /// The leading edge (left in left-to-right layouts) of every element.
    public var m_leading: [MortarAttribute] { map { $0.m_leading } }
    /// The trailing edge (right in left-to-right layouts) of every element.
    public var m_trailing: [MortarAttribute] { map { $0.m_trailing } }
    /// The width of every element.
    public var m_width: [MortarAttribute] { map { $0.m_width } }
    /// The height of every element.
    public var m_height: [MortarAttribute] { map { $0.m_height } }
    /// The horizontal centre of every element.
    public var m_centerX: [MortarAttribute] { map { $0.m_centerX } }
    /// The vertical centre of every element.
    public var m_centerY: [MortarAttribute] { map { $0.m_centerY } }
    /// `m_sides` of every element.
    public var m_sides: [MortarAttribute] { map { $0.m_sides } }
    /// `m_caps` of every element.
    public var m_caps: [MortarAttribute] { map { $0.m_caps } }
    /// `m_size` of every element.
    public var m_size: [MortarAttribute] { map { $0.m_size } }
    /// `m_center` of every element.
    public var m_center: [MortarAttribute] { map { $0.m_center } }
    /// `m_cornerTL` of every element.
    public var m_cornerTL: [MortarAttribute] { map { $0.m_cornerTL } }
    /// `m_cornerTR` of every element.
    public var m_cornerTR: [MortarAttribute] { map { $0.m_cornerTR } }
    /// `m_cornerBL` of every element.
    public var m_cornerBL: [MortarAttribute] { map { $0.m_cornerBL } }
    /// `m_cornerBR` of every element.
    public var m_cornerBR: [MortarAttribute] { map { $0.m_cornerBR } }
    /// `m_edges` of every element.
    public var m_edges: [MortarAttribute] { map { $0.m_edges } }
    /// `m_frame` of every element.
    public var m_frame: [MortarAttribute] { map { $0.m_frame } }
    /// `m_origin` of every element.
    public var m_origin: [MortarAttribute] { map { $0.m_origin } }
}

/// The view-only `m_` attributes of every element of an array of views.
///
/// ```swift
/// [label1, label2].m_baseline |=| title
/// ```
extension Array where Element: View {
    /// The last baseline (`m_baseline`, as Mortar) of every element.
    public var m_baseline: [MortarAttribute] { map { $0.m_baseline } }
    /// The first baseline of every element.
    public var m_firstBaseline: [MortarAttribute] { map { $0.m_firstBaseline } }
    /// The left layout margin of every element.
    public var m_leftMargin: [MortarAttribute] { map { $0.m_leftMargin } }
    /// The right layout margin of every element.
    public var m_rightMargin: [MortarAttribute] { map { $0.m_rightMargin } }
    /// The top layout margin of every element.
    public var m_topMargin: [MortarAttribute] { map { $0.m_topMargin } }
    /// The bottom layout margin of every element.
    public var m_bottomMargin: [MortarAttribute] { map { $0.m_bottomMargin } }
    /// The leading layout margin of every element.
    public var m_leadingMargin: [MortarAttribute] { map { $0.m_leadingMargin } }
    /// The trailing layout margin of every element.
    public var m_trailingMargin: [MortarAttribute] { map { $0.m_trailingMargin } }
    /// The horizontal centre within the margins of every element.
    public var m_centerXWithinMargin: [MortarAttribute] { map { $0.m_centerXWithinMargin } }
    /// The vertical centre within the margins of every element.
    public var m_centerYWithinMargin: [MortarAttribute] { map { $0.m_centerYWithinMargin } }
}
