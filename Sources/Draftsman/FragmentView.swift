import PlumbCore

/// A ``PlumbCore/View`` that is a ``Fragment``: subclass it, override ``viewPlan`` (and the
/// hooks you need).
///
/// - When a plan inserts it, the plan builds its content once, with the hooks: it is never
///   planned twice (2.0.4 planned it twice and duplicated its constraints).
/// - Added to a superview by ordinary code, call ``Fragment/planFragment(delegate:_:file:line:)``:
///   PlumbCore has no `didMoveToSuperview` hook, so it cannot plan itself on insertion.
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
/// ```
open class FragmentView: View, Fragment {
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
}
