import PlumbCore

extension ViewController: PlanConvertible {}

extension ViewController {
    /// A ``LayoutScheme`` for the controller's `view` (loading it if
    /// needed). Put in a `@LayoutPlan` block (or written there as just the controller), it
    /// inserts the view and makes the controller a child of the controller that owns the view
    /// it goes into: `parent.addChild(child)` (which calls `willMove(toParent:)`), the view is
    /// added, then `child.didMove(toParent: parent)`. When no controller owns that view, the
    /// plan's delegate is asked (``PlanDelegate/planer(neededViewControllerFor:)``). If the
    /// controller is ``Planned``, its `viewPlan` is built into its view.
    ///
    /// ```swift
    /// screen.planContent {
    ///     header.plan.at(.fullTop, .equal, to: .safeArea)
    ///     player.plan                                    // a child ViewController
    ///         .top(.equal, to: .bottom(of: .previous))
    ///         .horizontal(.equal, to: .parent)
    /// }
    /// player.parent === screen   // true
    /// ```
    public var plan: LayoutScheme<View> {
        let scheme = LayoutScheme(view: view)
        scheme.viewController = self
        return scheme
    }

    /// ``PlumbCore/View/planContent(withDelegate:_:automaticPriority:file:line:_:)`` on the
    /// controller's view: controllers in the plan become children of this one.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     planContent {
    ///         MySimpleFragment().plan.at(.fullBottom, .equal, to: .parent)
    ///         childController
    ///     }
    /// }
    /// ```
    @discardableResult
    public func planContent(withDelegate delegate: (any PlanDelegate)? = nil, _ option: PlanningOption = .append,
                            automaticPriority: AutomaticPriority = .decreasing,
                            file: StaticString = #fileID, line: UInt = #line,
                            @LayoutPlan _ plan: () -> any ViewPlan) -> [LayoutConstraint] {
        view.planContent(withDelegate: delegate, option, automaticPriority: automaticPriority,
                         file: file, line: line, plan)
    }
}
