import Foundation
import PlumbCore

extension IBLowering {
    /// NSStackView's gravity-area arrangement (its default distribution), as constraints:
    /// views run from the leading (top) edge with the stack's spacing; the stack hugs them at its
    /// own hugging priority.
    func macStackConstraints(context: RootContext) -> [ConstraintSpec] {
        guard document.platform == .macOS else { return [] }
        var result: [ConstraintSpec] = []
        for view in context.views {
            guard let stack = view.stack, stack.distribution == "gravityAreas" else { continue }
            let arranged = view.subviews.filter { stack.detachesHiddenViews ? !$0.isHidden : true }
            let stackRef = ItemRef.view(Self.key(view.index))
            let vertical = stack.vertical
            let insets = stack.edgeInsets ?? .zero
            let lead: LayoutAttribute = vertical ? .top : .leading
            let trail: LayoutAttribute = vertical ? .bottom : .trailing
            let leadInset = CGFloat(vertical ? insets.top : insets.left)
            let trailInset = CGFloat(vertical ? insets.bottom : insets.right)
            func c(_ a: ItemRef, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: ItemRef, _ ba: LayoutAttribute, _ k: CGFloat,
                   _ p: Float = 1000, _ name: String) -> ConstraintSpec {
                ConstraintSpec(first: a, firstAttribute: aa, relation: r, second: b, secondAttribute: ba, multiplier: 1, constant: k,
                               priority: p, identifier: nil, origin: .implicit(name))
            }
            guard let first = arranged.first, let last = arranged.last else { continue }
            let hugging = Float((vertical ? stack.verticalStackHugging : stack.horizontalStackHugging) ?? 250)
            let firstRef = ItemRef.view(Self.key(first.index)), lastRef = ItemRef.view(Self.key(last.index))
            result.append(c(firstRef, lead, .equal, stackRef, lead, leadInset, 1000, "NSStackView-gravity-leading"))
            for (a, b) in zip(arranged, arranged.dropFirst()) {
                let position = view.subviews.firstIndex { $0.index == a.index } ?? 0
                let spacing = position < stack.customSpacing.count ? stack.customSpacing[position] ?? stack.spacing : stack.spacing
                result.append(c(.view(Self.key(b.index)), lead, .equal, .view(Self.key(a.index)), trail, CGFloat(spacing), 1000, "NSStackView-spacing"))
            }
            result.append(c(stackRef, trail, .greaterThanOrEqual, lastRef, trail, trailInset, 1000, "NSStackView-gravity-trailing"))
            result.append(c(stackRef, trail, .equal, lastRef, trail, trailInset, min(hugging, 999), "NSStackView-hugging"))
            // Cross axis.
            let crossLead: LayoutAttribute = vertical ? .leading : .top
            let crossTrail: LayoutAttribute = vertical ? .trailing : .bottom
            let crossCenter: LayoutAttribute = vertical ? .centerX : .centerY
            let crossLeadInset = CGFloat(vertical ? insets.left : insets.top)
            let crossTrailInset = CGFloat(vertical ? insets.right : insets.bottom)
            for arrangedView in arranged {
                let ref = ItemRef.view(Self.key(arrangedView.index))
                switch stack.alignment {
                case "leading", "top":
                    result.append(c(ref, crossLead, .equal, stackRef, crossLead, crossLeadInset, 1000, "NSStackView-alignment"))
                    result.append(c(stackRef, crossTrail, .greaterThanOrEqual, ref, crossTrail, crossTrailInset, 1000, "NSStackView-alignment"))
                case "trailing", "bottom":
                    result.append(c(stackRef, crossTrail, .equal, ref, crossTrail, crossTrailInset, 1000, "NSStackView-alignment"))
                    result.append(c(ref, crossLead, .greaterThanOrEqual, stackRef, crossLead, crossLeadInset, 1000, "NSStackView-alignment"))
                case "width", "height":
                    result.append(c(ref, crossLead, .equal, stackRef, crossLead, crossLeadInset, 1000, "NSStackView-alignment"))
                    result.append(c(stackRef, crossTrail, .equal, ref, crossTrail, crossTrailInset, 1000, "NSStackView-alignment"))
                default:
                    result.append(c(ref, crossCenter, .equal, stackRef, crossCenter, (crossLeadInset - crossTrailInset) / 2, 1000, "NSStackView-alignment"))
                    result.append(c(ref, crossLead, .greaterThanOrEqual, stackRef, crossLead, crossLeadInset, 1000, "NSStackView-alignment"))
                }
            }
        }
        return result
    }

    /// NSGridView: rows and columns as invisible bands; cells place their content in them.
    func gridConstraints(context: RootContext) -> [ConstraintSpec] {
        []
    }
}
