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

    /// A view controller's view is being inserted into a view that no controller owns. Return
    /// the controller to contain it (the default: the delegate itself if it is a controller,
    /// or the controller owning the delegate if it is a view), or `nil` to insert the view
    /// without containment and receive ``DraftsmanError/missingParentViewController(viewController:into:source:)``.
    ///
    /// ```swift
    /// func planer(neededViewControllerFor viewController: ViewController) -> ViewController? { screen }
    /// ```
    func planer(neededViewControllerFor viewController: ViewController) -> ViewController?

    /// Something went wrong while planning `view`; the plan went on without that element.
    func planer(_ view: View, errorWhenPlanning error: DraftsmanError)

    /// `view`'s plan finished and `constraints` are active (the headless stand-in for the
    /// seed's `whenViewDidPlanned(run:)` observers).
    func planer(_ view: View, didPlan constraints: [LayoutConstraint])
}

extension PlanDelegate {
    /// Default: no stand-in, so the constraint is skipped and reported.
    public func planer(viewHaveNoSuperview view: View) -> View? { nil }
    /// Default: the delegate itself if it is a `ViewController`, else the controller
    /// owning the delegate if it is a ``PlumbCore/View``, else `nil`.
    public func planer(neededViewControllerFor viewController: ViewController) -> ViewController? {
        (self as? ViewController) ?? (self as? View)?.owningViewController
    }
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
    /// Returned from ``planer(neededViewControllerFor:)``; `nil` by default.
    ///
    /// ```swift
    /// log.standInViewController = screen   // orphan controllers become screen's children
    /// ```
    public var standInViewController: ViewController?
    /// The controllers ``planer(neededViewControllerFor:)`` was asked about, in order.
    ///
    /// ```swift
    /// loose.planContent(withDelegate: log) { player }
    /// log.controllersNeedingParent.first === player   // true
    /// ```
    public private(set) var controllersNeedingParent: [ViewController] = []

    /// An empty log.
    ///
    /// ```swift
    /// let log = PlanLog(standInSuperview: stage, standInViewController: screen)
    /// ```
    public init(standInSuperview: View? = nil, standInViewController: ViewController? = nil) {
        self.standInSuperview = standInSuperview
        self.standInViewController = standInViewController
    }

    /// Returns ``standInSuperview``.
    public func planer(viewHaveNoSuperview view: View) -> View? { standInSuperview }

    /// Records the question and returns ``standInViewController``.
    public func planer(neededViewControllerFor viewController: ViewController) -> ViewController? {
        controllersNeedingParent.append(viewController)
        return standInViewController
    }

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
