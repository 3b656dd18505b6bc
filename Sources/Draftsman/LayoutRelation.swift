import Foundation

/// How a position constraint relates its anchor to another one, with an optional space.
///
/// The value is the **space towards the anchor on that side**: for `top`, `left`,
/// `centerX` and `centerY` it is added, for `bottom` and `right` it is subtracted and the
/// relation is flipped (see <doc:TheSignRule>). So `.equalTo(16)` on both `left` and `right`
/// insets a view by 16 on each side.
///
/// ```swift
/// label.plan
///     .left(.equalTo(16), to: .parent)      // label.left == parent.left + 16
///     .right(.moreThanTo(8), to: .parent)   // label.right <= parent.right - 8
///     .apply()
/// ```
public enum LayoutRelation<Related> {
    /// `==` with no space.
    case equal
    /// "more space than": `>=` for top/left/center, `<=` for bottom/right; no space.
    case moreThan
    /// "less space than": `<=` for top/left/center, `>=` for bottom/right; no space.
    case lessThan
    /// `==` with the given space.
    case equalTo(Related)
    /// "more space than" the given space.
    case moreThanTo(Related)
    /// "less space than" the given space.
    case lessThanTo(Related)
}

extension LayoutRelation: Sendable where Related: Sendable {}
extension LayoutRelation: Equatable where Related: Equatable {}

extension LayoutRelation {
    /// The related value, or `nil` for `.equal`, `.moreThan` and `.lessThan`.
    ///
    /// ```swift
    /// LayoutRelation<CGFloat>.equalTo(8).value  // 8
    /// LayoutRelation<CGFloat>.equal.value       // nil
    /// ```
    public var value: Related? {
        switch self {
        case .equal, .moreThan, .lessThan: return nil
        case .equalTo(let v), .moreThanTo(let v), .lessThanTo(let v): return v
        }
    }

    /// The same relation with its value transformed; value-less relations stay value-less.
    ///
    /// ```swift
    /// let r: LayoutRelation<CGFloat> = .equalTo(4)
    /// r.map { $0 * 2 }   // .equalTo(8)
    /// ```
    public func map<Other>(_ transform: (Related) -> Other) -> LayoutRelation<Other> {
        switch self {
        case .equal: return .equal
        case .moreThan: return .moreThan
        case .lessThan: return .lessThan
        case .equalTo(let v): return .equalTo(transform(v))
        case .moreThanTo(let v): return .moreThanTo(transform(v))
        case .lessThanTo(let v): return .lessThanTo(transform(v))
        }
    }

    /// The relation with its space resolved to a number, 0 when there is none.
    func space(_ extract: (Related) -> CGFloat) -> LayoutRelation<CGFloat> {
        switch self {
        case .equal, .equalTo: return .equalTo(value.map(extract) ?? 0)
        case .moreThan, .moreThanTo: return .moreThanTo(value.map(extract) ?? 0)
        case .lessThan, .lessThanTo: return .lessThanTo(value.map(extract) ?? 0)
        }
    }
}
