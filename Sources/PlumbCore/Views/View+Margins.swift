import Foundation

extension View {
    /// The layout margins by physical side (default 8 on every side). The margin attributes and
    /// ``layoutMarginsGuide`` are inset by them; with ``insetsLayoutMarginsFromSafeArea`` they
    /// are measured from the safe area.
    ///
    /// ```swift
    /// card.layoutMargins = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    /// ```
    public var layoutMargins: EdgeInsets {
        get {
            switch margins {
            case let .physical(insets): insets
            case let .directional(d): d.resolved(for: effectiveUserInterfaceLayoutDirection)
            }
        }
        set { margins = .physical(newValue); setNeedsLayout() }
    }

    /// The layout margins by reading direction; leading and trailing follow the layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch margins {
            case let .directional(d): return d
            case let .physical(i):
                return effectiveUserInterfaceLayoutDirection == .leftToRight
                    ? DirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
                    : DirectionalEdgeInsets(top: i.top, leading: i.right, bottom: i.bottom, trailing: i.left)
            }
        }
        set { margins = .directional(newValue); setNeedsLayout() }
    }

    /// Whether margins are measured from the safe area rather than the bounds (default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { flags.insetsMarginsFromSafeArea }
        set { flags.insetsMarginsFromSafeArea = newValue; setNeedsLayout() }
    }

    /// Whether the view's margins grow to include its superview's margins where they overlap
    /// (default `false`): each margin edge is the inner one of the view's own and the
    /// superview's, as UIKit does for a view that comes closer to its superview's edge than
    /// the superview's margin.
    ///
    /// ```swift
    /// cell.contentView.preservesSuperviewLayoutMargins = true
    /// ```
    public var preservesSuperviewLayoutMargins: Bool {
        get { flags.preservesSuperviewMargins }
        set { flags.preservesSuperviewMargins = newValue; setNeedsLayout() }
    }

    /// Whether the horizontal margins grow so the margins guide is at most the readable width
    /// (672 pt), centred — as UIKit's `layoutMarginsFollowReadableWidth` (default `false`).
    ///
    /// ```swift
    /// article.layoutMarginsFollowReadableWidth = true   // text columns stay readable on iPad
    /// ```
    public var layoutMarginsFollowReadableWidth: Bool {
        get { flags.marginsFollowReadableWidth }
        set { flags.marginsFollowReadableWidth = newValue; setNeedsLayout() }
    }

    /// The direction leading/trailing resolve in, from ``semanticContentAttribute`` up the tree
    /// (left to right unless forced, or set in the trait collection).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var chain: [View] = []
        var v: View? = self
        while let c = v { chain.append(c); v = c.superview }
        return chain.reversed().reduce(UserInterfaceLayoutDirection.leftToRight) { $1.direction(inheriting: $0) }
    }

    /// This view's direction given its superview's: forced by ``semanticContentAttribute``, else
    /// set by its own trait collection, else inherited.
    func direction(inheriting inherited: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: traitOverride?.layoutDirection ?? inherited
        }
    }
}
