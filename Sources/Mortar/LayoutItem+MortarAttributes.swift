// Generated list of Mortar's `m_` attribute properties (frontends.md §2.2).
import PlumbCore

/// The `m_` attributes of views and layout guides.
///
/// ```swift
/// view1.m_right |=| view2.m_left - 12
/// view.m_top |=| root.safeAreaLayoutGuide.m_top
/// ```
extension LayoutItem {
    /// The left edge.
    public var m_left: MortarAttribute { MortarAttribute(item: self, kind: .single(.left)) }
    /// The right edge.
    public var m_right: MortarAttribute { MortarAttribute(item: self, kind: .single(.right)) }
    /// The top edge.
    public var m_top: MortarAttribute { MortarAttribute(item: self, kind: .single(.top)) }
    /// The bottom edge.
    public var m_bottom: MortarAttribute { MortarAttribute(item: self, kind: .single(.bottom)) }
    /// The leading edge (left in left-to-right layouts).
    public var m_leading: MortarAttribute { MortarAttribute(item: self, kind: .single(.leading)) }
    /// The trailing edge (right in left-to-right layouts).
    public var m_trailing: MortarAttribute { MortarAttribute(item: self, kind: .single(.trailing)) }
    /// The width.
    public var m_width: MortarAttribute { MortarAttribute(item: self, kind: .single(.width)) }
    /// The height.
    public var m_height: MortarAttribute { MortarAttribute(item: self, kind: .single(.height)) }
    /// The horizontal centre.
    public var m_centerX: MortarAttribute { MortarAttribute(item: self, kind: .single(.centerX)) }
    /// The vertical centre.
    public var m_centerY: MortarAttribute { MortarAttribute(item: self, kind: .single(.centerY)) }
    /// `(leading, trailing)` (2.x) or `(left, right)` (1.x).
    public var m_sides: MortarAttribute { MortarAttribute(item: self, kind: .sides) }
    /// `(top, bottom)`.
    public var m_caps: MortarAttribute { MortarAttribute(item: self, kind: .caps) }
    /// `(width, height)`.
    public var m_size: MortarAttribute { MortarAttribute(item: self, kind: .size) }
    /// `(centerX, centerY)`.
    public var m_center: MortarAttribute { MortarAttribute(item: self, kind: .center) }
    /// `(top, left)`.
    public var m_cornerTL: MortarAttribute { MortarAttribute(item: self, kind: .cornerTL) }
    /// `(top, right)`.
    public var m_cornerTR: MortarAttribute { MortarAttribute(item: self, kind: .cornerTR) }
    /// `(bottom, left)`.
    public var m_cornerBL: MortarAttribute { MortarAttribute(item: self, kind: .cornerBL) }
    /// `(bottom, right)`.
    public var m_cornerBR: MortarAttribute { MortarAttribute(item: self, kind: .cornerBR) }
    /// `(top, leading, bottom, trailing)` (2.x) or `(top, left, bottom, right)` (1.x).
    public var m_edges: MortarAttribute { MortarAttribute(item: self, kind: .edges) }
    /// `(leading, top, width, height)` (2.x) or `(left, top, width, height)` (1.x).
    public var m_frame: MortarAttribute { MortarAttribute(item: self, kind: .frame) }
    /// `(leading, top)` (2.x) or `(left, top)` (1.x); the README's `m_origin`.
    public var m_origin: MortarAttribute { MortarAttribute(item: self, kind: .origin) }
}

/// The `m_` attributes that exist on views only: baselines and layout margins.
///
/// ```swift
/// label.m_baseline |=| other.m_baseline
/// ```
extension View {
    /// The last baseline (`m_baseline`, as Mortar).
    public var m_baseline: MortarAttribute { MortarAttribute(item: self, kind: .single(.lastBaseline)) }
    /// The first baseline.
    public var m_firstBaseline: MortarAttribute { MortarAttribute(item: self, kind: .single(.firstBaseline)) }
    /// The left layout margin.
    public var m_leftMargin: MortarAttribute { MortarAttribute(item: self, kind: .single(.leftMargin)) }
    /// The right layout margin.
    public var m_rightMargin: MortarAttribute { MortarAttribute(item: self, kind: .single(.rightMargin)) }
    /// The top layout margin.
    public var m_topMargin: MortarAttribute { MortarAttribute(item: self, kind: .single(.topMargin)) }
    /// The bottom layout margin.
    public var m_bottomMargin: MortarAttribute { MortarAttribute(item: self, kind: .single(.bottomMargin)) }
    /// The leading layout margin.
    public var m_leadingMargin: MortarAttribute { MortarAttribute(item: self, kind: .single(.leadingMargin)) }
    /// The trailing layout margin.
    public var m_trailingMargin: MortarAttribute { MortarAttribute(item: self, kind: .single(.trailingMargin)) }
    /// The horizontal centre within the margins.
    public var m_centerXWithinMargin: MortarAttribute { MortarAttribute(item: self, kind: .single(.centerXWithinMargins)) }
    /// The vertical centre within the margins.
    public var m_centerYWithinMargin: MortarAttribute { MortarAttribute(item: self, kind: .single(.centerYWithinMargins)) }
}
