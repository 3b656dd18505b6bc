import Foundation
internal import PlumbSolver

/// Walks a tree once per pass and lowers everything that constrains it — the engine's implicit
/// constraints first, then the user's in tree order (see `lowered` for where stack arrangements
/// go) — into solver form.
struct ConstraintCollector {
    let engine: LayoutEngine
    private(set) var views: [View] = []
    private var implicit: [LoweredConstraint] = []
    /// The groups lowered in this walk (also those that came out empty).
    private(set) var groups: [LoweredGroup] = []
    /// The group implicit constraints are being added to, while lowering one.
    private var currentGroup: LoweredGroup?
    /// Stacks whose baseline stood for one of their arranged views' in this walk.
    private(set) var baselineStacks: Set<ObjectIdentifier> = []
    private var user: [LoweredConstraint] = []
    /// User constraints that size an arranged view or relate it to its own stack or a sibling.
    private var userInsideStacks: [LoweredConstraint] = []
    var diagnostics = LayoutDiagnostics()

    init(engine: LayoutEngine) { self.engine = engine }

    /// Everything lowered, in the order the solver adds it (when required constraints conflict,
    /// the one added last gives way): the implicit constraints but stack arrangements, the file's
    /// constraints that size an arranged view or place it against its own stack or a sibling,
    /// the stacks' arrangements, then the other user constraints. A constraint that sizes or
    /// positions an arranged view inside its stack overrides the arrangement where the two
    /// contradict, as UIKit and AppKit draw it.
    var lowered: [LoweredConstraint] {
        implicit.filter { $0.group?.kind != .arrangement } + userInsideStacks
            + implicit.filter { $0.group?.kind == .arrangement } + user
    }
    var implicitConstraints: [LoweredConstraint] { implicit }

    mutating func collect(root: View) {
        views = root.subtree
        for view in views {   // pre-order: a superview's direction is known before its subviews'
            // (A fitting engine's root keeps the direction its real superview last had.)
            let parentRTL = view === root ? (view.superview?.slot.rightToLeft ?? false) : view.superview.map { slot($0).rightToLeft } ?? false
            let inherited: UserInterfaceLayoutDirection = parentRTL ? .rightToLeft : .leftToRight
            slot(view).rightToLeft = view.direction(inheriting: inherited) == .rightToLeft
        }
        for view in views {
            if view === root {
                pinRoot(view)
                if engine.fitting != nil { intrinsicSize(view) }   // a fitted view's own content counts
            } else {
                if view.translatesAutoresizingMaskIntoConstraints { autoresize(view) }
                intrinsicSize(view)
            }
            if let stack = view as? StackView { arrange(stack) }
            for guide in view.ownedGuides { _ = slot(guide) }
        }
        for view in views {
            for c in view.installed { lowerUser(c) }
        }
        // System guides are lowered after the walk: constraints or stacks may have made them.
        // Lowering one guide may create another (margins use the safe area), so loop until stable.
        var done = Set<ObjectIdentifier>()
        var progress = true
        while progress {
            progress = false
            for view in views {
                for guide in view.existingSystemGuides where !done.contains(ObjectIdentifier(guide)) {
                    done.insert(ObjectIdentifier(guide))
                    _ = slot(guide)
                    systemGuide(guide, of: view)
                    progress = true
                }
            }
        }
    }

    // MARK: items and attributes

    func slot(_ item: any LayoutItem) -> LayoutSlot {
        engine.variables(of: item)
    }

    /// Whether the view's content runs right to left in this pass.
    func isRightToLeft(_ item: (any LayoutItem)?) -> Bool {
        guard let view = item?.owningViewForLayout else { return false }
        return slot(view).rightToLeft
    }

    /// The absolute position or size an attribute stands for.
    mutating func expression(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> AffineExpression {
        if attribute.isMargin, let view = item as? View {
            return expression(view.layoutMarginsGuide, attribute.withoutMargin)
        }
        let s = slot(item)
        let x = AffineExpression(s.x), y = AffineExpression(s.y)
        let w = AffineExpression(s.width), h = AffineExpression(s.height)
        let rtl = isRightToLeft(item)
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .leading: return rtl ? x + w : x
        case .trailing: return rtl ? x : x + w
        case .centerX: return x + w * 0.5
        case .width: return w
        case .top: return y
        case .bottom: return y + h
        case .centerY: return y + h * 0.5
        case .height: return h
        case .firstBaseline, .lastBaseline: return baseline(item, attribute, y: y, h: h)
        case .notAnAttribute: return AffineExpression()
        default: return expression(item, attribute.withoutMargin)
        }
    }

    private mutating func baseline(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, y: AffineExpression, h: AffineExpression
    ) -> AffineExpression {
        guard let view = item as? View else { return y + h }
        if let stack = view as? StackView, let delegate = stack.baselineView(for: attribute) {
            baselineStacks.insert(ObjectIdentifier(stack))
            return expression(delegate, attribute)
        }
        if attribute == .firstBaseline, let offset = view.firstBaselineOffsetFromTop { return y + Double(offset) }
        if attribute == .lastBaseline, let offset = view.lastBaselineOffsetFromBottom { return y + h - Double(offset) }
        if attribute == .firstBaseline, let offset = view.lastBaselineOffsetFromBottom { return y + h - Double(offset) }
        return y + h
    }

    // MARK: adding

    /// Adds an implicit constraint `lhs relation rhs`, named as the engine names it.
    mutating func add(
        _ lhs: AffineExpression, _ relation: Relation, _ rhs: AffineExpression, priority: Double, name: String
    ) {
        guard priority > 0 else { return }
        let e = (lhs - rhs).folded
        guard !e.terms.isEmpty else { return }
        implicit.append(LoweredConstraint(
            expression: e, relation: relation, priority: priority, source: .implicit(name), group: currentGroup))
    }

    /// Lowers a group's constraints, tagged with it: `body` adds them.
    mutating func lowering(_ group: LoweredGroup, _ body: (inout ConstraintCollector) -> Void) {
        groups.append(group)
        currentGroup = group
        body(&self)
        currentGroup = nil
    }

    /// Lowers only one group (for a change to that view's properties alone).
    mutating func lowerGroup(_ group: LoweredGroup, of view: View) -> [LoweredConstraint] {
        implicit.removeAll()
        switch group.kind {
        case .content: intrinsicSize(view)
        case .arrangement: if let stack = view as? StackView { arrange(stack) }
        }
        return implicit
    }

    /// Lowers one user constraint on its own, or `nil` when that would involve an item the engine
    /// has not lowered yet (then a structural pass is needed).
    mutating func lowerAlone(_ c: LayoutConstraint) -> LoweredConstraint? {
        let before = engine.variableCount
        user.removeAll()
        userInsideStacks.removeAll()
        lowerUser(c)
        guard engine.variableCount == before, diagnostics.degenerate.isEmpty else { return nil }
        return userInsideStacks.first ?? user.first
    }

    private mutating func lowerUser(_ c: LayoutConstraint) {
        // Under right-to-left a leading/trailing constraint runs leftwards: its constant and its
        // inequality mirror (`a.leading == b.trailing + 8` puts a 8 pt to the left of b).
        let directionalRTL = c.isDirectional && isRightToLeft(c.firstItem)
        var rhs = AffineExpression(constant: Double(directionalRTL ? -c.constant : c.constant))
        if let second = c.secondItem {
            rhs = rhs + expression(second, c.secondAttribute) * Double(c.multiplier)
            rhs = rhs + containerOrigin(of: c) * (1 - Double(c.multiplier))
        }
        let e = (expression(c.firstItem, c.firstAttribute) - rhs).folded
        let relation: Relation = switch directionalRTL ? c.relation.flipped : c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        guard !e.terms.isEmpty else {
            diagnostics.degenerate.append(ConstraintSummary(c))
            return
        }
        let lowered = LoweredConstraint(
            expression: e, relation: relation, priority: Double(c.priority.rawValue), source: .user(WeakConstraint(constraint: c)))
        if Self.placesArrangedView(c) { userInsideStacks.append(lowered) } else { user.append(lowered) }
    }

    /// UIKit measures both sides of a constraint in the coordinate space of the view it is
    /// installed on (the items' nearest common ancestor): a superview's `top` is 0 and its
    /// `centerY` half its height, wherever the superview sits. The engine's positions are
    /// absolute, which is the same thing when the multiplier is 1; otherwise
    /// `a = m·b + c` in the ancestor's space is `A = m·B + c + (1 − m)·origin` in absolute terms.
    /// This returns that origin on the constraint's axis (empty for sizes; the root's is its
    /// frame's, where the engine pins it).
    private mutating func containerOrigin(of c: LayoutConstraint) -> AffineExpression {
        guard c.multiplier != 1, !c.firstAttribute.isDimension, let axis = c.firstAttribute.axis,
              let host = c.installedView else { return AffineExpression() }
        if host.superview == nil {
            let origin = host.storedFrame.origin
            return AffineExpression(constant: Double(axis == .horizontal ? origin.x : origin.y))
        }
        let s = slot(host)
        return AffineExpression(axis == .horizontal ? s.x : s.y)
    }

    /// Whether `c` sizes an arranged view, or relates one to its own stack or to a sibling.
    private static func placesArrangedView(_ c: LayoutConstraint) -> Bool {
        func stack(arranging view: View) -> StackView? {
            guard let stack = view.superview as? StackView,
                  stack.arrangedSubviews.contains(where: { $0 === view }) else { return nil }
            return stack
        }
        guard let first = c.firstItem as? View else { return false }
        guard let secondItem = c.secondItem else { return stack(arranging: first) != nil }
        guard let second = secondItem as? View else { return false }
        if let s = stack(arranging: first), second === s || stack(arranging: second) === s { return true }
        if let s = stack(arranging: second), first === s { return true }
        return false
    }
}
