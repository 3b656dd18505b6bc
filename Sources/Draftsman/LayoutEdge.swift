/// One edge of a view, for ``LayoutScheme/at(_:_:to:priority:file:line:)-(_,_,AnonymousRelation,_,_,_)``.
///
/// ```swift
/// badge.plan.at([.top, .right], .equalTo(4), to: .parent)
/// badge.plan.at(.topRight, .equalTo(4), to: .parent)   // the same, with a preset
/// ```
public enum LayoutEdge: Sendable, Equatable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The left edge.
    case left
    /// The right edge.
    case right
}

extension Array where Element == LayoutEdge {
    /// `[.top, .left]`.
    ///
    /// ```swift
    /// v.plan.at(.topLeft, .equal, to: .parent)
    /// ```
    public static var topLeft: [LayoutEdge] { [.top, .left] }
    /// `[.top, .right]`.
    ///
    /// ```swift
    /// v.plan.at(.topRight, .equal, to: .parent)
    /// ```
    public static var topRight: [LayoutEdge] { [.top, .right] }
    /// `[.bottom, .left]`.
    ///
    /// ```swift
    /// v.plan.at(.bottomLeft, .equal, to: .parent)
    /// ```
    public static var bottomLeft: [LayoutEdge] { [.bottom, .left] }
    /// `[.bottom, .right]`.
    ///
    /// ```swift
    /// v.plan.at(.bottomRight, .equal, to: .parent)
    /// ```
    public static var bottomRight: [LayoutEdge] { [.bottom, .right] }
    /// `[.left, .top, .bottom]`.
    ///
    /// ```swift
    /// sidebar.plan.at(.fullLeft, .equal, to: .safeArea)
    /// ```
    public static var fullLeft: [LayoutEdge] { [.left, .top, .bottom] }
    /// `[.right, .top, .bottom]`.
    ///
    /// ```swift
    /// sidebar.plan.at(.fullRight, .equal, to: .safeArea)
    /// ```
    public static var fullRight: [LayoutEdge] { [.right, .top, .bottom] }
    /// `[.bottom, .left, .right]`.
    ///
    /// ```swift
    /// toolbar.plan.at(.fullBottom, .equal, to: .parent)
    /// ```
    public static var fullBottom: [LayoutEdge] { [.bottom, .left, .right] }
    /// `[.top, .left, .right]`.
    ///
    /// ```swift
    /// header.plan.at(.fullTop, .equal, to: .safeArea)
    /// ```
    public static var fullTop: [LayoutEdge] { [.top, .left, .right] }
    /// `[.top, .bottom, .left, .right]`.
    ///
    /// ```swift
    /// v.plan.at(.edges, .equalTo(8), to: .parent)
    /// ```
    public static var edges: [LayoutEdge] { [.top, .bottom, .left, .right] }
    /// The README's spelling of ``edges``.
    ///
    /// ```swift
    /// v.plan.at(.edge, .equal, to: .parent)
    /// ```
    public static var edge: [LayoutEdge] { edges }
}
