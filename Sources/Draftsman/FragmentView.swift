import PlumbCore

/// A ``PlumbCore/View`` that is a ``Fragment``: subclass it, override ``viewPlan`` (and the
/// hooks you need).
///
/// - Added to a superview by ordinary code (`addSubview`, `insertSubview`), it plans itself
///   from `didMoveToSuperview()`: will-hook, the constraints it planned before are removed,
///   ``viewPlan`` is planned with ``PlanningOption/append``, did-hook. Errors go to
///   ``planDelegate``.
/// - When a plan inserts it, it does not plan itself on insertion: the plan builds its
///   content once, with the hooks (2.0.4 planned it twice and duplicated its constraints).
/// - The first time the engine lays it out, ``fragmentWillLayoutForTheFirstTime()`` and then
///   ``fragmentDidLayoutForTheFirstTime()`` run from its `layoutSubviews()`, around `super`.
///   The engine solves the whole tree before calling `layoutSubviews()`, so both see the
///   solved frames (in UIKit the will-hook ran before the subviews were positioned).
///
/// ```swift
/// final class Badge: FragmentView {
///     let label = View(name: "label")
///     @LayoutPlan override var viewPlan: any ViewPlan {
///         label.plan.edges(.equalTo(4), to: .parent)
///     }
/// }
/// root.addSubview(badge)   // badge.label is now inside badge, 4 pt from each edge
/// ```
open class FragmentView: View, Fragment {
    private var hasLaidOut = false

    /// Receives the errors of the planning this view does by itself when it is added to a
    /// superview (held weakly).
    ///
    /// ```swift
    /// badge.planDelegate = log
    /// root.addSubview(badge)
    /// ```
    public weak var planDelegate: (any PlanDelegate)?

    /// The content plan; empty unless overridden.
    open var viewPlan: any ViewPlan {
        RootViewPlan(subPlan: [])
    }

    /// Called before the content is planned. Does nothing unless overridden.
    open func fragmentWillPlanContent() {}
    /// Called after the content is planned. Does nothing unless overridden.
    open func fragmentDidPlanContent() {}
    /// Called once, before the first layout of this view. Does nothing unless overridden.
    open func fragmentWillLayoutForTheFirstTime() {}
    /// Called once, after the first layout of this view. Does nothing unless overridden.
    open func fragmentDidLayoutForTheFirstTime() {}

    /// Plans the content when the view is added to a superview by ordinary code (not while a
    /// plan inserts it).
    override open func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard superview != nil, !PlanState.isInPlanning(self) else { return }
        fragmentWillPlanContent()
        PlanState.willPlanContent(of: self, replacing: true)
        // No call site: top-level elements of the plan are reported as "<Type>.viewPlan:0".
        _ = PlanApplier.apply(viewPlan, stacked: false, to: self, option: .append, delegate: planDelegate,
                              automaticPriority: .decreasing, source: PlanSource(fileID: "\(type(of: self)).viewPlan", line: 0))
        fragmentDidPlanContent()
    }

    /// Runs the first-layout hooks around the engine's layout of this view.
    override open func layoutSubviews() {
        let first = !hasLaidOut
        hasLaidOut = true
        if first { fragmentWillLayoutForTheFirstTime() }
        super.layoutSubviews()
        if first { fragmentDidLayoutForTheFirstTime() }
    }
}
