import PlumbCore

/// Anything a position, dimension or shortcut method can relate to: an explicit anchor, a
/// view, an anonymous relation or a related anchor. It names the other side of one planned
/// constraint, given the planned anchor (used when the target does not say which anchor).
/// Every public overload of ``LayoutScheme`` hands its target to one generic helper through this.
protocol PlanTargetConvertible {
    func planTarget(matching attribute: LayoutAttribute) -> PlanTarget
}

extension LayoutAnchor: PlanTargetConvertible {
    /// The anchor itself, whatever the planned anchor.
    func planTarget(matching attribute: LayoutAttribute) -> PlanTarget {
        .anchor(item, self.attribute)
    }
}

extension RelatedAnchor: PlanTargetConvertible {
    /// The related anchor of the anonymous view, whatever the planned anchor.
    func planTarget(matching attribute: LayoutAttribute) -> PlanTarget {
        .anonymous(relation, self.attribute)
    }
}

extension AnonymousRelation: PlanTargetConvertible {
    /// The same anchor of the anonymous view.
    func planTarget(matching attribute: LayoutAttribute) -> PlanTarget {
        .anonymous(self, attribute)
    }
}

extension View: PlanTargetConvertible {
    /// The same anchor of the view.
    func planTarget(matching attribute: LayoutAttribute) -> PlanTarget {
        .anchor(self, attribute)
    }
}

/// An anonymous view's chosen dimension (the README's `.width(.equalTo(.parent), .height)`).
struct ChosenDimension: PlanTargetConvertible {
    let relation: AnonymousRelation
    let dimension: DimensionKind

    func planTarget(matching attribute: LayoutAttribute) -> PlanTarget {
        .anonymous(relation, dimension.attribute)
    }
}
