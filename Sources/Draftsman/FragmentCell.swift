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
    /// The view the content is planned into (`.parent` in ``Planned/viewPlan``): PlumbCore's
    /// cells provide it.
    ///
    /// ```swift
    /// cell.contentView.subviews   // what viewPlan inserted
    /// ```
    var contentView: View { get }
}

extension FragmentCell where Self: View {
    /// ``CellLayoutingPhase/firstLoad`` until the cell has planned once, then the pending
    /// phase (``CellLayoutingPhase/none`` when nothing is pending).
    ///
    /// ```swift
    /// cell.prepareForReuse()
    /// cell.layoutPhase   // .none: the reused phase was planned (or skipped) already
    /// ```
    public var layoutPhase: CellLayoutingPhase { CellPlanner.of(self).layoutPhase }

    /// Receives the errors of the cell's own plans (held weakly).
    ///
    /// ```swift
    /// cell.planDelegate = log
    /// ```
    public var planDelegate: (any PlanDelegate)? {
        get { CellPlanner.of(self).delegate }
        set { CellPlanner.of(self).delegate = newValue }
    }

    /// Plans the content now if the current phase is one ``planningBehavior`` allows; returns
    /// whether it planned. The phase is used up either way.
    ///
    /// ```swift
    /// cell.layoutContentIfNeeded()   // true the first time
    /// cell.layoutContentIfNeeded()   // false: nothing pending
    /// ```
    @discardableResult
    public func layoutContentIfNeeded() -> Bool {
        CellPlanner.of(self).layoutContentIfNeeded(self)
    }
}

/// The phase machine both fragment cells share (§3.14 of the design), stored on the cell as
/// a PlumbCore attachment: a class, so that the cell's own members can be read while it runs.
final class CellPlanner {
    private var hasPlannedOnce = false
    private var storedPhase = CellLayoutingPhase.firstLoad
    private var hasLaidOut = false
    private var isLayingOut = false
    weak var delegate: (any PlanDelegate)?

    /// The cell's planner, created on first use.
    static func of(_ cell: View) -> CellPlanner {
        if let planner = cell.attachment(CellPlanner.self) { return planner }
        let planner = CellPlanner()
        cell.setAttachment(planner, for: CellPlanner.self)
        return planner
    }

    var layoutPhase: CellLayoutingPhase { hasPlannedOnce ? storedPhase : .firstLoad }

    /// The default option: append on the first load, start clean afterwards (as the 2.0.4 code).
    static func defaultOption(on phase: CellLayoutingPhase) -> PlanningOption {
        phase == .firstLoad ? .append : .startClean
    }

    /// Plans `cell`'s content into its `contentView` if the phase allows; the phase is used up
    /// either way (a phase plans at most once).
    func layoutContentIfNeeded(_ cell: any FragmentCell) -> Bool {
        let phase = layoutPhase
        hasPlannedOnce = true
        storedPhase = phase   // the hooks still see it
        defer { storedPhase = .none }
        guard cell.planningBehavior.allows(phase) else { return false }
        cell.fragmentWillPlanContent()
        PlanState.willPlanContent(of: cell.contentView, replacing: false)
        _ = PlanApplier.apply(cell.viewPlan, stacked: false, to: cell.contentView, option: cell.planningOption(on: phase),
                              delegate: delegate, automaticPriority: .decreasing,
                              source: PlanSource(fileID: "\(type(of: cell)).viewPlan", line: 0))
        cell.fragmentDidPlanContent()
        return true
    }

    /// `prepareForReuse()`: the reused phase, then plan if allowed.
    func prepareForReuse(_ cell: any FragmentCell) {
        storedPhase = .reused
        _ = layoutContentIfNeeded(cell)
    }

    /// Marks the setNeedsLayout phase (once the cell has planned).
    func setNeedsLayout() {
        if hasPlannedOnce { storedPhase = .setNeedsLayout }
    }

    /// `layoutSubviews()`: the first-time will-hook, `superLayout`, plan for a pending phase
    /// (and lay the new content out at once), the first-time did-hook.
    func layoutSubviews(_ cell: any FragmentCell & View, willLayout: () -> Void, superLayout: () -> Void,
                        didLayout: () -> Void) {
        let first = !hasLaidOut
        hasLaidOut = true
        if first { willLayout() }
        superLayout()
        if !isLayingOut, layoutPhase != .none {
            isLayingOut = true
            if layoutContentIfNeeded(cell) { cell.layoutIfNeeded() }
            isLayingOut = false
        }
        if first { didLayout() }
    }
}
