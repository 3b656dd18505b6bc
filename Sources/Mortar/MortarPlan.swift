import Foundation
import PlumbCore

/// One core constraint to be made: what a Mortar or MortarVFL statement lowers to before the
/// items are resolved. The source may be "the target's superview", which is resolved when the
/// plan is built (so it works inside deferred `|+|` regions, before the view has a parent).
package struct MortarPlan {
    /// Where the right-hand side comes from.
    package enum Source {
        /// An item's attribute.
        case item(any LayoutItem, LayoutAttribute)
        /// The attribute of the target's superview (a guide's owning view), found at build time.
        case superviewOf(any LayoutItem, LayoutAttribute)
        /// No second item: `target.attribute REL constant`.
        case constant
    }

    package var target: any LayoutItem
    package var targetAttribute: LayoutAttribute
    package var relation: LayoutRelation
    package var source: Source
    package var multiplier: CGFloat
    package var constant: CGFloat
    package var priority: LayoutPriority

    package init(target: any LayoutItem, targetAttribute: LayoutAttribute, relation: LayoutRelation,
                 source: Source, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority) {
        self.target = target
        self.targetAttribute = targetAttribute
        self.relation = relation
        self.source = source
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Makes the core constraint (inactive), or says why it cannot.
    package func make(origin: ConstraintOrigin) -> Result<LayoutConstraint, MortarError> {
        let second: (any LayoutItem)?
        let secondAttribute: LayoutAttribute
        switch source {
        case let .item(item, attribute):
            second = item
            secondAttribute = attribute
        case let .superviewOf(item, attribute):
            guard let parent = Self.superview(of: item) else {
                return .failure(.noSuperview(view: item.itemName, attribute: targetAttribute))
            }
            second = parent
            secondAttribute = attribute
        case .constant:
            second = nil
            secondAttribute = .notAnAttribute
        }
        let constraint = LayoutConstraint(
            item: target, attribute: targetAttribute, relatedBy: relation, toItem: second,
            attribute: secondAttribute, multiplier: second == nil ? 1 : multiplier, constant: constant,
            origin: origin)
        do {
            try constraint.setPriority(priority)
        } catch {
            return .failure(MortarConstraint.mortarError(error, priority: priority))
        }
        return .success(constraint)
    }

    /// A view's superview, or a layout guide's owning view.
    package static func superview(of item: any LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        return (item as? LayoutGuide)?.owningView
    }
}

/// What a statement's builder produces when it runs.
package struct MortarBuild {
    package var constraints: [LayoutConstraint] = []
    package var errors: [MortarError] = []
    package var guides: [LayoutGuide] = []
    package var guideOwner: View?

    package init() {}

    /// Builds `plans` in order (turning off `translatesAutoresizingMaskIntoConstraints` on each
    /// target view); refuses all of them if any fails.
    package mutating func add(_ plans: [MortarPlan], origin: ConstraintOrigin) {
        var made: [LayoutConstraint] = []
        var failed: [MortarError] = []
        for plan in plans {
            switch plan.make(origin: origin) {
            case let .success(c): made.append(c)
            case let .failure(e): failed.append(e)
            }
        }
        guard failed.isEmpty else {
            errors += failed
            return
        }
        for plan in plans { (plan.target as? View)?.translatesAutoresizingMaskIntoConstraints = false }
        constraints += made
    }
}
