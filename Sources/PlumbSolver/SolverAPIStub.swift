// TEMPORARY: the public API of PlumbSolver as agreed with the solver branch, so PlumbCore
// compiles on main until the real solver is merged. Deleted by that merge.
public struct Variable: Hashable, Comparable, Sendable {
    public let id: Int
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double) { self.variable = variable; self.coefficient = coefficient }
}
public struct LinearExpression: Sendable {
    public var terms: [Term]
    public var constant: Double
    public init(terms: [Term] = [], constant: Double = 0) { self.terms = terms; self.constant = constant }
}
public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
public struct ConstraintID: Hashable, Comparable, Sendable {
    public let rawValue: Int
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
}
public enum SolverError: Error, Equatable, CustomStringConvertible {
    case unsatisfiable(ConstraintID, conflictingWith: [ConstraintID])
    case duplicateConstraint(ConstraintID), unknownConstraint(ConstraintID)
    case duplicateEditVariable(Variable), unknownEditVariable(Variable), requiredEditVariable(Variable)
    case nonFinite(String)
    case invalidPriority(Double)
    public var description: String { "\(self)" }
}
public final class Solver {
    public init() {}
    public static let requiredPriority: Double = 1000
    public func makeVariable(_ name: String = "") -> Variable { fatalError("stub") }
    public func name(of: Variable) -> String { fatalError("stub") }
    @discardableResult
    public func addConstraint(_ e: LinearExpression, _ r: Relation, priority: Double = 1000) throws(SolverError) -> ConstraintID { fatalError("stub") }
    public func removeConstraint(_ id: ConstraintID) throws(SolverError) { fatalError("stub") }
    public func hasConstraint(_ id: ConstraintID) -> Bool { fatalError("stub") }
    public func addEditVariable(_ v: Variable, priority: Double) throws(SolverError) { fatalError("stub") }
    public func removeEditVariable(_ v: Variable) throws(SolverError) { fatalError("stub") }
    public func hasEditVariable(_ v: Variable) -> Bool { fatalError("stub") }
    public func suggestValue(_ value: Double, for v: Variable) throws(SolverError) { fatalError("stub") }
    public func value(of v: Variable) -> Double { fatalError("stub") }
    public func updateVariables() { fatalError("stub") }
    public func reset() { fatalError("stub") }
    public func ambiguousVariables(among candidates: [Variable]) -> [Variable] { fatalError("stub") }
}
