import Foundation
import PlumbCore

extension IBLowering {
    /// The intrinsic size of a UIKit view arranged in a UIStackView whose alignment is not
    /// `fill`, completed across the stack's axis with the view's recorded length where its class
    /// has no content on that axis.
    ///
    /// The stack's alignment places such a view (centre, leading, trailing, top, bottom,
    /// baselines) but sets no length across the axis, and nothing else does: Interface Builder's
    /// canvas keeps the recorded frame, as it does for an image view without an image (round 25:
    /// PIA's update screen, a plain 240-pt view centred in a vertical stack, recorded 240 wide
    /// and centred). A stack view's own length comes from its arrangement, so it is left alone,
    /// as is an axis on which the view's class has content.
    func recordedCrossLength(_ view: IBView, intrinsicSize: CGSize?, alignmentSize: CGSize,
                             parentView: IBView?, context: RootContext) -> CGSize? {
        guard document.platform != .macOS, view.stack == nil, let parentView, let stack = parentView.stack,
              (context.override("alignment", of: parentView) ?? stack.alignment) != "fill" else { return intrinsicSize }
        let vertical = context.override("axis", of: parentView).map { $0 == "vertical" } ?? stack.vertical
        let none = View.noIntrinsicMetric
        var size = intrinsicSize ?? CGSize(width: none, height: none)
        if vertical, size.width == none { size.width = max(0, alignmentSize.width) }
        if !vertical, size.height == none { size.height = max(0, alignmentSize.height) }
        return size
    }
}
