import Foundation

/// Insets for the four edges of a rectangle, in points, by physical side.
///
/// ```swift
/// root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets: `EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same inset on every edge: `EdgeInsets(all: 8)`.
    public init(all inset: CGFloat) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No insets.
    public static let zero = EdgeInsets()

    /// `{top, left, bottom, right}` as UIKit prints them.
    public var description: String {
        "{\(CanonicalNumber.format(top)), \(CanonicalNumber.format(left)), \(CanonicalNumber.format(bottom)), \(CanonicalNumber.format(right))}"
    }
}

/// Insets by reading direction: leading and trailing swap under right-to-left.
///
/// ```swift
/// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The inset on the leading side.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset on the trailing side.
    public var trailing: CGFloat

    /// Creates directional insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The physical insets for a layout direction.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}
