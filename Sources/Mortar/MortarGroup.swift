import PlumbCore

/// An array of Mortar constraints, handled as one.
///
/// ```swift
/// let group: MortarGroup = [
///     view1.m_origin |=| view2,
///     view1.m_size   |=| (100, 100),
/// ]
/// group.deactivate()
/// group.activate()
/// ```
public typealias MortarGroup = [MortarConstraint]

extension Array where Element == MortarConstraint {
    /// Every core constraint of every element, in order.
    public var layoutConstraints: [LayoutConstraint] { flatMap(\.layoutConstraints) }

    /// Every error of every element, in order.
    public var errors: [MortarError] { flatMap(\.errors) }

    /// Activates every element.
    ///
    /// ```swift
    /// group.activate()
    /// ```
    @discardableResult
    public func activate() -> Self {
        for c in self { c.activate() }
        return self
    }

    /// Deactivates every element.
    ///
    /// ```swift
    /// group.deactivate()
    /// ```
    @discardableResult
    public func deactivate() -> Self {
        for c in self { c.deactivate() }
        return self
    }

    /// Deactivates this group and activates `other`; returns `other`.
    ///
    /// ```swift
    /// group1.replace(with: group2)
    /// ```
    @discardableResult
    public func replace(with other: MortarGroup) -> MortarGroup {
        deactivate()
        return other.activate()
    }

    /// Sets the priority of every constraint of every element.
    ///
    /// ```swift
    /// group.changePriority(to: .high)
    /// ```
    @discardableResult
    public func changePriority(to priority: some MortarPriorityConvertible) -> Self {
        for c in self { c.changePriority(to: priority) }
        return self
    }
}
