import Foundation
import PlumbCore

extension IBLowering {
    /// The intrinsic size IB's canvas gave a macOS view of a custom class arranged in an
    /// NSStackView or held by an NSGridView cell, or nil when the rule does not apply.
    ///
    /// A plain `customView` has no intrinsic size; one of a custom class may be an
    /// `@IBDesignable` whose `intrinsicContentSize` IB renders and lays the canvas out with. An
    /// iOS document records that size in `<designables>`, a macOS one does not, so the view's
    /// recorded (alignment) size is the only evidence of it. In a stack or a grid cell nothing
    /// else sizes such a view: DSFInspectorPanes' frame pane (round 26) centres a stack of two
    /// `DSFStepperView`s over mini labels in an 84-pt grid row, recorded 50 + 2 + 11 = 63 pt
    /// tall and centred at y = 11, and its colour-scheme pane centres a third stepper, 30 pt
    /// tall, in a grid cell, where a view without a size lets the grid's fill stretch it (or
    /// its stack) over the whole row. A view with subviews (a container, not a designable),
    /// one IB marks misplaced (a stale frame) or ambiguous (IB did not size it either) keeps
    /// no size.
    func macDesignableSize(_ view: IBView, parentView: IBView?, alignmentSize: CGSize) -> CGSize? {
        guard document.platform == .macOS, view.element == "customView", view.customClass != nil,
              view.subviews.isEmpty, !view.isMarkedMisplaced, view.attributes["ambiguous"] != "YES",
              parentView?.stack != nil || parentView?.element == "gridView" else { return nil }
        return CGSize(width: max(0, alignmentSize.width), height: max(0, alignmentSize.height))
    }
}
