import Foundation
import PlumbCore

/// A value that can be read as insets on four sides: `EdgeInsets`, ``VerticalInsets``,
/// ``HorizontalInsets``, or a number (the same value on every side).
///
/// ```swift
/// v.plan.edges(.equalTo(16), to: .parent)                                    // 16 on every side
/// v.plan.edges(.equalTo(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)), to: .parent)
/// v.plan.vertical(.equalTo(VerticalInsets(top: 20, bottom: 0)), to: .safeArea)
/// ```
public protocol InsetsConvertible: Sendable {
    /// The top and bottom insets.
    var verticalInsets: VerticalInsets { get }
    /// The left and right insets.
    var horizontalInsets: HorizontalInsets { get }
}

extension InsetsConvertible {
    /// All four insets as `EdgeInsets`.
    ///
    /// ```swift
    /// VerticalInsets(top: 1, bottom: 2).edgeInsets  // top 1, left 0, bottom 2, right 0
    /// ```
    public var edgeInsets: EdgeInsets {
        EdgeInsets(top: verticalInsets.top, left: horizontalInsets.left,
                   bottom: verticalInsets.bottom, right: horizontalInsets.right)
    }
}

/// Top and bottom insets; as ``InsetsConvertible`` its left and right are zero.
///
/// ```swift
/// v.plan.edges(.equalTo(VerticalInsets(top: 20, bottom: 10)), to: .parent)
/// // top +20, bottom -10, left +0, right -0
/// ```
public struct VerticalInsets: InsetsConvertible, Equatable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat

    /// Insets with the given top and bottom.
    ///
    /// ```swift
    /// let v = VerticalInsets(top: 8, bottom: 8)
    /// ```
    public init(top: CGFloat = 0, bottom: CGFloat = 0) {
        self.top = top
        self.bottom = bottom
    }

    /// Itself.
    public var verticalInsets: VerticalInsets { self }
    /// Zero.
    public var horizontalInsets: HorizontalInsets { HorizontalInsets() }
}

/// Left and right insets; as ``InsetsConvertible`` its top and bottom are zero.
///
/// ```swift
/// v.plan.horizontal(.equalTo(HorizontalInsets(left: 16, right: 24)), to: .parent)
/// ```
public struct HorizontalInsets: InsetsConvertible, Equatable, Sendable {
    /// The left inset.
    public var left: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets with the given left and right.
    ///
    /// ```swift
    /// let h = HorizontalInsets(left: 16, right: 16)
    /// ```
    public init(left: CGFloat = 0, right: CGFloat = 0) {
        self.left = left
        self.right = right
    }

    /// Zero.
    public var verticalInsets: VerticalInsets { VerticalInsets() }
    /// Itself.
    public var horizontalInsets: HorizontalInsets { self }
}

extension EdgeInsets: InsetsConvertible {
    /// The top and bottom insets.
    public var verticalInsets: VerticalInsets { VerticalInsets(top: top, bottom: bottom) }
    /// The left and right insets.
    public var horizontalInsets: HorizontalInsets { HorizontalInsets(left: left, right: right) }
}

extension CGFloat: InsetsConvertible {
    /// The value on top and bottom.
    public var verticalInsets: VerticalInsets { VerticalInsets(top: self, bottom: self) }
    /// The value on left and right.
    public var horizontalInsets: HorizontalInsets { HorizontalInsets(left: self, right: self) }
}

extension Double: InsetsConvertible {
    /// The value on top and bottom.
    public var verticalInsets: VerticalInsets { CGFloat(self).verticalInsets }
    /// The value on left and right.
    public var horizontalInsets: HorizontalInsets { CGFloat(self).horizontalInsets }
}

extension Int: InsetsConvertible {
    /// The value on top and bottom.
    public var verticalInsets: VerticalInsets { CGFloat(self).verticalInsets }
    /// The value on left and right.
    public var horizontalInsets: HorizontalInsets { CGFloat(self).horizontalInsets }
}

extension EdgeInsets {
    /// The same inset on every side (the README's `UIEdgeInsets(insets: 8)`).
    ///
    /// ```swift
    /// let margin = EdgeInsets(insets: 8)
    /// ```
    public init(insets: CGFloat) {
        self.init(top: insets, left: insets, bottom: insets, right: insets)
    }

    /// One inset for top and bottom, another for left and right.
    ///
    /// ```swift
    /// let padding = EdgeInsets(vertical: 8, horizontal: 16)
    /// ```
    public init(vertical: CGFloat, horizontal: CGFloat) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}

/// Offsets of a centre from another centre, for
/// ``LayoutScheme/center(_:to:priority:file:line:)-(_,AnonymousRelation,_,_,_)``.
///
/// ```swift
/// spinner.plan.center(.equalTo(CoordinateOffsets(xOffset: 8, yOffset: -4)), to: .parent)
/// // spinner.centerX == parent.centerX + 8, spinner.centerY == parent.centerY - 4
/// ```
public struct CoordinateOffsets: Equatable, Sendable {
    /// Horizontal offset (added to centerX).
    public var xOffset: CGFloat
    /// Vertical offset (added to centerY).
    public var yOffset: CGFloat

    /// Offsets, both 0 by default.
    ///
    /// ```swift
    /// let o = CoordinateOffsets(xOffset: 8)
    /// ```
    public init(xOffset: CGFloat = 0, yOffset: CGFloat = 0) {
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}
