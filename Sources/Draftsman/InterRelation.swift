import Foundation

/// How a dimension (width or height) relates to a constant, an anchor, a view or an
/// anonymous relation. Dimensions have no sign flip: `.moreThanTo(x)` is always `>=`.
///
/// ```swift
/// avatar.plan
///     .width(.equalTo(44))                         // avatar.width == 44
///     .height(.moreThanTo(.parent), multiplyBy: 0.5) // avatar.height >= parent.height * 0.5
///     .apply()
/// ```
public enum InterRelation<Related> {
    /// `==`.
    case equalTo(Related)
    /// `>=`.
    case moreThanTo(Related)
    /// `<=`.
    case lessThanTo(Related)
}

extension InterRelation: Sendable where Related: Sendable {}
extension InterRelation: Equatable where Related: Equatable {}

extension InterRelation {
    /// The related value.
    ///
    /// ```swift
    /// InterRelation<CGFloat>.lessThanTo(100).related  // 100
    /// ```
    public var related: Related {
        switch self {
        case .equalTo(let v), .moreThanTo(let v), .lessThanTo(let v): return v
        }
    }

    /// The same relation with its value transformed.
    ///
    /// ```swift
    /// InterRelation<CGSize>.equalTo(CGSize(width: 2, height: 3)).map(\.width)  // .equalTo(2)
    /// ```
    public func map<Other>(_ transform: (Related) -> Other) -> InterRelation<Other> {
        switch self {
        case .equalTo(let v): return .equalTo(transform(v))
        case .moreThanTo(let v): return .moreThanTo(transform(v))
        case .lessThanTo(let v): return .lessThanTo(transform(v))
        }
    }

    /// The engine relation: `==`, `>=` or `<=`.
    var coreRelation: CoreRelation {
        switch self {
        case .equalTo: return .equal
        case .moreThanTo: return .greaterThanOrEqual
        case .lessThanTo: return .lessThanOrEqual
        }
    }

    /// `equal`, `more_than` or `less_than`, for identifiers.
    var identifierWord: String {
        switch self {
        case .equalTo: return "equal"
        case .moreThanTo: return "more_than"
        case .lessThanTo: return "less_than"
        }
    }
}
