extension View {
    /// The traits this view lays out for: its own specified fields over its superview's.
    /// Setting it overrides the fields you specify for this subtree and notifies every view
    /// whose effective traits change.
    ///
    /// ```swift
    /// root.traitCollection = TraitCollection(horizontalSizeClass: .regular)
    /// ```
    public var traitCollection: TraitCollection {
        get {
            let inherited = superview?.traitCollection ?? .unspecified
            return traitOverride.map { inherited.overlaid(with: $0) } ?? inherited
        }
        set {
            let previous = traitCollection
            traitOverride = newValue
            notifyTraitChange(previous: previous)
            setNeedsLayout()
        }
    }

    func traitCollectionIgnoringSuperview() -> TraitCollection { traitOverride ?? .unspecified }

    func notifyTraitChange(previous: TraitCollection) {
        let current = traitCollection
        guard current != previous else { return }
        traitCollectionDidChange(previous)
        onTraitCollectionChange?(self, previous)
        for child in subviews {
            let childPrevious = child.traitOverride.map { previous.overlaid(with: $0) } ?? previous
            child.notifyTraitChange(previous: childPrevious)
        }
    }
}
