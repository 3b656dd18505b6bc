import PlumbCore

/// Builds plans into views and applies them with a ``PlanningOption``.
enum PlanApplier {
    /// The schemes of `plan` as nodes, marked stacked or not, remembering where they were
    /// inserted. Schemes that are not Draftsman's own are wrapped as plain views.
    static func nodes(of plan: any ViewPlan, stacked: Bool, source: PlanSource?) -> [any SchemeNode] {
        plan.subPlan.map { scheme in
            let node: any SchemeNode = (scheme as? any SchemeNode) ?? LayoutScheme(view: scheme.view)
            if stacked { node.isStackContent = true }
            if node.insertionSource == nil { node.insertionSource = source }
            return node
        }
    }

    /// Inserts each child into `parent` in order (arranged if stacked and `parent` is a stack
    /// view), clears its `translatesAutoresizingMaskIntoConstraints`, and builds it. While a
    /// child is built, `.previous` is the sibling inserted just before it (none for the first).
    /// A child that is a controller's root view becomes a child of `parent`'s controller.
    /// Children are marked as in planning while they are inserted and built.
    static func buildChildren(_ children: [any SchemeNode], into parent: View, in context: PlanContext) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        var previous: View?
        for child in children {
            let childView = child.view
            let source = child.insertionSource ?? PlanSource(fileID: "<unknown>", line: 0)
            if isSelfOrAncestor(childView, of: parent) {
                context.report(.insertionCycle(view: childView.itemName, into: parent.itemName, source: source), on: parent)
                continue
            }
            constraints += PlanState.whilePlanning(childView) {
                insert(child, into: parent, context, source)
                context.previousView = previous
                return child.build(in: context)
            }
            previous = childView
        }
        return constraints
    }

    /// Adds the child's view to `parent` (as an arranged subview if stacked), with UIKit's
    /// containment order when it is a controller's view: `addChild` (willMove), the view, didMove.
    private static func insert(_ child: any SchemeNode, into parent: View, _ context: PlanContext, _ source: PlanSource) {
        let childView = child.view
        childView.translatesAutoresizingMaskIntoConstraints = false
        let controller = child.viewController ?? rootController(of: childView)
        let parentController = controller.flatMap { containingController(for: $0, in: parent, context, source) }
        if let controller, let parentController { parentController.addChild(controller) }
        if child.isStackContent, let stack = parent as? StackView {
            stack.addArrangedSubview(childView)
        } else {
            parent.addSubview(childView)
        }
        if let controller, let parentController { controller.didMove(toParent: parentController) }
    }

    /// The controller whose root view `view` is, if any.
    static func rootController(of view: View) -> ViewController? {
        guard let controller = view.owningViewController, controller.viewIfLoaded === view else { return nil }
        return controller
    }

    /// The controller `child` must become a child of when its view goes into `parent`:
    /// `parent`'s controller, else the delegate's answer to
    /// ``PlanDelegate/planer(neededViewControllerFor:)``. `nil` when there is nothing to do
    /// (already its parent, or `parent` is inside `child`'s own view) or none was found (reported).
    static func containingController(for child: ViewController, in parent: View, _ context: PlanContext,
                                     _ source: PlanSource) -> ViewController? {
        let name = child.name ?? child.view.itemName
        guard let found = parent.owningViewController ?? context.delegate?.planer(neededViewControllerFor: child) else {
            context.report(.missingParentViewController(viewController: name, into: parent.itemName, source: source), on: parent)
            return nil
        }
        if found === child.parent { return nil }
        var ancestor: ViewController? = found
        while let a = ancestor {
            if a === child {
                context.report(.viewControllerCycle(viewController: name, into: found.name ?? found.view.itemName, source: source),
                               on: parent)
                return nil
            }
            ancestor = a.parent
        }
        return found
    }

    static func isSelfOrAncestor(_ candidate: View, of view: View) -> Bool {
        var current: View? = view
        while let v = current {
            if v === candidate { return true }
            current = v.superview
        }
        return false
    }

    /// Activates `constraints`; every engine refusal is reported as
    /// ``DraftsmanError/activationFailed(constraint:reason:source:)``.
    static func activate(_ constraints: [LayoutConstraint], reportingOn view: View, in context: PlanContext) {
        guard !constraints.isEmpty else { return }
        LayoutConstraint.activate(constraints)
        for constraint in constraints {
            guard let problem = constraint.lastError else { continue }
            var source: PlanSource?
            if case let .source(fileID, line) = constraint.origin { source = PlanSource(fileID: fileID, line: UInt(max(line, 0))) }
            context.report(.activationFailed(constraint: problem.constraintText, reason: "\(problem)", source: source), on: view)
        }
    }

    /// Applies `plan` to `root` (§3.11): optionally clears the root, builds with one shared
    /// context, removes what the option says, activates, and tells the delegate.
    static func apply(_ plan: any ViewPlan, stacked: Bool, to root: View, option: PlanningOption,
                      delegate: (any PlanDelegate)?, automaticPriority: AutomaticPriority,
                      source: PlanSource) -> [LayoutConstraint] {
        if option == .startClean {
            for subview in root.subviews { subview.removeFromSuperview() }
        }
        let context = PlanContext(delegate: delegate, automaticPriority: automaticPriority, currentView: root)
        let children = nodes(of: plan, stacked: stacked, source: source)
        let constraints = buildChildren(children, into: root, in: context)
        switch option {
        case .append:
            break
        case .renew:
            PlannedConstraints.deactivate(PlannedConstraints.renewed(by: constraints, inTreeOf: root))
        case .startFresh, .startClean:
            PlannedConstraints.deactivate(PlannedConstraints.planned(inside: root))
        }
        activate(constraints, reportingOn: root, in: context)
        delegate?.planer(root, didPlan: constraints)
        return constraints
    }
}
