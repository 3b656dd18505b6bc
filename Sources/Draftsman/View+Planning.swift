import Foundation
import PlumbCore

extension View {
    /// Builds the hierarchy and constraints of `plan` inside this view, applies them as
    /// `option` says, and returns the constraints. One context is shared by the whole tree
    /// (see <doc:AutomaticPriorityRule>). Problems go to `delegate`.
    ///
    /// ```swift
    /// view.planContent {
    ///     View().plan
    ///         .center(.equal, to: .parent)
    ///         .horizontal(.equal, to: .safeArea)
    ///         .vertical(.moreThan, to: .safeArea)
    ///         .insert {
    ///             myView.plan.edges(.equal, to: .parent)
    ///         }
    /// }
    /// ```
    @discardableResult
    public func planContent(withDelegate delegate: (any PlanDelegate)? = nil, _ option: PlanningOption = .append,
                            automaticPriority: AutomaticPriority = .decreasing,
                            file: StaticString = #fileID, line: UInt = #line,
                            @LayoutPlan _ plan: () -> any ViewPlan) -> [LayoutConstraint] {
        PlanApplier.apply(plan(), stacked: false, to: self, option: option, delegate: delegate,
                          automaticPriority: automaticPriority, source: PlanSource(file, line))
    }

    /// Deactivates every constraint Draftsman planned for the views inside this one (its
    /// own constraints to its superview stay). Returns how many were removed.
    ///
    /// ```swift
    /// card.removeAllPlannedConstraints()
    /// ```
    @discardableResult
    public func removeAllPlannedConstraints() -> Int {
        let planned = PlannedConstraints.planned(inside: self)
        PlannedConstraints.deactivate(planned)
        return planned.count
    }
}

extension StackView {
    /// ``PlumbCore/View/planContent(withDelegate:_:automaticPriority:file:line:_:)`` where every
    /// top-level view becomes an arranged subview.
    ///
    /// ```swift
    /// stack.planStackedContent {
    ///     title
    ///     subtitle.plan.height(.equalTo(20))
    /// }
    /// ```
    @discardableResult
    public func planStackedContent(withDelegate delegate: (any PlanDelegate)? = nil, _ option: PlanningOption = .append,
                                   automaticPriority: AutomaticPriority = .decreasing,
                                   file: StaticString = #fileID, line: UInt = #line,
                                   @LayoutPlan _ plan: () -> any ViewPlan) -> [LayoutConstraint] {
        PlanApplier.apply(plan(), stacked: true, to: self, option: option, delegate: delegate,
                          automaticPriority: automaticPriority, source: PlanSource(file, line))
    }

    /// A stack view configured in one call (the README's `UIStackView(axis:spacing:)`).
    ///
    /// ```swift
    /// let stack = StackView(axis: .vertical, spacing: 32)
    /// ```
    public convenience init(axis: LayoutConstraint.Axis, distribution: StackView.Distribution = .fill,
                            alignment: StackView.Alignment = .fill, spacing: CGFloat = 0, name: String? = nil) {
        self.init(arrangedSubviews: [], name: name)
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
    }
}

extension LayoutScheme {
    /// Inserts the block's views as subviews of this scheme's view, in order; their schemes
    /// are built after this one's constraints (depth first).
    ///
    /// ```swift
    /// card.plan
    ///     .edges(.equalTo(16), to: .parent)
    ///     .insert {
    ///         title.plan.at(.fullTop, .equalTo(8), to: .parent)
    ///     }
    /// ```
    @discardableResult
    public func insert(file: StaticString = #fileID, line: UInt = #line, @LayoutPlan _ plan: () -> any ViewPlan) -> Self {
        content += PlanApplier.nodes(of: plan(), stacked: false, source: PlanSource(file, line))
        return self
    }
}

extension LayoutScheme where V: StackView {
    /// Inserts the block's views as arranged subviews of this stack view.
    ///
    /// ```swift
    /// StackView(axis: .vertical, spacing: 32).plan
    ///     .center(.equal, to: .parent)
    ///     .insertStacked {
    ///         first
    ///         second
    ///     }
    /// ```
    @discardableResult
    public func insertStacked(file: StaticString = #fileID, line: UInt = #line, @LayoutPlan _ plan: () -> any ViewPlan) -> Self {
        content += PlanApplier.nodes(of: plan(), stacked: true, source: PlanSource(file, line))
        return self
    }
}
