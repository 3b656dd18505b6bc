import PlumbCore

extension View {
    /// Adds the subviews the builder lists, in order, with deferred activation as `|+|`
    /// (Mortar 2.0.0–2.0.2, mentioned by seed 003).
    ///
    /// ```swift
    /// card.addSubviews {
    ///     title
    ///     Label.create { $0.m_width |=| card }
    /// }
    /// ```
    @discardableResult
    public func addSubviews(@MortarSubviewBuilder _ subviews: () -> [View]) -> Self {
        MortarHierarchy.add(self, reversed: false, subviews)
    }
}

extension StackView {
    /// Adds the views the builder lists as arranged subviews, in order, with deferred
    /// activation as `|+|` (Mortar 2.0.0–2.0.2, mentioned by seed 003).
    ///
    /// ```swift
    /// stack.addArrangedSubviews {
    ///     title
    ///     subtitle
    /// }
    /// ```
    @discardableResult
    public func addArrangedSubviews(@MortarSubviewBuilder _ subviews: () -> [View]) -> Self {
        MortarHierarchy.add(self, reversed: false, subviews)
    }
}
