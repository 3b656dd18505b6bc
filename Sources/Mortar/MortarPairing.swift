import Foundation
import PlumbCore

/// The pairing algorithm of `MortarConstraint.init(target:source:relation:)` (frontends.md §2.4),
/// with Plumb's fixes: attribute kinds are checked (§6.1 #11), arithmetic on the left side is
/// folded into the constraint instead of ignored (#9), and constants on leading/trailing,
/// margin and baseline attributes are measured from the superview (#10).
struct MortarPairing {
    let relation: LayoutRelation
    let compatibility: MortarCompatibility
    let defaultPriority: LayoutPriority
    private(set) var plans: [MortarPlan] = []
    private(set) var errors: [MortarError] = []

    init(relation: LayoutRelation) {
        self.relation = relation
        self.compatibility = MortarDefault.compatibility
        self.defaultPriority = MortarDefault.priority.current()
    }

    /// Pairs one target operand with one source operand (an attribute or a tuple).
    mutating func pair(_ target: MortarOperand, _ source: MortarOperand) {
        guard let t = target.attribute else {
            errors.append(.targetIsTuple(target: target.description))
            return
        }
        switch source.storage {
        case let .attribute(s): pairSingle(t, s, tuplePriority: nil)
        case let .tuple(tuple): pairTuple(t, tuple)
        }
    }

    /// A tuple source: one pairing per component of the target.
    mutating func pairTuple(_ t: MortarAttribute, _ tuple: MortarTuple) {
        guard let item = t.item else {
            errors.append(.targetHasNoItem(target: t.description))
            return
        }
        guard let kind = t.kind else {
            errors.append(.tupleTargetWithoutAttribute(target: t.description))
            return
        }
        guard t.errors.isEmpty else {
            errors += t.errors
            return
        }
        let components = kind.components(compatibility)
        guard components.count == tuple.components.count else {
            errors.append(.tupleArityMismatch(target: t.description, components: components.count,
                                              tupleCount: tuple.components.count))
            return
        }
        for (i, element) in tuple.components.enumerated() {
            let component = MortarAttribute(
                item: item, kind: .single(components[i]), multiplier: t.multipliers[i], constant: t.constants[i],
                priority: t.priority, errors: [])
            pairSingle(component, element, tuplePriority: tuple.priority)
        }
    }

    /// One attribute against one attribute.
    mutating func pairSingle(_ t: MortarAttribute, _ s: MortarAttribute, tuplePriority: LayoutPriority?) {
        guard let targetItem = t.item else {
            errors.append(.targetHasNoItem(target: t.description))
            return
        }
        guard t.errors.isEmpty, s.errors.isEmpty else {
            errors += t.errors + s.errors
            return
        }
        let targetKind = t.kind ?? s.kind ?? .edges
        let sourceKind = s.kind ?? t.kind ?? .edges
        let targetComponents = targetKind.components(compatibility)
        let sourceComponents = sourceKind.components(compatibility)
        guard targetComponents.count == sourceComponents.count else {
            errors.append(.componentCountMismatch(
                target: t.description, targetComponents: targetComponents.count,
                source: s.description, sourceComponents: sourceComponents.count))
            return
        }
        let implicitBaseline = t.kind != nil && s.isConstant
        let priority = s.priority ?? tuplePriority ?? t.priority ?? defaultPriority
        for i in targetComponents.indices {
            let targetAttribute = targetComponents[i]
            let source: MortarPlan.Source
            if implicitBaseline {
                source = Self.implicitBaseline(targetAttribute).map { .superviewOf(targetItem, $0) } ?? .constant
            } else {
                let sourceAttribute = sourceComponents[i]
                if let reason = Self.incompatibility(targetAttribute, sourceAttribute) {
                    errors.append(.incompatibleAttributes(
                        target: t.description, targetAttribute: targetAttribute, source: s.description,
                        sourceAttribute: sourceAttribute, reason: reason))
                    continue
                }
                source = s.item.map { .item($0, sourceAttribute) } ?? .superviewOf(targetItem, sourceAttribute)
            }
            // Fold arithmetic written on the target: mt·T + ct  REL  m·S + c.
            let mt = t.multipliers[i]
            guard mt != 0 else {
                errors.append(.zeroTargetMultiplier(target: t.description))
                return
            }
            plans.append(MortarPlan(
                target: targetItem, targetAttribute: targetAttribute, relation: mt < 0 ? relation.flipped : relation,
                source: source, multiplier: s.multipliers[i] / mt, constant: (s.constants[i] - t.constants[i]) / mt,
                priority: priority))
        }
    }

    /// The superview attribute a constant on `attribute` is measured from; `nil` for dimensions.
    static func implicitBaseline(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .left, .right, .centerX, .centerXWithinMargins, .leftMargin, .rightMargin: .left
        case .top, .bottom, .centerY, .centerYWithinMargins, .topMargin, .bottomMargin, .firstBaseline, .lastBaseline: .top
        case .leading, .trailing, .leadingMargin, .trailingMargin: .leading
        case .width, .height, .notAnAttribute: nil
        }
    }

    /// Why `a` cannot relate to `b`, or `nil` when it can.
    static func incompatibility(_ a: LayoutAttribute, _ b: LayoutAttribute) -> String? {
        if a.isDimension != b.isDimension { return "a dimension cannot relate to a position" }
        if a.isDimension { return nil }
        if a.axis != b.axis { return "the attributes lie on different axes" }
        if isDirectional(a) != isDirectional(b), isDirectional(a) || isDirectional(b), !isNeutral(a), !isNeutral(b) {
            return "leading/trailing cannot relate to left/right"
        }
        return nil
    }

    static func isDirectional(_ a: LayoutAttribute) -> Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(a)
    }

    static func isNeutral(_ a: LayoutAttribute) -> Bool {
        a.axis == .vertical || [.centerX, .centerXWithinMargins].contains(a)
    }
}
