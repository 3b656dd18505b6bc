/// The tableau and edits before the first pending suggestion (boxed: a solver without one
/// carries a single nil reference). See `SolverState.flushEditStep`.
final class EditSnapshot {
    let t: Tableau
    var edits: [EditRecord?]

    init(t: Tableau, edits: [EditRecord?]) {
        self.t = t
        self.edits = edits
    }
}
