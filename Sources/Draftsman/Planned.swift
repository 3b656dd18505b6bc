import PlumbCore

/// A view or view controller that knows its own content plan. Implement ``viewPlan``; call ``applyPlan()``
/// whenever the plan should be (re)applied. When a planned view or controller appears in
/// another plan (`planned.plan…` or just `planned` in a `@LayoutPlan` block), its `viewPlan`
/// is built into it as part of that plan, replacing what an earlier planning of it made.
///
/// ```swift
/// final class ProfileHeader: View, Planned {
///     let avatar = View(name: "avatar")
///     @LayoutPlan var viewPlan: any ViewPlan {
///         avatar.plan.size(.equalTo(CGSize(width: 48, height: 48))).center(.equal, to: .parent)
///     }
/// }
/// header.applyPlan()
/// ```
public protocol Planned: AnyObject {
    /// The content plan, read again each time it is applied.
    @LayoutPlan var viewPlan: any ViewPlan { get }
    /// Applies ``viewPlan`` to this view.
    func applyPlan()
}

extension Planned where Self: View {
    /// Applies ``viewPlan`` with ``PlanningOption/startClean``: as the README says, the
    /// subviews are removed and the plan recreates them (with their constraints).
    ///
    /// ```swift
    /// header.applyPlan()
    /// ```
    public func applyPlan() {
        applyPlan(.startClean)
    }

    /// Applies ``viewPlan`` with the given option and delegate; returns the constraints.
    ///
    /// ```swift
    /// header.applyPlan(.renew, delegate: log)
    /// ```
    @discardableResult
    public func applyPlan(_ option: PlanningOption, delegate: (any PlanDelegate)? = nil,
                          automaticPriority: AutomaticPriority = .decreasing,
                          file: StaticString = #fileID, line: UInt = #line) -> [LayoutConstraint] {
        applyPlan(into: self, option, delegate, automaticPriority, PlanSource(file, line))
    }
}

extension Planned where Self: ViewController {
    /// Applies ``viewPlan`` to the controller's `view` with
    /// ``PlanningOption/startClean`` (loading the view first if needed).
    ///
    /// ```swift
    /// final class MyViewController: ViewController, Planned {
    ///     @LayoutPlan var viewPlan: any ViewPlan {
    ///         StackView(axis: .vertical, spacing: 32).plan
    ///             .center(.equal, to: .parent)
    ///             .insertStacked { MyView(); MyOtherView() }
    ///     }
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         applyPlan()
    ///     }
    /// }
    /// ```
    public func applyPlan() {
        applyPlan(.startClean)
    }

    /// Applies ``viewPlan`` to the controller's view with the given option and delegate;
    /// returns the constraints. Child controllers in the plan become children of this one.
    ///
    /// ```swift
    /// screen.applyPlan(.renew, delegate: log)
    /// ```
    @discardableResult
    public func applyPlan(_ option: PlanningOption, delegate: (any PlanDelegate)? = nil,
                          automaticPriority: AutomaticPriority = .decreasing,
                          file: StaticString = #fileID, line: UInt = #line) -> [LayoutConstraint] {
        applyPlan(into: view, option, delegate, automaticPriority, PlanSource(file, line))
    }
}

extension Planned {
    /// The one body of every `applyPlan`: marks `root` planned, then applies ``viewPlan`` to it.
    func applyPlan(into root: View, _ option: PlanningOption, _ delegate: (any PlanDelegate)?,
                   _ automaticPriority: AutomaticPriority, _ source: PlanSource) -> [LayoutConstraint] {
        PlanState.willPlanContent(of: root, replacing: false)
        return PlanApplier.apply(viewPlan, stacked: false, to: root, option: option, delegate: delegate,
                                 automaticPriority: automaticPriority, source: source)
    }
}

/// A ``Planned`` view with hooks around the planning of its content. The hooks run when the
/// fragment plans itself (``planFragment(delegate:_:file:line:)``) and also when it is
/// planned as part of a parent's plan (which 2.0.4 forgot): will-hook, `viewPlan` read and
/// built, did-hook, all before the parent activates.
///
/// ```swift
/// final class MySimpleFragment: View, Fragment {
///     var margin = EdgeInsets(insets: 8)
///     let button = View(name: "button")
///     @LayoutPlan var viewPlan: any ViewPlan {
///         button.plan.edges(.equalTo(margin), to: .parent)
///     }
///     func fragmentWillPlanContent() { margin = EdgeInsets(insets: 12) }
/// }
/// ```
public protocol Fragment: Planned {
    /// Called before the content is planned.
    func fragmentWillPlanContent()
    /// Called after the content is planned.
    func fragmentDidPlanContent()
}

extension Fragment {
    /// Does nothing by default.
    public func fragmentWillPlanContent() {}
    /// Does nothing by default.
    public func fragmentDidPlanContent() {}
}

extension Fragment where Self: View {
    /// Will-hook, then ``Planned/viewPlan`` applied to this view with `option`, then did-hook.
    ///
    /// ```swift
    /// fragment.planFragment()
    /// ```
    @discardableResult
    public func planFragment(delegate: (any PlanDelegate)? = nil, _ option: PlanningOption = .startClean,
                             file: StaticString = #fileID, line: UInt = #line) -> [LayoutConstraint] {
        fragmentWillPlanContent()
        PlanState.willPlanContent(of: self, replacing: false)
        let constraints = PlanApplier.apply(viewPlan, stacked: false, to: self, option: option, delegate: delegate,
                                            automaticPriority: .decreasing, source: PlanSource(file, line))
        fragmentDidPlanContent()
        return constraints
    }

    /// Removes every constraint Draftsman planned inside this view, then ``planFragment(delegate:_:file:line:)``.
    ///
    /// ```swift
    /// fragment.margin = EdgeInsets(insets: 24)
    /// fragment.replanContent()
    /// ```
    @discardableResult
    public func replanContent(delegate: (any PlanDelegate)? = nil, _ option: PlanningOption = .startClean,
                              file: StaticString = #fileID, line: UInt = #line) -> [LayoutConstraint] {
        removeAllPlannedConstraints()
        return planFragment(delegate: delegate, option, file: file, line: line)
    }
}
