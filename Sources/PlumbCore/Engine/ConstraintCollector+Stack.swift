import Foundation
internal import PlumbSolver

extension ConstraintCollector {
    /// UIStackView's arrangement as constraints (named as UIKit names them, `UISV-…`).
    mutating func arrange(_ stack: StackView) {
        lowering(LoweredGroup(stack, .arrangement)) { $0.lowerArrangement(stack) }
    }

    private mutating func lowerArrangement(_ stack: StackView) {
        let visible = stack.visibleArrangedSubviews
        let canvas: any LayoutItem = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let horizontal = stack.axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let center: LayoutAttribute = horizontal ? .centerX : .centerY
        let size: LayoutAttribute = horizontal ? .width : .height

        func e(_ item: any LayoutItem, _ a: LayoutAttribute) -> AffineExpression { expression(item, a) }

        // Hidden arranged views collapse below required, so they never conflict with their own constraints.
        for view in stack.arrangedSubviews where view.isHidden {
            add(e(view, size), .equal, AffineExpression(), priority: EnginePriority.guideClamp, name: "UISV-hiding")
            add(e(view, lead), .equal, e(canvas, lead), priority: EnginePriority.guidePull, name: "UISV-hiding")
            // Across the axis it starts at the canvas's edge and, where nothing else sizes it, spans
            // it — so it is not ambiguous — but only weakly: a hidden view never sizes the stack
            // (hiding the tallest view of a row makes the row shorter).
            let crossLead: LayoutAttribute = horizontal ? .top : .leading
            let crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
            add(e(view, crossLead), .equal, e(canvas, crossLead), priority: EnginePriority.hiddenPlacement, name: "UISV-hiding")
            add(e(view, crossTrail), .equal, e(canvas, crossTrail), priority: EnginePriority.hiddenExtent, name: "UISV-hiding")
        }
        guard let first = visible.first, let last = visible.last else {
            // An empty stack (none of its arranged views shown) hugs to nothing along its axis
            // unless something else sizes it — and across it too, where no alignment of a shown
            // view sizes it — but never below nothing: an enclosing stack's own fit may not
            // shrink it to a negative size (IB draws Threema's row of one hidden button 0 × 0).
            let crossSize: LayoutAttribute = horizontal ? .height : .width
            add(e(canvas, size), .equal, AffineExpression(), priority: 49, name: "UISV-canvas-fit")
            add(e(canvas, crossSize), .equal, AffineExpression(), priority: 49, name: "UISV-canvas-fit")
            add(e(canvas, size), .greaterThanOrEqual, AffineExpression(), priority: 1000, name: "UISV-canvas-fit")
            add(e(canvas, crossSize), .greaterThanOrEqual, AffineExpression(), priority: 1000, name: "UISV-canvas-fit")
            return
        }

        let baselineSpacing = stack.isBaselineRelativeArrangement && !horizontal
        // Right-to-left rows run leftwards: gaps subtract and minimum gaps become maxima.
        let rtl = horizontal && slot(stack).rightToLeft
        let atLeast: Relation = rtl ? .lessThanOrEqual : .greaterThanOrEqual
        let atMost: Relation = rtl ? .greaterThanOrEqual : .lessThanOrEqual

        // Main axis: ends and spacing.
        let edge = min(stack.axisEdgePriority, 1000)
        if edge < 1000 {
            add(e(first, lead), atLeast, e(canvas, lead), priority: 1000, name: "UISV-canvas-connection")
            add(e(last, trail), atMost, e(canvas, trail), priority: 1000, name: "UISV-canvas-connection")
        }
        add(e(first, lead), .equal, e(canvas, lead), priority: edge, name: "UISV-canvas-connection")
        add(e(last, trail), .equal, e(canvas, trail), priority: edge, name: "UISV-canvas-connection")
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = Double(stack.gap(after: a)) * (rtl ? -1 : 1)
            let from = baselineSpacing ? e(a, .lastBaseline) : e(a, trail)
            let to = baselineSpacing ? e(b, .firstBaseline) : e(b, lead)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(to, .equal, from + gap, priority: 1000, name: "UISV-spacing")
            case .equalSpacing, .equalCentering:
                add(to, atLeast, from + gap, priority: 1000, name: "UISV-spacing")
            }
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for v in visible.dropFirst() {
                add(e(v, size), .equal, e(first, size), priority: stack.fillEquallyPriority, name: "UISV-fill-equally")
            }
        case .fillProportionally:
            let intrinsic = visible.map { v -> Double in
                let s = v.storedIntrinsicContentSize
                let value = Double(horizontal ? s.width : s.height)
                return value == Double(View.noIntrinsicMetric) ? 0 : max(0, value)
            }
            let total = intrinsic.reduce(0, +)
            if total > 0 {
                // Each view gets its share of the room left after spacing: w_i · Σw = iw_i · (canvas − gaps).
                let gaps = zip(visible, visible.dropFirst()).map { Double(stack.gap(after: $0.0)) }.reduce(0, +)
                for (v, iw) in zip(visible, intrinsic) {
                    add(e(v, size), .equal, (e(canvas, size) - gaps) * (iw / total), priority: 999,
                        name: "UISV-fill-proportionally")
                }
            }
        case .equalSpacing:
            let gaps = zip(visible, visible.dropFirst()).map { e($0.1, lead) - e($0.0, trail) }
            for g in gaps.dropFirst() {
                add(g, .equal, gaps[0], priority: 1000, name: "UISV-distributing-edge")
            }
        case .equalCentering:
            let distances = zip(visible, visible.dropFirst()).map { e($0.1, center) - e($0.0, center) }
            for d in distances.dropFirst() {
                add(d, .equal, distances[0], priority: 999, name: "UISV-distributing-edge")
            }
        }
        if stack.distribution == .equalSpacing || stack.distribution == .equalCentering {
            // Its spacing is only a minimum, so a stack nothing else sizes along its axis would
            // have any length: it hugs its arranged views weakly, down to the minimum spacing
            // (IB draws both distributions there: the smallest gap is the spacing).
            add(e(canvas, size), .equal, AffineExpression(), priority: 49, name: "UISV-canvas-fit")
        }

        alignAcross(stack, visible: visible, canvas: canvas)
    }

    private mutating func alignAcross(_ stack: StackView, visible: [View], canvas: any LayoutItem) {
        let horizontal = stack.axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .top : .leading
        let trail: LayoutAttribute = horizontal ? .bottom : .trailing
        let center: LayoutAttribute = horizontal ? .centerY : .centerX
        let size: LayoutAttribute = horizontal ? .height : .width
        func e(_ item: any LayoutItem, _ a: LayoutAttribute) -> AffineExpression { expression(item, a) }

        // Across a vertical stack under right-to-left, leading is the right edge: "within the
        // canvas" inequalities on leading/trailing run the other way.
        let mirrored = !horizontal && slot(stack).rightToLeft
        let atMost: Relation = mirrored ? .greaterThanOrEqual : .lessThanOrEqual
        let atLeast: Relation = mirrored ? .lessThanOrEqual : .greaterThanOrEqual
        // NSStackView's placement (against its edge insets, or its edges) may yield to an explicit
        // size or position; the bounds always hold.
        let yields = stack.crossAxisInsetPriority < 1000
        let crossPriority = yields ? stack.crossAxisInsetPriority : 1000
        if yields {
            let crossLead: LayoutAttribute = horizontal ? .top : .leading
            let crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
            for v in visible {
                add(e(v, crossLead), atLeast, e(stack, crossLead), priority: 1000, name: "NSStackView-clipping")
                add(e(v, crossTrail), atMost, e(stack, crossTrail), priority: 1000, name: "NSStackView-clipping")
            }
        }
        var alignment = stack.alignment
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        for v in visible {
            switch alignment {
            case .fill:
                add(e(v, lead), .equal, e(canvas, lead), priority: crossPriority, name: "UISV-alignment")
                add(e(v, trail), .equal, e(canvas, trail), priority: crossPriority, name: "UISV-alignment")
            case .leading:
                add(e(v, lead), .equal, e(canvas, lead), priority: crossPriority, name: "UISV-alignment")
                add(e(v, trail), atMost, e(canvas, trail), priority: crossPriority, name: "UISV-spanning-boundary")
            case .trailing:
                add(e(v, trail), .equal, e(canvas, trail), priority: crossPriority, name: "UISV-alignment")
                add(e(v, lead), atLeast, e(canvas, lead), priority: crossPriority, name: "UISV-spanning-boundary")
            case .center:
                add(e(v, center), .equal, e(canvas, center), priority: crossPriority, name: "UISV-alignment")
                add(e(v, lead), atLeast, e(canvas, lead), priority: crossPriority, name: "UISV-spanning-boundary")
                add(e(v, trail), atMost, e(canvas, trail), priority: crossPriority, name: "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let b: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if v !== visible[0] {
                    add(e(v, b), .equal, e(visible[0], b), priority: 1000, name: "UISV-alignment")
                }
                add(e(v, lead), atLeast, e(canvas, lead), priority: crossPriority, name: "UISV-spanning-boundary")
                add(e(v, trail), atMost, e(canvas, trail), priority: crossPriority, name: "UISV-spanning-boundary")
            }
        }
        if alignment != .fill {
            add(e(canvas, size), .equal, AffineExpression(), priority: 49, name: "UISV-canvas-fit")
        }
    }
}
