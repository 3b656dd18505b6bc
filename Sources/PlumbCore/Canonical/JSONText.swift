internal import PlumbSolver

/// Deterministic JSON text helpers shared by the dumps (PlumbCore's and PlumbRender's).
package enum JSONText {
    /// A JSON string literal with the required escapes (the solver's writer, shared).
    package static func string(_ s: String) -> String { PlumbSolver.JSONText.quoted(s) }
}
