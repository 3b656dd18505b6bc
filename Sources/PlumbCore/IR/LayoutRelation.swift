/// How the two sides of a constraint relate, with Apple's raw values.
///
/// ```swift
/// LayoutConstraint(item: a, attribute: .width, relatedBy: .lessThanOrEqual,
///                  toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100)
/// ```
public enum LayoutRelation: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// `first <= multiplier × second + constant`
    case lessThanOrEqual = -1
    /// `first == multiplier × second + constant`
    case equal = 0
    /// `first >= multiplier × second + constant`
    case greaterThanOrEqual = 1

    /// The relation seen from the other side: `<=` becomes `>=`.
    public var flipped: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
