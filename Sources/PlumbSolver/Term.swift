/// One `coefficient × variable` term of a ``LinearExpression``.
///
/// ```swift
/// let s = Solver(); let x = s.makeVariable("x")
/// let twoX = Term(x, 2)
/// assert(twoX.coefficient == 2)
/// ```
public struct Term: Hashable, Sendable {
    /// The variable this term multiplies.
    public var variable: Variable
    /// The factor applied to ``variable``.
    public var coefficient: Double

    /// Makes the term `coefficient × variable`.
    ///
    /// ```swift
    /// let s = Solver(); let w = s.makeVariable("width")
    /// let half = Term(w, 0.5)
    /// ```
    public init(_ variable: Variable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
