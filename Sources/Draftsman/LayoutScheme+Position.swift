import Foundation
import PlumbCore

// The six position methods (§3.6), three overloads each. The number in the relation is the
// space towards the anchor on its side: see <doc:TheSignRule>.
extension LayoutScheme {
    /// Relates the top edge of the view to an explicit anchor, with the priority given or the
    /// automatic one (drawn when the plan is built).
    ///
    /// ```swift
    /// view.plan.top(.equalTo(8), to: otherView.topAnchor)   // view.top == other.top + 8
    /// ```
    @discardableResult
    public func top(_ relation: LayoutRelation<CGFloat>, to anchor: LayoutYAxisAnchor, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.top, relation, to: anchor, priority, file, line)
    }

    /// Relates the top edge of the view to an anchor of an anonymous view, such as
    /// `.top(of: .keyboard)`.
    ///
    /// ```swift
    /// view.plan.top(.equal, to: .top(of: .parent))
    /// ```
    @discardableResult
    public func top(_ relation: LayoutRelation<CGFloat>, to anchor: RelatedAnchor<LayoutYAxisAnchor>, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.top, relation, to: anchor, priority, file, line)
    }

    /// Relates the top edge of the view to the same anchor of an anonymous view.
    ///
    /// ```swift
    /// view.plan.top(.equalTo(16), to: .parent)
    /// ```
    @discardableResult
    public func top(_ relation: LayoutRelation<CGFloat>, to anonymous: AnonymousRelation, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.top, relation, to: anonymous, priority, file, line)
    }

    /// Relates the bottom edge of the view to an explicit anchor, with the priority given or the
    /// automatic one (drawn when the plan is built).
    ///
    /// ```swift
    /// view.plan.bottom(.equalTo(8), to: otherView.bottomAnchor)   // view.bottom == other.bottom - 8
    /// ```
    @discardableResult
    public func bottom(_ relation: LayoutRelation<CGFloat>, to anchor: LayoutYAxisAnchor, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.bottom, relation, to: anchor, priority, file, line)
    }

    /// Relates the bottom edge of the view to an anchor of an anonymous view, such as
    /// `.top(of: .keyboard)`.
    ///
    /// ```swift
    /// view.plan.bottom(.equal, to: .bottom(of: .parent))
    /// ```
    @discardableResult
    public func bottom(_ relation: LayoutRelation<CGFloat>, to anchor: RelatedAnchor<LayoutYAxisAnchor>, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.bottom, relation, to: anchor, priority, file, line)
    }

    /// Relates the bottom edge of the view to the same anchor of an anonymous view.
    ///
    /// ```swift
    /// view.plan.bottom(.equalTo(16), to: .parent)
    /// ```
    @discardableResult
    public func bottom(_ relation: LayoutRelation<CGFloat>, to anonymous: AnonymousRelation, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.bottom, relation, to: anonymous, priority, file, line)
    }

    /// Relates the left edge of the view to an explicit anchor, with the priority given or the
    /// automatic one (drawn when the plan is built).
    ///
    /// ```swift
    /// view.plan.left(.moreThanTo(8), to: otherView.rightAnchor)   // view.left >= other.right + 8
    /// ```
    @discardableResult
    public func left(_ relation: LayoutRelation<CGFloat>, to anchor: LayoutXAxisAnchor, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.left, relation, to: anchor, priority, file, line)
    }

    /// Relates the left edge of the view to an anchor of an anonymous view, such as
    /// `.top(of: .keyboard)`.
    ///
    /// ```swift
    /// view.plan.left(.equal, to: .left(of: .parent))
    /// ```
    @discardableResult
    public func left(_ relation: LayoutRelation<CGFloat>, to anchor: RelatedAnchor<LayoutXAxisAnchor>, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.left, relation, to: anchor, priority, file, line)
    }

    /// Relates the left edge of the view to the same anchor of an anonymous view.
    ///
    /// ```swift
    /// view.plan.left(.equalTo(16), to: .parent)
    /// ```
    @discardableResult
    public func left(_ relation: LayoutRelation<CGFloat>, to anonymous: AnonymousRelation, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.left, relation, to: anonymous, priority, file, line)
    }

    /// Relates the right edge of the view to an explicit anchor, with the priority given or the
    /// automatic one (drawn when the plan is built).
    ///
    /// ```swift
    /// view.plan.right(.moreThanTo(8), to: otherView.rightAnchor)   // view.right <= other.right - 8
    /// ```
    @discardableResult
    public func right(_ relation: LayoutRelation<CGFloat>, to anchor: LayoutXAxisAnchor, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.right, relation, to: anchor, priority, file, line)
    }

    /// Relates the right edge of the view to an anchor of an anonymous view, such as
    /// `.top(of: .keyboard)`.
    ///
    /// ```swift
    /// view.plan.right(.equal, to: .right(of: .parent))
    /// ```
    @discardableResult
    public func right(_ relation: LayoutRelation<CGFloat>, to anchor: RelatedAnchor<LayoutXAxisAnchor>, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.right, relation, to: anchor, priority, file, line)
    }

    /// Relates the right edge of the view to the same anchor of an anonymous view.
    ///
    /// ```swift
    /// view.plan.right(.equalTo(16), to: .parent)
    /// ```
    @discardableResult
    public func right(_ relation: LayoutRelation<CGFloat>, to anonymous: AnonymousRelation, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.right, relation, to: anonymous, priority, file, line)
    }

    /// Relates the horizontal centre of the view to an explicit anchor, with the priority given or the
    /// automatic one (drawn when the plan is built).
    ///
    /// ```swift
    /// view.plan.centerX(.lessThan, to: otherView.centerXAnchor)   // view.centerX <= other.centerX
    /// ```
    @discardableResult
    public func centerX(_ relation: LayoutRelation<CGFloat>, to anchor: LayoutXAxisAnchor, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.centerX, relation, to: anchor, priority, file, line)
    }

    /// Relates the horizontal centre of the view to an anchor of an anonymous view, such as
    /// `.top(of: .keyboard)`.
    ///
    /// ```swift
    /// view.plan.centerX(.equal, to: .centerX(of: .parent))
    /// ```
    @discardableResult
    public func centerX(_ relation: LayoutRelation<CGFloat>, to anchor: RelatedAnchor<LayoutXAxisAnchor>, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.centerX, relation, to: anchor, priority, file, line)
    }

    /// Relates the horizontal centre of the view to the same anchor of an anonymous view.
    ///
    /// ```swift
    /// view.plan.centerX(.equalTo(16), to: .parent)
    /// ```
    @discardableResult
    public func centerX(_ relation: LayoutRelation<CGFloat>, to anonymous: AnonymousRelation, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.centerX, relation, to: anonymous, priority, file, line)
    }

    /// Relates the vertical centre of the view to an explicit anchor, with the priority given or the
    /// automatic one (drawn when the plan is built).
    ///
    /// ```swift
    /// view.plan.centerY(.lessThanTo(8), to: otherView.centerYAnchor)   // view.centerY <= other.centerY + 8
    /// ```
    @discardableResult
    public func centerY(_ relation: LayoutRelation<CGFloat>, to anchor: LayoutYAxisAnchor, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.centerY, relation, to: anchor, priority, file, line)
    }

    /// Relates the vertical centre of the view to an anchor of an anonymous view, such as
    /// `.top(of: .keyboard)`.
    ///
    /// ```swift
    /// view.plan.centerY(.equal, to: .centerY(of: .parent))
    /// ```
    @discardableResult
    public func centerY(_ relation: LayoutRelation<CGFloat>, to anchor: RelatedAnchor<LayoutYAxisAnchor>, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.centerY, relation, to: anchor, priority, file, line)
    }

    /// Relates the vertical centre of the view to the same anchor of an anonymous view.
    ///
    /// ```swift
    /// view.plan.centerY(.equalTo(16), to: .parent)
    /// ```
    @discardableResult
    public func centerY(_ relation: LayoutRelation<CGFloat>, to anonymous: AnonymousRelation, priority: LayoutPriority? = nil,
                    file: StaticString = #fileID, line: UInt = #line) -> Self {
        position(.centerY, relation, to: anonymous, priority, file, line)
    }

    /// The one body of every position method: `attribute` related to `target` with the
    /// sign rule, at the explicit priority or the automatic one drawn at build time.
    private func position(_ attribute: LayoutAttribute, _ relation: LayoutRelation<CGFloat>, to target: some PlanTargetConvertible,
                          _ priority: LayoutPriority?, _ file: StaticString, _ line: UInt) -> Self {
        position(attribute, relation, target.planTarget(matching: attribute), priority.map(PriorityChoice.explicit) ?? .atBuild, file, line)
    }

    func position(_ attribute: LayoutAttribute, _ relation: LayoutRelation<CGFloat>, _ target: PlanTarget,
                  _ priority: PriorityChoice, _ file: StaticString, _ line: UInt) -> Self {
        let (coreRelation, constant) = SignRule.apply(relation, on: attribute)
        return append(ConstraintBuilder(attribute: attribute, relation: coreRelation, target: target, multiplier: 1,
                                        constant: constant, priority: priority, file: file, line: line))
    }
}
