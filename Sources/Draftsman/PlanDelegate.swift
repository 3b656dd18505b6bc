import PlumbCore

/// Receives the questions and problems of a plan. Every method has a default, so adopt only
/// what you need. The plan holds its delegate weakly.
///
/// ```swift
/// final class Host: PlanDelegate {
///     let stage = View(name: "stage")
///     func planer(viewHaveNoSuperview view: View) -> View? { stage }
///     func planer(_ view: View, errorWhenPlanning error: DraftsmanError) { print(error) }
/// }
/// ```
public protocol PlanDelegate: AnyObject {
    /// A view with no superview was related to `.parent`, `.safeArea`, `.keyboard` or
    /// `.keyboardSafeArea`. Return a view to stand in for the superview, or `nil` (the
    /// default) to skip the constraint and receive ``DraftsmanError/missingSuperview(view:attribute:relation:source:)``.
    func planer(viewHaveNoSuperview view: View) -> View?

    /// Something went wrong while planning `view`; the plan went on without that element.
    func planer(_ view: View, errorWhenPlanning error: DraftsmanError)

    /// `view`'s plan finished and `constraints` are active (the headless stand-in for the
    /// seed's `whenViewDidPlanned(run:)` observers).
    func planer(_ view: View, didPlan constraints: [LayoutConstraint])
}

extension PlanDelegate {
    /// Default: no stand-in, so the constraint is skipped and reported.
    public func planer(viewHaveNoSuperview view: View) -> View? { nil }
    /// Default: nothing (the error is still kept in ``LayoutScheme/errors`` for standalone schemes).
    public func planer(_ view: View, errorWhenPlanning error: DraftsmanError) {}
    /// Default: nothing.
    public func planer(_ view: View, didPlan constraints: [LayoutConstraint]) {}
}

/// A ``PlanDelegate`` that records what happens: every error in order, and every finished
/// plan. Optionally supplies a stand-in superview.
///
/// ```swift
/// let log = PlanLog()
/// root.planContent(withDelegate: log) { card.plan.top(.equal, to: .previous) }
/// log.errors   // [.missingPreviousView(view: "card", attribute: "top", relation: .previous, ...)]
/// ```
public final class PlanLog: PlanDelegate {
    /// Errors in the order they were reported.
    public private(set) var errors: [DraftsmanError] = []
    /// The views that reported each error, parallel to ``errors``.
    public private(set) var erroredViews: [View] = []
    /// Every finished plan: its root and the constraints it activated.
    public private(set) var plans: [(root: View, constraints: [LayoutConstraint])] = []
    /// Returned from ``planer(viewHaveNoSuperview:)``; `nil` by default.
    public var standInSuperview: View?

    /// An empty log.
    ///
    /// ```swift
    /// let log = PlanLog(standInSuperview: nil)
    /// ```
    public init(standInSuperview: View? = nil) {
        self.standInSuperview = standInSuperview
    }

    /// Returns ``standInSuperview``.
    public func planer(viewHaveNoSuperview view: View) -> View? { standInSuperview }

    /// Records the error.
    public func planer(_ view: View, errorWhenPlanning error: DraftsmanError) {
        errors.append(error)
        erroredViews.append(view)
    }

    /// Records the plan.
    public func planer(_ view: View, didPlan constraints: [LayoutConstraint]) {
        plans.append((view, constraints))
    }
}
