import PlumbCore

/// A ``PlumbCore/View`` that is a ``Fragment``: subclass it, override ``viewPlan`` (and the
/// hooks you need).
///
/// - When a plan inserts it, the plan builds its content once, with the hooks: it is never
///   planned twice (2.0.4 planned it twice and duplicated its constraints).
/// - Added to a superview by ordinary code, call ``Fragment/planFragment(delegate:_:file:line:)``:
///   PlumbCore has no `didMoveToSuperview` hook, so it cannot plan itself on insertion.
/// - The first time the engine lays it out, ``fragmentWillLayoutForTheFirstTime()`` runs
///   before its frame is written and ``fragmentDidLayoutForTheFirstTime()`` after.
///
/// ```swift
/// final class Badge: FragmentView {
///     let label = View(name: "label")
///     @LayoutPlan override var viewPlan: any ViewPlan {
///         label.plan.edges(.equalTo(4), to: .parent)
///     }
/// }
/// ```
open class FragmentView: View, Fragment {
    private var insertedByPlan = false
    private var hasLaidOut = false

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

    /// Runs the first-layout hooks around the engine's layout of this view.
    override open func layoutSubviews() {
        let first = !hasLaidOut
        hasLaidOut = true
        if first { fragmentWillLayoutForTheFirstTime() }
        super.layoutSubviews()
        if first { fragmentDidLayoutForTheFirstTime() }
    }

    /// Runs `insert` (which adds `view` to a superview) so that a fragment view does not plan
    /// itself: the plan inserting it builds its content.
    static func insertingThroughPlan(_ view: View, _ insert: () -> Void) {
        guard let fragment = view as? FragmentView else { return insert() }
        let saved = fragment.insertedByPlan
        fragment.insertedByPlan = true
        insert()
        fragment.insertedByPlan = saved
    }
}
