import PlumbCore

/// An anchor of an anonymous view: `.top(of: .keyboard)`, `.height(of: .parent)`.
///
/// Use it when the other anchor differs from the planned one, or to relate to a guide's
/// anchor without naming the guide.
///
/// ```swift
/// banner.plan
///     .bottom(.equal, to: .top(of: .keyboard))          // banner.bottom == keyboard.top
///     .width(.equalTo(.height(of: .parent)))            // banner.width == parent.height
/// ```
public struct RelatedAnchor<Anchor> {
    /// Which anonymous view (or guide) the anchor belongs to.
    public let relation: AnonymousRelation
    /// Which of its attributes.
    public let attribute: LayoutAttribute

    init(_ relation: AnonymousRelation, _ attribute: LayoutAttribute) {
        self.relation = relation
        self.attribute = attribute
    }
}

extension RelatedAnchor where Anchor == LayoutXAxisAnchor {
    /// The left anchor of an anonymous view.
    ///
    /// ```swift
    /// v.plan.right(.equalTo(8), to: .left(of: .previous))
    /// ```
    public static func left(of relation: AnonymousRelation) -> Self { .init(relation, .left) }
    /// The right anchor of an anonymous view.
    ///
    /// ```swift
    /// v.plan.left(.equalTo(8), to: .right(of: .previous))
    /// ```
    public static func right(of relation: AnonymousRelation) -> Self { .init(relation, .right) }
    /// The horizontal centre of an anonymous view.
    ///
    /// ```swift
    /// v.plan.left(.equal, to: .centerX(of: .parent))
    /// ```
    public static func centerX(of relation: AnonymousRelation) -> Self { .init(relation, .centerX) }
}

extension RelatedAnchor where Anchor == LayoutYAxisAnchor {
    /// The top anchor of an anonymous view.
    ///
    /// ```swift
    /// v.plan.bottom(.moreThan, to: .top(of: .keyboard))
    /// ```
    public static func top(of relation: AnonymousRelation) -> Self { .init(relation, .top) }
    /// The bottom anchor of an anonymous view.
    ///
    /// ```swift
    /// v.plan.top(.equalTo(8), to: .bottom(of: .previous))
    /// ```
    public static func bottom(of relation: AnonymousRelation) -> Self { .init(relation, .bottom) }
    /// The vertical centre of an anonymous view.
    ///
    /// ```swift
    /// v.plan.top(.equal, to: .centerY(of: .parent))
    /// ```
    public static func centerY(of relation: AnonymousRelation) -> Self { .init(relation, .centerY) }
}

extension RelatedAnchor where Anchor == LayoutDimension {
    /// The width of an anonymous view.
    ///
    /// ```swift
    /// v.plan.height(.equalTo(.width(of: .myself)))   // square
    /// ```
    public static func width(of relation: AnonymousRelation) -> Self { .init(relation, .width) }
    /// The height of an anonymous view.
    ///
    /// ```swift
    /// v.plan.width(.equalTo(.height(of: .parent)), multiplyBy: 0.5)
    /// ```
    public static func height(of relation: AnonymousRelation) -> Self { .init(relation, .height) }
}
