import Foundation

extension View {
    /// The natural size of the view's content; an axis set to ``noIntrinsicMetric`` has none.
    /// The engine turns it into hugging (`≤`) and compression-resistance (`≥`) constraints.
    ///
    /// ```swift
    /// label.intrinsicContentSize = CGSize(width: 120, height: 21)
    /// ```
    public var intrinsicContentSize: CGSize {
        get { storedIntrinsicContentSize }
        set {
            guard newValue != storedIntrinsicContentSize else { return }
            storedIntrinsicContentSize = newValue
            groupDidChange(.content)
        }
    }

    /// Tells the engine the content size changed (re-read at the next layout pass).
    public func invalidateIntrinsicContentSize() {
        lastMeasure = nil
        groupDidChange(.content)
    }

    /// One of the view's constraint groups (content, a stack's arrangement) must be re-lowered:
    /// on its own when the tree is laid out and nothing structural is pending, else by a
    /// structural pass.
    func groupDidChange(_ kind: LoweredGroup.Kind) {
        let root = rootView
        if root.engine == nil || root.needsLayout || root === self {
            setNeedsLayout()
        } else {
            root.pendingGroups.append((self, kind))
        }
    }

    /// How strongly the view resists growing past its intrinsic size on an axis (default 250).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority { hugging[axis.rawValue] }

    /// Sets the hugging priority for an axis.
    ///
    /// ```swift
    /// label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    /// ```
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        hugging[axis.rawValue] = priority
        groupDidChange(.content)
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        compressionResistance[axis.rawValue]
    }

    /// Sets the compression-resistance priority for an axis.
    ///
    /// ```swift
    /// label.setContentCompressionResistancePriority(.required, for: .vertical)
    /// ```
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        compressionResistance[axis.rawValue] = priority
        groupDidChange(.content)
    }
}
