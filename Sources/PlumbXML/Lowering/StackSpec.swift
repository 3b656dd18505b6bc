import Foundation
import PlumbCore

/// Stack view attributes.
package struct StackSpec {
    package var axis: LayoutConstraint.Axis
    package var distribution: StackView.Distribution
    package var alignment: StackView.Alignment
    package var spacing: CGFloat
    package var isBaselineRelativeArrangement: Bool
    package var isLayoutMarginsRelativeArrangement: Bool
    /// Below 1000 for NSStackView edge insets (see `StackView.crossAxisInsetPriority`).
    package var crossAxisInsetPriority: Double = 1000
    /// See `StackView.axisEdgePriority`.
    package var axisEdgePriority: Double = 1000
    /// Below 1000 for NSStackView's `fillEqually` (see `StackView.fillEquallyPriority`).
    package var fillEquallyPriority: Double = 1000
    /// Custom spacing after arranged views, by view key.
    package var customSpacing: [(key: String, spacing: CGFloat)]
    /// Keys of arranged subviews in order (default: all children).
    package var arranged: [String]?
}
