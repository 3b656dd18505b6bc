/// Where a ``FragmentCell`` is in its life, which decides whether (and how) it plans its
/// content: see ``CellPlanningBehavior`` and ``FragmentCell/planningOption(on:)``.
///
/// ```swift
/// let cell = EventCell(reuseIdentifier: "event")
/// cell.layoutPhase        // .firstLoad
/// cell.layoutIfNeeded()   // plans the content
/// cell.layoutPhase        // .none
/// cell.prepareForReuse()  // .reused: plans again if the behavior says so
/// ```
public enum CellLayoutingPhase: Sendable, Equatable, CaseIterable {
    /// The cell was just created and has not planned yet: `cell.layoutIfNeeded()` plans it.
    case firstLoad
    /// `setNeedsLayout()` on the cell was called:
    /// `cell.setNeedsLayout(); cell.layoutIfNeeded()`.
    case setNeedsLayout
    /// The cell is being reused: `cell.prepareForReuse()`.
    case reused
    /// Nothing pending: only `cell.layoutContentIfNeeded()` can plan (with `.planIfPossible`).
    case none
}
