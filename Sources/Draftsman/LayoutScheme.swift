import Foundation
import PlumbCore

/// The fluent builder returned by `view.plan`. Each method records a constraint (built
/// lazily, when the scheme is built) and returns the scheme; end with ``apply()`` (build and
/// activate) or ``build()`` (build only), or put the scheme in a `@LayoutPlan` block.
///
/// ```swift
/// myView.plan
///     .left(.equal, to: otherView.rightAnchor)      // myView.left == otherView.right
///     .right(.equalTo(16), to: .parent)             // myView.right == parent.right - 16
///     .top(.lessThanTo(8), to: .safeArea)           // myView.top <= safeArea.top + 8
///     .bottom(.moreThan, to: .top(of: .keyboard))   // myView.bottom <= keyboard.top
///     .apply()
/// ```
///
/// Writable properties of the view can be set in the chain too (dynamic member lookup):
/// `stack.plan.spacing(8).axis(.vertical)`.
@dynamicMemberLookup
public final class LayoutScheme<V: View>: SchemeNode {
    /// The planned view, with its concrete type.
    public let planned: V
    let context: PlanContext
    var builders: [ConstraintBuilder] = []
    var content: [any SchemeNode] = []
    var automaticPriorityOverride: AutomaticPriority?
    var insertionSource: PlanSource?
    /// The controller whose root view this scheme plans (`viewController.plan`): inserting the
    /// scheme makes it a child of the parent's controller.
    var viewController: ViewController?

    /// True when the view is inserted as an arranged subview (``insertStacked(file:line:_:)``).
    public internal(set) var isStackContent = false

    /// The errors of the last ``build()`` or ``apply()`` of this scheme on its own.
    public private(set) var errors: [DraftsmanError] = []

    /// A scheme for `view` with its own context (priority counter at 999). `view.plan` is the
    /// usual spelling.
    ///
    /// ```swift
    /// let scheme = LayoutScheme(view: card)
    /// ```
    public init(view: V) {
        planned = view
        context = PlanContext(currentView: view)
    }

    /// The planned view.
    public var view: View { planned }

    /// The schemes inserted into this view with ``insert(file:line:_:)``, in order.
    public var subPlan: [any ViewScheme] { content }

    /// Sets a writable property of the view and returns the scheme.
    ///
    /// ```swift
    /// StackView().plan.spacing(8).alignment(.center)
    /// ```
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<V, Value>) -> (Value) -> LayoutScheme<V> {
        { value in
            self.planned[keyPath: keyPath] = value
            return self
        }
    }

    /// Chooses the automatic priority for this scheme's constraints, overriding the plan's
    /// (see <doc:AutomaticPriorityRule>).
    ///
    /// ```swift
    /// card.plan.automaticPriority(.required).edges(.equal, to: .parent).apply()
    /// ```
    @discardableResult
    public func automaticPriority(_ rule: AutomaticPriority) -> Self {
        automaticPriorityOverride = rule
        return self
    }

    /// Builds the constraints of this scheme and of everything inserted into it (adding the
    /// inserted views to the hierarchy and clearing their
    /// `translatesAutoresizingMaskIntoConstraints`), without activating them.
    ///
    /// Building does change the hierarchy: the constraints need their views in place.
    ///
    /// ```swift
    /// let constraints = card.plan.edges(.equalTo(8), to: .parent).build()
    /// LayoutConstraint.activate(constraints)
    /// ```
    @discardableResult
    public func build() -> [LayoutConstraint] {
        build(withDelegate: nil)
    }

    /// ``build()`` with a delegate for missing superviews and errors.
    ///
    /// ```swift
    /// let log = PlanLog()
    /// let constraints = card.plan.top(.equal, to: .previous).build(withDelegate: log)
    /// ```
    @discardableResult
    public func build(withDelegate delegate: (any PlanDelegate)?) -> [LayoutConstraint] {
        context.delegate = delegate
        context.currentView = nil
        context.previousView = nil
        let start = context.errors.count
        let constraints = build(in: context)
        errors = Array(context.errors[start...])
        return constraints
    }

    /// Builds, then activates the constraints; returns them.
    ///
    /// ```swift
    /// myView.plan
    ///     .right(.equal, to: .parent)
    ///     .bottom(.equal, to: .parent)
    ///     .left(.equal, to: .parent)
    ///     .apply()
    /// ```
    @discardableResult
    public func apply() -> [LayoutConstraint] {
        apply(withDelegate: nil)
    }

    /// ``apply()`` with a delegate for missing superviews, errors and the did-plan callback.
    ///
    /// ```swift
    /// myView.plan.edges(.equal, to: .parent).apply(withDelegate: log)
    /// ```
    @discardableResult
    public func apply(withDelegate delegate: (any PlanDelegate)?) -> [LayoutConstraint] {
        let constraints = build(withDelegate: delegate)
        let start = context.errors.count
        PlanApplier.activate(constraints, reportingOn: planned, in: context)
        errors += context.errors[start...]
        delegate?.planer(planned, didPlan: constraints)
        return constraints
    }

    /// Builds this scheme inside a plan: its constraints, then (for a ``Planned`` view or
    /// controller) its `viewPlan`, replacing what an earlier planning of it made, then what was
    /// inserted, depth first.
    func build(in context: PlanContext) -> [LayoutConstraint] {
        let savedCurrent = context.currentView
        let savedPrevious = context.previousView
        defer {
            context.currentView = savedCurrent
            context.previousView = savedPrevious
        }
        context.currentView = planned
        let rule = automaticPriorityOverride ?? context.automaticPriority
        if !builders.isEmpty {
            planned.translatesAutoresizingMaskIntoConstraints = false
        }
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(builders.count)
        for builder in builders {
            switch builder.build(for: planned, in: context, rule: rule) {
            case .success(let constraint): constraints.append(constraint)
            case .failure(let error): context.report(error, on: planned)
            }
        }
        var children: [any SchemeNode] = []
        let fragment = (viewController as? any Fragment) ?? (planned as? any Fragment)
        fragment?.fragmentWillPlanContent()
        if let plannedContent = (viewController as? any Planned) ?? (planned as? any Planned) {
            PlanState.willPlanContent(of: planned, replacing: true)
            children = PlanApplier.nodes(of: plannedContent.viewPlan, stacked: false, source: insertionSource)
        }
        children += content
        constraints += PlanApplier.buildChildren(children, into: planned, in: context)
        fragment?.fragmentDidPlanContent()
        return constraints
    }

    func append(_ builder: ConstraintBuilder) -> Self {
        builders.append(builder)
        return self
    }

    /// The priority a shortcut uses for all its constraints: the explicit one, or the scheme's
    /// own counter read now (at declaration).
    func declaredPriority(_ priority: LayoutPriority?) -> PriorityChoice {
        if let priority { return .explicit(priority) }
        return .declared(context.mutatingPriority())
    }
}
