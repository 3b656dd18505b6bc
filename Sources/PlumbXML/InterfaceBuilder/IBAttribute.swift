/// A constraint attribute as Interface Builder spells it (`baseline` is the last baseline).
package enum IBAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Whether the attribute runs along the horizontal axis.
    package var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Whether the attribute is measured from the layout margins.
    package var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Whether the attribute is a baseline.
    package var isBaseline: Bool { self == .baseline || self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute is a size.
    package var isSize: Bool { self == .width || self == .height }
}
