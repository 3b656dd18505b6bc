/// How a constraint's expression relates to zero: `expression == 0`, `<= 0` or `>= 0`.
///
/// ```swift
/// let s = Solver(); let x = s.makeVariable("x")
/// // x >= 20
/// try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -20), .greaterThanOrEqual)
/// ```
public enum Relation: Sendable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
}
