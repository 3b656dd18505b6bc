/// Anything a constraint can relate: a ``View`` or a ``LayoutGuide``.
///
/// ```swift
/// func pinTop(_ item: any LayoutItem, to other: any LayoutItem) -> LayoutConstraint {
///     item.topAnchor.constraint(equalTo: other.topAnchor)
/// }
/// ```
public protocol LayoutItem: AnyObject {
    /// A stable, readable name used in dumps and diagnostics (`root/title`, `root/title.safeArea`).
    var itemName: String { get }
    /// The view this item belongs to: a view itself, or a guide's owning view.
    var owningViewForLayout: View? { get }
}

extension LayoutItem {
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge (left under left-to-right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right under left-to-right).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
