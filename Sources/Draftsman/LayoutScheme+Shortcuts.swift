import Foundation
import PlumbCore

// Shortcuts (§3.8). Each resolves ONE priority when it is declared — the explicit one, or
// the scheme's own automatic counter — and gives it to all its constraints.
extension LayoutScheme {
    /// centerX and centerY to another view's centre, with optional offsets.
    ///
    /// ```swift
    /// spinner.plan.center(.equalTo(CoordinateOffsets(xOffset: 8, yOffset: 8)), to: card)
    /// // spinner.centerX == card.centerX + 8, spinner.centerY == card.centerY + 8
    /// ```
    @discardableResult
    public func center(_ relation: LayoutRelation<CoordinateOffsets>, to view: View, priority: LayoutPriority? = nil,
                       file: StaticString = #fileID, line: UInt = #line) -> Self {
        centered(relation, to: view, priority, file, line)
    }

    /// centerX and centerY to an anonymous view's centre, with optional offsets.
    ///
    /// ```swift
    /// myView.plan.center(.equalTo(.init(xOffset: 8, yOffset: 8)), to: .parent)
    /// ```
    @discardableResult
    public func center(_ relation: LayoutRelation<CoordinateOffsets>, to anonymous: AnonymousRelation,
                       priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        centered(relation, to: anonymous, priority, file, line)
    }

    /// top and bottom to an anonymous view's top and bottom, inset by the relation's
    /// top and bottom.
    ///
    /// ```swift
    /// myView.plan.vertical(.equalTo(16), to: .parent)
    /// // myView.top == parent.top + 16, myView.bottom == parent.bottom - 16
    /// ```
    @discardableResult
    public func vertical(_ relation: LayoutRelation<any InsetsConvertible>, to anonymous: AnonymousRelation,
                         priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        edges([.top, .bottom], relation, to: anonymous, declaredPriority(priority), file, line)
    }

    /// top and bottom to another view's top and bottom.
    ///
    /// ```swift
    /// myView.plan.vertical(.moreThanTo(8), to: card)
    /// // myView.top >= card.top + 8, myView.bottom <= card.bottom - 8
    /// ```
    @discardableResult
    public func vertical(_ relation: LayoutRelation<any InsetsConvertible>, to view: View,
                         priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        edges([.top, .bottom], relation, to: view, declaredPriority(priority), file, line)
    }

    /// left and right to an anonymous view's left and right.
    ///
    /// ```swift
    /// myView.plan.horizontal(.equalTo(16), to: .safeArea)
    /// // myView.left == safeArea.left + 16, myView.right == safeArea.right - 16
    /// ```
    @discardableResult
    public func horizontal(_ relation: LayoutRelation<any InsetsConvertible>, to anonymous: AnonymousRelation,
                           priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        edges([.left, .right], relation, to: anonymous, declaredPriority(priority), file, line)
    }

    /// left and right to another view's left and right.
    ///
    /// ```swift
    /// myView.plan.horizontal(.equal, to: card)
    /// ```
    @discardableResult
    public func horizontal(_ relation: LayoutRelation<any InsetsConvertible>, to view: View,
                           priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        edges([.left, .right], relation, to: view, declaredPriority(priority), file, line)
    }

    /// top, bottom, left and right to an anonymous view's edges (four constraints, one priority).
    ///
    /// ```swift
    /// myView.plan.edges(.equalTo(16), to: .parent)
    /// ```
    @discardableResult
    public func edges(_ relation: LayoutRelation<any InsetsConvertible>, to anonymous: AnonymousRelation,
                      priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        edges(.edges, relation, to: anonymous, declaredPriority(priority), file, line)
    }

    /// top, bottom, left and right to another view's edges.
    ///
    /// ```swift
    /// overlay.plan.edges(.equal, to: photo)
    /// ```
    @discardableResult
    public func edges(_ relation: LayoutRelation<any InsetsConvertible>, to view: View,
                      priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        edges(.edges, relation, to: view, declaredPriority(priority), file, line)
    }

    /// The listed edges to an anonymous view's same edges, each with its inset.
    ///
    /// ```swift
    /// myView.plan.at(.topLeft, .equal, to: .parent)
    /// ```
    @discardableResult
    public func at(_ positions: [LayoutEdge], _ relation: LayoutRelation<any InsetsConvertible>, to anonymous: AnonymousRelation,
                   priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        edges(positions, relation, to: anonymous, declaredPriority(priority), file, line)
    }

    /// Next to another view (see ``RelatedPosition``).
    ///
    /// ```swift
    /// myView.plan.at(.rightOf(otherView), .equalTo(8))   // myView.left == otherView.right + 8
    /// ```
    @discardableResult
    public func at(_ position: RelatedPosition, _ relation: LayoutRelation<any InsetsConvertible>,
                   priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        let p = declaredPriority(priority)
        func place(_ edge: LayoutEdge, to view: View, _ otherAttribute: LayoutAttribute) -> Self {
            self.position(edge.attribute, relation.space(edge.inset), .anchor(view, otherAttribute), p, file, line)
        }
        switch position {
        case .topOf(let v): return place(.bottom, to: v, .top)
        case .bottomOf(let v): return place(.top, to: v, .bottom)
        case .leftOf(let v): return place(.right, to: v, .left)
        case .rightOf(let v): return place(.left, to: v, .right)
        case .topOfAndParallelWith(let v): return place(.bottom, to: v, .top).parallel(.left, .right, with: v, p, file, line)
        case .bottomOfAndParallelWith(let v): return place(.top, to: v, .bottom).parallel(.left, .right, with: v, p, file, line)
        case .leftOfAndParallelWith(let v): return place(.right, to: v, .left).parallel(.top, .bottom, with: v, p, file, line)
        case .rightOfAndParallelWith(let v): return place(.left, to: v, .right).parallel(.top, .bottom, with: v, p, file, line)
        }
    }

    /// Between two views: after the first, before the second.
    ///
    /// ```swift
    /// otherView.plan.inBetween(of: myView, and: anyView, .horizontally(.equalTo(8)))
    /// // otherView.left == myView.right + 8, otherView.right == anyView.left - 8
    /// ```
    @discardableResult
    public func inBetween(of view: View, and otherView: View, _ position: MiddlePosition,
                          priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        let p = declaredPriority(priority)
        switch position {
        case .horizontally(let r):
            return self.position(.left, r.space(LayoutEdge.left.inset), .anchor(view, .right), p, file, line)
                .position(.right, r.space(LayoutEdge.right.inset), .anchor(otherView, .left), p, file, line)
        case .vertically(let r):
            return self.position(.top, r.space(LayoutEdge.top.inset), .anchor(view, .bottom), p, file, line)
                .position(.bottom, r.space(LayoutEdge.bottom.inset), .anchor(otherView, .top), p, file, line)
        }
    }

    /// width and height against a size: `height REL size.height`, `width REL size.width`.
    ///
    /// ```swift
    /// otherView.plan.size(.equalTo(.init(width: 24, height: 24)))
    /// ```
    @discardableResult
    public func size(_ relation: InterRelation<CGSize>, priority: LayoutPriority? = nil,
                     file: StaticString = #fileID, line: UInt = #line) -> Self {
        let p = declaredPriority(priority)
        return sized(.height, relation.coreRelation, .constant, 1, relation.related.height, p, file, line)
            .sized(.width, relation.coreRelation, .constant, 1, relation.related.width, p, file, line)
    }

    /// width and height against another view's: `height REL v.height * m + c`, `width REL v.width * m + c`.
    ///
    /// ```swift
    /// myView.plan.size(.equalTo(otherView), multiplyBy: 2)
    /// ```
    @discardableResult
    public func size(_ relation: InterRelation<View>, multiplyBy multiplier: CGFloat = 1, constant: CGFloat = 0,
                     priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        let p = declaredPriority(priority)
        return sized(.height, relation.coreRelation, .anchor(relation.related, .height), multiplier, constant, p, file, line)
            .sized(.width, relation.coreRelation, .anchor(relation.related, .width), multiplier, constant, p, file, line)
    }

    // MARK: helpers

    /// The one body of the centre shortcuts: centerX and centerY at one priority.
    private func centered(_ relation: LayoutRelation<CoordinateOffsets>, to target: some PlanTargetConvertible,
                          _ priority: LayoutPriority?, _ file: StaticString, _ line: UInt) -> Self {
        let p = declaredPriority(priority)
        return position(.centerX, relation.space(\.xOffset), target.planTarget(matching: .centerX), p, file, line)
            .position(.centerY, relation.space(\.yOffset), target.planTarget(matching: .centerY), p, file, line)
    }

    /// The one body of the edge shortcuts (vertical, horizontal, edges, at): each edge to the
    /// target's same edge, with its inset.
    private func edges(_ edges: [LayoutEdge], _ relation: LayoutRelation<any InsetsConvertible>,
                       to target: some PlanTargetConvertible, _ p: PriorityChoice, _ file: StaticString, _ line: UInt) -> Self {
        for edge in edges {
            _ = position(edge.attribute, relation.space(edge.inset), target.planTarget(matching: edge.attribute), p, file, line)
        }
        return self
    }

    func parallel(_ first: LayoutAttribute, _ second: LayoutAttribute, with view: View, _ p: PriorityChoice,
                  _ file: StaticString, _ line: UInt) -> Self {
        position(first, .equal, .anchor(view, first), p, file, line)
            .position(second, .equal, .anchor(view, second), p, file, line)
    }

    func sized(_ attribute: LayoutAttribute, _ relation: CoreRelation, _ target: PlanTarget, _ multiplier: CGFloat,
               _ constant: CGFloat, _ p: PriorityChoice, _ file: StaticString, _ line: UInt) -> Self {
        append(ConstraintBuilder(attribute: attribute, relation: relation, target: target, multiplier: multiplier,
                                 constant: constant, priority: p, file: file, line: line))
    }
}

extension LayoutEdge {
    var attribute: LayoutAttribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        }
    }

    /// This edge's component of some insets.
    func inset(_ insets: any InsetsConvertible) -> CGFloat {
        switch self {
        case .top: return insets.verticalInsets.top
        case .bottom: return insets.verticalInsets.bottom
        case .left: return insets.horizontalInsets.left
        case .right: return insets.horizontalInsets.right
        }
    }
}
