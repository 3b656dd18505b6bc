/// `Σ coefficient·variable + constant`, the left-hand side of a constraint `expression REL 0`.
///
/// A variable may appear in several terms; the solver adds their coefficients.
///
/// ```swift
/// let s = Solver()
/// let left = s.makeVariable("left"), right = s.makeVariable("right")
/// // right - left - 100 == 0, i.e. right == left + 100
/// let width = LinearExpression(terms: [Term(right, 1), Term(left, -1)], constant: -100)
/// try s.addConstraint(width, .equal)
/// ```
public struct LinearExpression: Sendable {
    /// The terms; repeated variables are allowed and folded by the solver.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Makes `Σ terms + constant`.
    ///
    /// ```swift
    /// let s = Solver(); let x = s.makeVariable("x")
    /// let xMinus10 = LinearExpression(terms: [Term(x, 1)], constant: -10)
    /// ```
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}
