import Foundation
import PlumbCore

extension View {
    /// The spacing a stack view leaves after this view (Mortar 2.0.4+).
    ///
    /// If the view is already an arranged subview of a `StackView` the spacing applies at
    /// once; otherwise it applies when the view is added to a stack view with `|+|`/`|^|`.
    /// Setting `nil` forgets a spacing that has not been applied yet.
    ///
    /// ```swift
    /// title.m_customSpacingAfter = 16
    /// stack |+| [title, body]     // 16 after title
    /// ```
    public var m_customSpacingAfter: CGFloat? {
        get { MortarSideTable.customSpacingAfter.value(for: self) }
        set {
            MortarSideTable.customSpacingAfter.set(newValue, for: self)
            if let newValue, let stack = superview as? StackView,
               stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.setCustomSpacing(newValue, after: self)
            }
        }
    }
}
