/// In which ``CellLayoutingPhase``s a ``FragmentCell`` plans its content.
///
/// ```swift
/// final class EventCell: CollectionFragmentCell {
///     override var planningBehavior: CellPlanningBehavior { .planOnEach([.firstLoad, .reused]) }
/// }
/// ```
public enum CellPlanningBehavior: Sendable, Equatable {
    /// Only on ``CellLayoutingPhase/firstLoad`` (the default): `.planOnce`.
    case planOnce
    /// Only in the given phase: `.planOn(.reused)`.
    case planOn(CellLayoutingPhase)
    /// In each of the given phases: `.planOnEach([.firstLoad, .setNeedsLayout])`.
    case planOnEach([CellLayoutingPhase])
    /// In every phase: `.planIfPossible`.
    case planIfPossible

    /// The phases in which the cell plans.
    ///
    /// ```swift
    /// CellPlanningBehavior.planOnce.phases         // [.firstLoad]
    /// CellPlanningBehavior.planIfPossible.phases   // [.firstLoad, .setNeedsLayout, .reused, .none]
    /// ```
    public var phases: [CellLayoutingPhase] {
        switch self {
        case .planOnce: return [.firstLoad]
        case .planOn(let phase): return [phase]
        case .planOnEach(let phases): return phases
        case .planIfPossible: return CellLayoutingPhase.allCases
        }
    }

    /// Whether the cell plans in `phase`.
    ///
    /// ```swift
    /// CellPlanningBehavior.planOn(.reused).allows(.firstLoad)   // false
    /// ```
    public func allows(_ phase: CellLayoutingPhase) -> Bool {
        phases.contains(phase)
    }
}
