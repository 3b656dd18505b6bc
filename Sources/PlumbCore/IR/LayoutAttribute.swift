/// A part of an item's layout rectangle that a constraint can relate, with Apple's raw values.
///
/// ```swift
/// LayoutConstraint(item: title, attribute: .leadingMargin, relatedBy: .equal,
///                  toItem: root, attribute: .leading, multiplier: 1, constant: 0)
/// ```
public enum LayoutAttribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No attribute: the constraint's second side is a constant.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: left under left-to-right, right under right-to-left.
    case leading
    /// The trailing edge: right under left-to-right, left under right-to-left.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text (the bottom for views without text).
    case lastBaseline
    /// The baseline of the first line of text (the bottom for views without text).
    case firstBaseline
    /// The left edge inset by the left layout margin.
    case leftMargin
    /// The right edge inset by the right layout margin.
    case rightMargin
    /// The top edge inset by the top layout margin.
    case topMargin
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin
    /// The leading edge inset by the leading layout margin.
    case leadingMargin
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin
    /// The centre between the left and right margins.
    case centerXWithinMargins
    /// The centre between the top and bottom margins.
    case centerYWithinMargins

    /// The axis this attribute lies on, or `nil` for `.notAnAttribute`.
    public var axis: LayoutConstraint.Axis? {
        switch self {
        case .notAnAttribute: nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default: .vertical
        }
    }

    /// Whether this is a size (width or height) rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether this is one of the margin attributes.
    public var isMargin: Bool { rawValue >= LayoutAttribute.leftMargin.rawValue }

    /// The attribute without its margin: `.leadingMargin` → `.leading`.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The name Apple's API uses: `leadingMargin`, `centerX`, `notAnAttribute`.
    public var description: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }

    /// Parses Apple's attribute name (`"leadingMargin"`, `"centerX"`); `nil` when unknown.
    public init?(name: String) {
        guard let match = LayoutAttribute.allCases.first(where: { $0.description == name }) else { return nil }
        self = match
    }
}
