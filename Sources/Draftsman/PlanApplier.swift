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
    static func buildChildren(_ children: [any SchemeNode], into parent: View, in context: PlanContext) -> [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        var previous: View?
        for child in children {
            let childView = child.view
            if isSelfOrAncestor(childView, of: parent) {
                let source = child.insertionSource ?? PlanSource(fileID: "<unknown>", line: 0)
                context.report(.insertionCycle(view: childView.itemName, into: parent.itemName, source: source), on: parent)
                continue
            }
            childView.translatesAutoresizingMaskIntoConstraints = false
            if child.isStackContent, let stack = parent as? StackView {
                stack.addArrangedSubview(childView)
            } else {
                parent.addSubview(childView)
            }
            context.previousView = previous
            constraints += child.build(in: context)
            previous = childView
        }
        return constraints
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
