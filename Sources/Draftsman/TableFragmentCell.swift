import Foundation
import PlumbCore

/// A `TableViewCell` that is a ``FragmentCell``: subclass it, override
/// ``viewPlan`` (planned into `contentView`, so `.parent` is the content view) and, if needed,
/// ``planningBehavior`` and ``planningOption(on:)``.
///
/// - The first `layoutSubviews()` (or ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``)
///   plans the content with ``PlanningOption/append`` and lays it out.
/// - `prepareForReuse()` calls `super` (2.0.4 did not), enters ``CellLayoutingPhase/reused`` and
///   plans if the behavior allows, with ``PlanningOption/startClean`` by default.
/// - ``setNeedsLayout()`` enters ``CellLayoutingPhase/setNeedsLayout``; the next layout plans
///   if the behavior allows.
/// - Each phase plans at most once; ``CellLayoutingPhase/none`` never plans by itself.
///
/// ```swift
/// final class TitleCell: TableFragmentCell {
///     let title = View(name: "title")
///     @LayoutPlan override var viewPlan: any ViewPlan {
///         title.plan.edges(.equalTo(12), to: .parent).height(.equalTo(20))
///     }
/// }
/// let cell = TitleCell(reuseIdentifier: "title")
/// cell.cellSizeFitting(CGSize(width: 375, height: 0))   // (375, 44): 12 + 20 + 12
/// ```
open class TableFragmentCell: TableViewCell, FragmentCell {
    private var cellHeightCalculator: ((CGFloat) -> CGFloat)?

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

    /// ``PlanningOption/append`` on the first load, ``PlanningOption/startClean`` otherwise
    /// (as the 2.0.4 code; its README said startFresh) unless overridden.
    ///
    /// ```swift
    /// override func planningOption(on phase: CellLayoutingPhase) -> PlanningOption {
    ///     phase == .firstLoad ? .append : .renew
    /// }
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

    // MARK: height

    /// Gives the cell a height calculator, asked first by
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`` (the
    /// seed README calls it `whenNeedCellSize`). Return `CGFloat.automatic` to
    /// fall through to the next rule.
    ///
    /// ```swift
    /// cell.whenNeedCellHeight { width in 128 }
    /// ```
    public func whenNeedCellHeight(calculate: @escaping (CGFloat) -> CGFloat) {
        cellHeightCalculator = calculate
    }

    /// The height for a cell `cellWidth` wide, when the constraints alone cannot tell;
    /// `CGFloat.automatic` (the default) falls through to
    /// ``defaultCellHeight(for:)``.
    ///
    /// ```swift
    /// override func calculatedCellHeight(for cellWidth: CGFloat) -> CGFloat { 128 }
    /// ```
    open func calculatedCellHeight(for cellWidth: CGFloat) -> CGFloat { .automatic }

    /// The height every cell of this class has at `cellWidth`; `CGFloat.automatic`
    /// (the default) leaves it to the constraints.
    ///
    /// ```swift
    /// override class func defaultCellHeight(for cellWidth: CGFloat) -> CGFloat { 60 }
    /// ```
    open class func defaultCellHeight(for cellWidth: CGFloat) -> CGFloat { .automatic }

    /// The size a table gives this cell: plans the content if a phase is pending, fits the cell
    /// (the width held at `horizontalPriority`), then takes the height from the first rule that
    /// is not `CGFloat.automatic`: the ``whenNeedCellHeight(calculate:)`` calculator,
    /// ``calculatedCellHeight(for:)``, ``defaultCellHeight(for:)``, else the fitted height. The
    /// width is the fitted width.
    ///
    /// ```swift
    /// cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
    ///                              verticalFittingPriority: .fittingSizeLevel)   // (375, the content's height)
    /// ```
    override open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalPriority: LayoutPriority,
        verticalFittingPriority verticalPriority: LayoutPriority
    ) -> CGSize {
        if layoutPhase != .none { layoutContentIfNeeded() }
        let fitted = super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalPriority, verticalFittingPriority: verticalPriority)
        let width = targetSize.width
        let rules: [() -> CGFloat] = [
            { self.cellHeightCalculator?(width) ?? .automatic },
            { self.calculatedCellHeight(for: width) },
            { type(of: self).defaultCellHeight(for: width) },
        ]
        for rule in rules {
            let height = rule()
            if height != .automatic { return CGSize(width: fitted.width, height: height) }
        }
        return fitted
    }

    /// The size a table of width `targetSize.width` gives this cell: the width required, the
    /// height as small as the content allows (then the height rules of
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    ///
    /// ```swift
    /// cell.cellSizeFitting(CGSize(width: 375, height: 0))   // (375, the content's height)
    /// ```
    public func cellSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}
