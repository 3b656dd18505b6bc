/// Which parts of a frame grow when the superview resizes, as UIKit's `UIView.AutoresizingMask`.
///
/// ```swift
/// banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
/// ```
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin grows.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// UIKit's compact notation for one axis: `-` fixed, `&` flexible, e.g. `h=-&-`.
    public func notation(for axis: LayoutConstraint.Axis) -> String {
        let parts: [AutoresizingMask] = axis == .horizontal
            ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        return (axis == .horizontal ? "h=" : "v=") + parts.map { contains($0) ? "&" : "-" }.joined()
    }
}
