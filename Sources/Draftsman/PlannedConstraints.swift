import PlumbCore

/// Finding the active constraints Draftsman planned, for ``PlanningOption``.
enum PlannedConstraints {
    /// Every Draftsman identifier starts with this.
    static let prefix = "draftsman_"

    static func isPlanned(_ constraint: LayoutConstraint) -> Bool {
        constraint.identifier?.hasPrefix(prefix) ?? false
    }

    /// The active constraints installed anywhere in the tree that contains `view`, in tree
    /// order (depth first, subviews in order).
    static func active(inTreeOf view: View) -> [LayoutConstraint] {
        var top = view
        while let parent = top.superview { top = parent }
        var result: [LayoutConstraint] = []
        var stack: [View] = [top]
        while let current = stack.popLast() {
            result += current.constraints
            stack += current.subviews.reversed()
        }
        return result
    }

    /// True when `item` is a view strictly inside `root`, or a guide owned by one.
    static func isStrictlyInside(_ item: any LayoutItem, root: View) -> Bool {
        var current: View?
        if let view = item as? View {
            current = view.superview
        } else if let guide = item as? LayoutGuide {
            guard let owner = guide.owningView, owner !== root else { return false }
            current = owner.superview
        }
        while let v = current {
            if v === root { return true }
            current = v.superview
        }
        return false
    }

    /// The planned constraints whose first item is strictly inside `root`.
    static func planned(inside root: View) -> [LayoutConstraint] {
        active(inTreeOf: root).filter { isPlanned($0) && isStrictlyInside($0.firstItem, root: root) }
    }

    /// The anchors a planned constraint constrains; `.renew` replaces constraints with the
    /// same key. Width and height also keep their relation, so `width >= 10` and
    /// `width <= 100` can coexist.
    struct Key: Hashable {
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute
        let relation: CoreRelation?

        init(_ c: LayoutConstraint) {
            first = ObjectIdentifier(c.firstItem)
            firstAttribute = c.firstAttribute
            second = c.secondItem.map { ObjectIdentifier($0) }
            secondAttribute = c.secondAttribute
            relation = (c.firstAttribute == .width || c.firstAttribute == .height) ? c.relation : nil
        }
    }

    /// The active planned constraints that `new` constraints renew.
    static func renewed(by new: [LayoutConstraint], inTreeOf root: View) -> [LayoutConstraint] {
        let keys = Set(new.map(Key.init))
        let fresh = Set(new.map(ObjectIdentifier.init))
        return active(inTreeOf: root).filter {
            isPlanned($0) && !fresh.contains(ObjectIdentifier($0)) && keys.contains(Key($0))
        }
    }

    static func deactivate(_ constraints: [LayoutConstraint]) {
        guard !constraints.isEmpty else { return }
        LayoutConstraint.deactivate(constraints)
    }
}
