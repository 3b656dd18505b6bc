/// Why a ``Solver`` operation was refused. A refused operation leaves the solver exactly as it was.
///
/// ```swift
/// let s = Solver(); let x = s.makeVariable("x")
/// let a = try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -10), .equal)
/// do {
///     try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -20), .equal)
/// } catch {
///     // error == .unsatisfiable(ConstraintID(rawValue: 1), conflictingWith: [a])
///     print(error)   // required constraint #1 cannot be satisfied together with required constraints #0
/// }
/// ```
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The required constraint (first id) cannot hold together with the already present
    /// required constraints listed (a small, usually minimal conflicting set, sorted by id).
    /// The constraint was not added.
    case unsatisfiable(ConstraintID, conflictingWith: [ConstraintID])
    /// The constraint is already in the solver.
    case duplicateConstraint(ConstraintID)
    /// The solver has no constraint with this id.
    case unknownConstraint(ConstraintID)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have a priority below 1000 (required).
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value was NaN or infinite; the text says which.
    case nonFinite(String)
    /// A priority outside (0, 1000].
    case invalidPriority(Double)

    /// One line naming the problem and the ids involved.
    ///
    /// ```swift
    /// let text = SolverError.unknownConstraint(ConstraintID(rawValue: 3)).description
    /// // "unknown constraint #3"
    /// ```
    public var description: String {
        switch self {
        case let .unsatisfiable(id, others):
            if others.isEmpty {
                return "required constraint #\(id.rawValue) cannot be satisfied"
            }
            let list = others.map { "#\($0.rawValue)" }.joined(separator: ", ")
            return "required constraint #\(id.rawValue) cannot be satisfied together with required constraints \(list)"
        case let .duplicateConstraint(id):
            return "constraint #\(id.rawValue) is already in the solver"
        case let .unknownConstraint(id):
            return "unknown constraint #\(id.rawValue)"
        case let .duplicateEditVariable(v):
            return "variable #\(v.id) is already an edit variable"
        case let .unknownEditVariable(v):
            return "variable #\(v.id) is not an edit variable"
        case let .requiredEditVariable(v):
            return "edit variable #\(v.id) cannot be required (priority must be below 1000)"
        case let .nonFinite(what):
            return "non-finite number: \(what)"
        case let .invalidPriority(p):
            return "priority \(p) is outside (0, 1000]"
        }
    }
}
