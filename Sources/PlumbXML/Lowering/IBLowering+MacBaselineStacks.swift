import Foundation
import PlumbCore

extension IBLowering {
    /// A horizontal NSStackView aligned by baselines keeps its views as close to its top edge as
    /// the baselines allow: the stack hugs each view's top at its own vertical hugging priority.
    /// (Within the stack's height the baseline-aligned row could otherwise sit anywhere; IB's
    /// recorded frames put the tallest view flush with the top inset.)
    func macBaselineStackConstraints(context: RootContext) -> [ConstraintSpec] {
        guard document.platform == .macOS else { return [] }
        var result: [ConstraintSpec] = []
        for view in context.views {
            guard let stack = view.stack, !stack.vertical, stack.distribution != "gravityAreas",
                  stack.alignment == "firstBaseline" || stack.alignment == "lastBaseline" || stack.alignment == "baseline" else { continue }
            let hugging = stack.crossHugging - 1 // horizontal: across is vertical
            let inset = CGFloat(stack.edgeInsets?.top ?? 0)
            for child in view.subviews where !(stack.detachesHiddenViews && child.isHidden) {
                result.append(ConstraintSpec(first: .view(Self.key(child.index)), firstAttribute: .top, relation: .equal,
                                             second: .view(Self.key(view.index)), secondAttribute: .top, multiplier: 1,
                                             constant: inset, priority: hugging, identifier: nil,
                                             origin: .implicit("NSStackView-baseline-top")))
            }
        }
        return result
    }
}
