/// Names a constraint of a ``Solver``; ids are handed out in increasing order, one per
/// ``Solver/addConstraint(_:_:priority:)`` call (also when the add fails, so the error can name it).
///
/// ```swift
/// let s = Solver(); let x = s.makeVariable("x")
/// let id = try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -1), .equal)
/// assert(s.hasConstraint(id))
/// ```
public struct ConstraintID: Hashable, Comparable, Sendable {
    /// The id's number, counting from 0.
    public let rawValue: Int

    /// Makes an id from its number (for example to name a constraint in a test or a log).
    ///
    /// ```swift
    /// let first = ConstraintID(rawValue: 0)
    /// ```
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Orders ids by number, that is by the order the constraints were added.
    ///
    /// ```swift
    /// assert(ConstraintID(rawValue: 1) < ConstraintID(rawValue: 2))
    /// ```
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
}
