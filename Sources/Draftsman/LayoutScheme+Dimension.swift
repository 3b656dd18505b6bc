import Foundation
import PlumbCore

// Width and height (§3.7). Dimensions have no sign flip; the `constant:` argument is
// always used (2.0.4 dropped it for anonymous and related anchors).
extension LayoutScheme {
    /// Relates the width to an explicit dimension: `width REL anchor * multiplier + constant`.
    ///
    /// ```swift
    /// view.plan.width(.equalTo(otherView.widthAnchor), multiplyBy: 2)   // view.width == other.width * 2
    /// ```
    @discardableResult
    public func width(_ relation: InterRelation<LayoutDimension>, multiplyBy multiplier: CGFloat = 1, constant: CGFloat = 0,
                       priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.width, relation, multiplier, constant, priority, file, line)
    }

    /// Relates the width to a dimension of an anonymous view, such as `.height(of: .parent)`.
    ///
    /// ```swift
    /// view.plan.width(.equalTo(.height(of: .parent)), multiplyBy: 0.5, constant: -8)
    /// // view.width == parent.height * 0.5 - 8
    /// ```
    @discardableResult
    public func width(_ relation: InterRelation<RelatedAnchor<LayoutDimension>>, multiplyBy multiplier: CGFloat = 1,
                       constant: CGFloat = 0, priority: LayoutPriority? = nil,
                       file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.width, relation, multiplier, constant, priority, file, line)
    }

    /// Relates the width to the width of an anonymous view.
    ///
    /// ```swift
    /// view.plan.width(.lessThanTo(.parent), multiplyBy: 0.8)   // view.width <= parent.width * 0.8
    /// ```
    @discardableResult
    public func width(_ relation: InterRelation<AnonymousRelation>, multiplyBy multiplier: CGFloat = 1, constant: CGFloat = 0,
                       priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.width, relation, multiplier, constant, priority, file, line)
    }

    /// Relates the width to a chosen dimension of an anonymous view (the README's form).
    ///
    /// ```swift
    /// view.plan.width(.equalTo(.parent), .height)   // view.width == parent.height
    /// ```
    @discardableResult
    public func width(_ relation: InterRelation<AnonymousRelation>, _ dimension: DimensionKind, multiplyBy multiplier: CGFloat = 1,
                       constant: CGFloat = 0, priority: LayoutPriority? = nil,
                       file: StaticString = #fileID, line: UInt = #line) -> Self {
        self.dimension(.width, relation.map { ChosenDimension(relation: $0, dimension: dimension) },
                       multiplier, constant, priority, file, line)
    }

    /// Relates the width to another view's width.
    ///
    /// ```swift
    /// view.plan.width(.moreThanTo(otherView), constant: 8)   // view.width >= other.width + 8
    /// ```
    @discardableResult
    public func width(_ relation: InterRelation<View>, multiplyBy multiplier: CGFloat = 1, constant: CGFloat = 0,
                       priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.width, relation, multiplier, constant, priority, file, line)
    }

    /// Relates the width to a constant.
    ///
    /// ```swift
    /// view.plan.width(.lessThanTo(100))   // view.width <= 100
    /// ```
    @discardableResult
    public func width(_ relation: InterRelation<CGFloat>, priority: LayoutPriority? = nil,
                       file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.width, relation.coreRelation, .constant, 1, relation.related, priority, file, line)
    }

    /// Relates the height to an explicit dimension: `height REL anchor * multiplier + constant`.
    ///
    /// ```swift
    /// view.plan.height(.equalTo(otherView.heightAnchor), multiplyBy: 2)   // view.height == other.height * 2
    /// ```
    @discardableResult
    public func height(_ relation: InterRelation<LayoutDimension>, multiplyBy multiplier: CGFloat = 1, constant: CGFloat = 0,
                       priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.height, relation, multiplier, constant, priority, file, line)
    }

    /// Relates the height to a dimension of an anonymous view, such as `.width(of: .parent)`.
    ///
    /// ```swift
    /// view.plan.height(.equalTo(.width(of: .parent)), multiplyBy: 0.5, constant: -8)
    /// // view.height == parent.width * 0.5 - 8
    /// ```
    @discardableResult
    public func height(_ relation: InterRelation<RelatedAnchor<LayoutDimension>>, multiplyBy multiplier: CGFloat = 1,
                       constant: CGFloat = 0, priority: LayoutPriority? = nil,
                       file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.height, relation, multiplier, constant, priority, file, line)
    }

    /// Relates the height to the height of an anonymous view.
    ///
    /// ```swift
    /// view.plan.height(.lessThanTo(.parent), multiplyBy: 0.8)   // view.height <= parent.height * 0.8
    /// ```
    @discardableResult
    public func height(_ relation: InterRelation<AnonymousRelation>, multiplyBy multiplier: CGFloat = 1, constant: CGFloat = 0,
                       priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.height, relation, multiplier, constant, priority, file, line)
    }

    /// Relates the height to a chosen dimension of an anonymous view (the README's form).
    ///
    /// ```swift
    /// view.plan.height(.equalTo(.parent), .width)   // view.height == parent.width
    /// ```
    @discardableResult
    public func height(_ relation: InterRelation<AnonymousRelation>, _ dimension: DimensionKind, multiplyBy multiplier: CGFloat = 1,
                       constant: CGFloat = 0, priority: LayoutPriority? = nil,
                       file: StaticString = #fileID, line: UInt = #line) -> Self {
        self.dimension(.height, relation.map { ChosenDimension(relation: $0, dimension: dimension) },
                       multiplier, constant, priority, file, line)
    }

    /// Relates the height to another view's height.
    ///
    /// ```swift
    /// view.plan.height(.moreThanTo(otherView), constant: 8)   // view.height >= other.height + 8
    /// ```
    @discardableResult
    public func height(_ relation: InterRelation<View>, multiplyBy multiplier: CGFloat = 1, constant: CGFloat = 0,
                       priority: LayoutPriority? = nil, file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.height, relation, multiplier, constant, priority, file, line)
    }

    /// Relates the height to a constant.
    ///
    /// ```swift
    /// view.plan.height(.lessThanTo(100))   // view.height <= 100
    /// ```
    @discardableResult
    public func height(_ relation: InterRelation<CGFloat>, priority: LayoutPriority? = nil,
                       file: StaticString = #fileID, line: UInt = #line) -> Self {
        dimension(.height, relation.coreRelation, .constant, 1, relation.related, priority, file, line)
    }

    /// The one body of the relative dimension methods: `attribute REL target * multiplier + constant`.
    private func dimension(_ attribute: LayoutAttribute, _ relation: InterRelation<some PlanTargetConvertible>,
                           _ multiplier: CGFloat, _ constant: CGFloat, _ priority: LayoutPriority?,
                           _ file: StaticString, _ line: UInt) -> Self {
        dimension(attribute, relation.coreRelation, relation.related.planTarget(matching: attribute),
                  multiplier, constant, priority, file, line)
    }

    private func dimension(_ attribute: LayoutAttribute, _ relation: CoreRelation, _ target: PlanTarget, _ multiplier: CGFloat,
                           _ constant: CGFloat, _ priority: LayoutPriority?, _ file: StaticString, _ line: UInt) -> Self {
        sized(attribute, relation, target, multiplier, constant, priority.map(PriorityChoice.explicit) ?? .atBuild, file, line)
    }
}
