import Foundation
import PlumbCore

/// A `CollectionViewCell` that is a ``FragmentCell``: subclass it and override
/// ``viewPlan`` (planned into `contentView`); the phases work as in ``TableFragmentCell``.
/// Size it with PlumbCore's `systemLayoutSizeFitting` after ``FragmentCell/layoutContentIfNeeded()``.
///
/// ```swift
/// final class EventCollectionCell: CollectionFragmentCell {
///     let imageView = View(name: "image")
///     @LayoutPlan override var viewPlan: any ViewPlan {
///         imageView.plan.edges(.equalTo(8), to: .parent).size(.equalTo(CGSize(width: 64, height: 48)))
///     }
/// }
/// let cell = EventCollectionCell(reuseIdentifier: "event")
/// cell.layoutContentIfNeeded()
/// cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)   // (80, 64)
/// ```
open class CollectionFragmentCell: CollectionViewCell, FragmentCell {

    /// The content plan, planned into `contentView`; empty unless overridden.
    ///
    /// ```swift
    /// @LayoutPlan override var viewPlan: any ViewPlan {
    ///     title.plan.edges(.equalTo(12), to: .parent)   // .parent is contentView
    /// }
    /// ```
    open var viewPlan: any ViewPlan { RootViewPlan(subPlan: []) }
    /// Called before the content is planned (``FragmentCell/layoutPhase`` is the phase being planned).
    /// Does nothing unless overridden.
    ///
    /// ```swift
    /// override func fragmentWillPlanContent() { title.isHidden = layoutPhase == .reused }
    /// ```
    open func fragmentWillPlanContent() {}
    /// Called after the content is planned, before the new constraints are laid out.
    /// Does nothing unless overridden.
    ///
    /// ```swift
    /// override func fragmentDidPlanContent() { plannedCount += 1 }
    /// ```
    open func fragmentDidPlanContent() {}
    /// Called once, before the first layout of this cell. Does nothing unless overridden.
    ///
    /// ```swift
    /// override func fragmentWillLayoutForTheFirstTime() { log.append("first layout") }
    /// ```
    open func fragmentWillLayoutForTheFirstTime() {}
    /// Called once, after the first layout of this cell (and of the content it planned).
    /// Does nothing unless overridden.
    ///
    /// ```swift
    /// override func fragmentDidLayoutForTheFirstTime() { shadowPath = contentView.bounds }
    /// ```
    open func fragmentDidLayoutForTheFirstTime() {}

    /// The phases in which the cell plans: ``CellPlanningBehavior/planOnce`` unless overridden.
    ///
    /// ```swift
    /// override var planningBehavior: CellPlanningBehavior { .planOnEach([.firstLoad, .reused]) }
    /// ```
    open var planningBehavior: CellPlanningBehavior { .planOnce }

    /// ``PlanningOption/append`` on the first load, ``PlanningOption/startClean`` otherwise,
    /// unless overridden.
    ///
    /// ```swift
    /// override func planningOption(on phase: CellLayoutingPhase) -> PlanningOption { .renew }
    /// ```
    open func planningOption(on phase: CellLayoutingPhase) -> PlanningOption {
        CellPlanner.defaultOption(on: phase)
    }

    /// Calls `super`, then enters ``CellLayoutingPhase/reused`` and plans if allowed.
    override open func prepareForReuse() {
        super.prepareForReuse()
        CellPlanner.of(self).prepareForReuse(self)
    }

    /// Enters ``CellLayoutingPhase/setNeedsLayout`` (once the cell has planned), then `super`:
    /// the next layout plans if the behavior allows.
    ///
    /// ```swift
    /// cell.item = newItem
    /// cell.setNeedsLayout()
    /// cell.layoutIfNeeded()
    /// ```
    override open func setNeedsLayout() {
        CellPlanner.of(self).setNeedsLayout()
        super.setNeedsLayout()
    }

    /// The first-layout hooks around the engine's layout; plans a pending phase in between.
    override open func layoutSubviews() {
        CellPlanner.of(self).layoutSubviews(self, willLayout: fragmentWillLayoutForTheFirstTime,
                                            superLayout: { super.layoutSubviews() },
                                            didLayout: fragmentDidLayoutForTheFirstTime)
    }
}
