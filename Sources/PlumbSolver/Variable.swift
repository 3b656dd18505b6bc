/// A variable of a ``Solver``, made by ``Solver/makeVariable(_:)``.
///
/// Variables are plain ids handed out in increasing order by the solver that made them;
/// they compare by id, so sorting them gives creation order.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x")
/// let y = solver.makeVariable("y")
/// assert(x < y && solver.name(of: y) == "y")
/// ```
public struct Variable: Hashable, Comparable, Sendable {
    /// The variable's index in its solver, counting from 0 in creation order.
    public let id: Int

    init(id: Int) { self.id = id }

    /// Orders variables by ``id`` (creation order).
    ///
    /// ```swift
    /// let s = Solver(); let a = s.makeVariable(); let b = s.makeVariable()
    /// assert(a < b)
    /// ```
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}
