import PlumbCore

/// A tuple of sources with an optional priority: what `(a, b) ! .high` makes, and how Mortar
/// reads any 2- or 4-tuple on the right side.
///
/// Element priorities win over the tuple priority, which wins over the default.
///
/// ```swift
/// view1.m_size |=| (100, 200) ! .low
/// view1.m_size |=| (view2.m_height ! .high, view2.m_width + 20)
/// ```
public struct MortarTuple: CustomStringConvertible {
    /// The elements, one per component of the target.
    public internal(set) var components: [MortarAttribute]
    /// The priority given with `!`, if any.
    public internal(set) var priority: LayoutPriority?

    /// A tuple of the given elements.
    ///
    /// ```swift
    /// MortarTuple([view2.m_width, 100]).components.count   // 2
    /// ```
    public init(_ components: [any MortarAttributable], priority: LayoutPriority? = nil) {
        self.components = components.map { $0.mortarOperand.attributeForTuple }
        self.priority = priority
    }

    /// `(a, b)`.
    public var description: String { "(" + components.map(\.description).joined(separator: ", ") + ")" }
}
