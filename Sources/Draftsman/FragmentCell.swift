import PlumbCore

/// A ``Fragment`` that is a cell: it plans its ``Planned/viewPlan`` into its `contentView`
/// when its ``layoutPhase`` is one its ``planningBehavior`` allows, with the
/// ``planningOption(on:)`` of that phase. Subclass ``TableFragmentCell`` or
/// ``CollectionFragmentCell`` rather than adopting it yourself: they implement the phases.
///
/// ```swift
/// final class EventCell: CollectionFragmentCell {
///     let image = View(name: "image")
///     override var planningBehavior: CellPlanningBehavior { .planIfPossible }
///     @LayoutPlan override var viewPlan: any ViewPlan {
///         image.plan.edges(.equalTo(8), to: .parent)
///     }
///     override func planningOption(on phase: CellLayoutingPhase) -> PlanningOption {
///         phase == .firstLoad ? .append : .renew
///     }
/// }
/// ```
public protocol FragmentCell: Fragment {
    /// The cell's phase: ``CellLayoutingPhase/firstLoad`` until it has planned once.
    ///
    /// ```swift
    /// if cell.layoutPhase == .reused { … }
    /// ```
    var layoutPhase: CellLayoutingPhase { get }
    /// The phases in which the cell plans its content.
    ///
    /// ```swift
    /// override var planningBehavior: CellPlanningBehavior { .planOn(.reused) }
    /// ```
    var planningBehavior: CellPlanningBehavior { get }
    /// The option the content is planned with in `phase`.
    ///
    /// ```swift
    /// cell.planningOption(on: .firstLoad)   // .append
    /// cell.planningOption(on: .reused)      // .startClean
    /// ```
    func planningOption(on phase: CellLayoutingPhase) -> PlanningOption
}

/// The phase machine both fragment cells share (§3.14 of the design): a class, so that the
/// cell's own members can be read while it runs.
final class CellPlanner {
    private var hasPlannedOnce = false
    private var storedPhase = CellLayoutingPhase.firstLoad
    private var hasLaidOut = false
    private var isLayingOut = false

    var layoutPhase: CellLayoutingPhase { hasPlannedOnce ? storedPhase : .firstLoad }

    /// The default option: append on the first load, start clean afterwards (as the 2.0.4 code).
    static func defaultOption(on phase: CellLayoutingPhase) -> PlanningOption {
        phase == .firstLoad ? .append : .startClean
    }

    /// Plans `cell`'s content into `contentView` if the phase allows; the phase is used up
    /// either way (a phase plans at most once).
    func layoutContentIfNeeded(_ cell: any FragmentCell, contentView: View, delegate: (any PlanDelegate)?) -> Bool {
        let phase = layoutPhase
        hasPlannedOnce = true
        storedPhase = phase   // the hooks still see it
        defer { storedPhase = .none }
        guard cell.planningBehavior.allows(phase) else { return false }
        cell.fragmentWillPlanContent()
        PlanState.willPlanContent(of: contentView, replacing: false)
        _ = PlanApplier.apply(cell.viewPlan, stacked: false, to: contentView, option: cell.planningOption(on: phase),
                              delegate: delegate, automaticPriority: .decreasing,
                              source: PlanSource(fileID: "\(type(of: cell)).viewPlan", line: 0))
        cell.fragmentDidPlanContent()
        return true
    }

    /// `prepareForReuse()`: the reused phase, then plan if allowed.
    func prepareForReuse(_ cell: any FragmentCell, contentView: View, delegate: (any PlanDelegate)?) {
        storedPhase = .reused
        _ = layoutContentIfNeeded(cell, contentView: contentView, delegate: delegate)
    }

    /// Marks the setNeedsLayout phase (once the cell has planned).
    func setNeedsLayout() {
        if hasPlannedOnce { storedPhase = .setNeedsLayout }
    }

    /// `layoutSubviews()`: the first-time will-hook, `superLayout`, plan for a pending phase
    /// (and lay the new content out at once), the first-time did-hook.
    func layoutSubviews(_ cell: any FragmentCell & View, contentView: View, delegate: (any PlanDelegate)?,
                        willLayout: () -> Void, superLayout: () -> Void, didLayout: () -> Void) {
        let first = !hasLaidOut
        hasLaidOut = true
        if first { willLayout() }
        superLayout()
        if !isLayingOut, layoutPhase != .none {
            isLayingOut = true
            if layoutContentIfNeeded(cell, contentView: contentView, delegate: delegate) { cell.layoutIfNeeded() }
            isLayingOut = false
        }
        if first { didLayout() }
    }
}
