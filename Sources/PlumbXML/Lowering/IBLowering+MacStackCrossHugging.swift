import Foundation
import PlumbCore

extension IBLowering {
    /// Across its axis an NSStackView hugs its views at its own hugging priority for that axis
    /// (AppKit's `setHuggingPriority(_:for:)`: the priority with which the stack keeps its size
    /// to its views'). With a leading, trailing or centre alignment the placement rules alone
    /// leave a view without an intrinsic size free to be any width within the stack; the
    /// hugging pulls its free edge(s) to the stack's, so such a view spans the stack, while a
    /// view that hugs its own content (priority 250 or more) keeps its size. Held one point
    /// below the stack's hugging, as the baseline rule does, so a nested stack hugging at the
    /// same priority keeps its own size. (The gravity-area arrangement has this already.)
    func macStackCrossHuggingConstraints(context: RootContext) -> [ConstraintSpec] {
        guard document.platform == .macOS else { return [] }
        var result: [ConstraintSpec] = []
        for view in context.views {
            // Only stacks without edge insets: the one file with insets (a corpus alert, whose
            // other frames are stale) draws its view across the insets, which this does not say.
            guard let stack = view.stack, stack.distribution != "gravityAreas",
                  stack.edgeInsets.map({ $0.top == 0 && $0.left == 0 && $0.bottom == 0 && $0.right == 0 }) ?? true else { continue }
            let vertical = stack.vertical
            let crossLead: LayoutAttribute = vertical ? .leading : .top
            let crossTrail: LayoutAttribute = vertical ? .trailing : .bottom
            let edges: [LayoutAttribute]
            switch stack.alignment {
            case "leading", "top": edges = [crossTrail]
            case "trailing", "bottom": edges = [crossLead]
            case "center", "centerX", "centerY": edges = [crossLead, crossTrail]
            default: continue
            }
            let hugging = stack.crossHugging - 1
            for child in view.subviews where !(stack.detachesHiddenViews && child.isHidden) {
                for edge in edges {
                    result.append(ConstraintSpec(first: .view(Self.key(child.index)), firstAttribute: edge, relation: .equal,
                                                 second: .view(Self.key(view.index)), secondAttribute: edge, multiplier: 1,
                                                 constant: 0, priority: hugging, identifier: nil,
                                                 origin: .implicit("NSStackView-cross-hugging")))
                }
            }
        }
        return result
    }
}
