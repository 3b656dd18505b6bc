/// Why a `linear-system/1` document could not be read or run. Each description is one line
/// naming the problem and, where there is one, the index of the constraint or edit.
///
/// ```swift
/// do { _ = try LinearSystem(json: Array("[]".utf8)) } catch {
///     print(error)   // not a linear-system/1 document: the top level is an array, not an object
/// }
/// ```
public enum LinearSystemError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The text is not JSON.
    case notJSON(line: Int, column: Int, reason: String)
    /// The document is not a `linear-system/1` document.
    case wrongFormat(String)
    /// Constraint `index` (0-based, file order) is malformed.
    case badConstraint(index: Int, reason: String)
    /// Edit `index` (0-based, file order) is malformed.
    case badEdit(index: Int, reason: String)
    /// Required constraint `index` cannot hold together with the required constraints listed.
    case unsatisfiable(index: Int, conflictingWith: [Int])

    /// One line naming the problem.
    ///
    /// ```swift
    /// let e = LinearSystemError.badConstraint(index: 3, reason: "unknown relation \"=<\"")
    /// // "constraint 3: unknown relation \"=<\""
    /// ```
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "cannot read \(path): \(reason)"
        case let .notJSON(line, column, reason):
            return "not JSON (line \(line), column \(column)): \(reason)"
        case let .wrongFormat(what):
            return "not a linear-system/1 document: \(what)"
        case let .badConstraint(index, reason):
            return "constraint \(index): \(reason)"
        case let .badEdit(index, reason):
            return "edit \(index): \(reason)"
        case let .unsatisfiable(index, others):
            if others.isEmpty { return "constraint \(index): required constraint cannot be satisfied" }
            return "constraint \(index): required constraint cannot be satisfied together with required constraint"
                + (others.count == 1 ? " " : "s ") + others.map(String.init).joined(separator: ", ")
        }
    }
}
