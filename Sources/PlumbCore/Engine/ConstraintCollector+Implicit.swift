import Foundation
internal import PlumbSolver

extension ConstraintCollector {
    /// The root sits at its frame's origin; its size is an edit variable the engine suggests.
    mutating func pinRoot(_ root: View) {
        let s = slot(root)
        add(AffineExpression(s.x), .equal, AffineExpression(constant: Double(root.storedFrame.minX)),
            priority: 1000, name: "UIView-Encapsulated-Layout-Left")
        add(AffineExpression(s.y), .equal, AffineExpression(constant: Double(root.storedFrame.minY)),
            priority: 1000, name: "UIView-Encapsulated-Layout-Top")
    }

    /// A view that translates its autoresizing mask keeps its frame, and grows with its superview
    /// where the mask is flexible (the flexible parts share the change in proportion to their size).
    mutating func autoresize(_ view: View) {
        guard let parent = view.superview else { return }
        let s = slot(view), p = slot(parent)
        let reference = view.autoresizingReferenceSize ?? parent.storedFrame.size
        let f = view.storedFrame
        for axis in LayoutConstraint.Axis.allCases {
            let horizontal = axis == .horizontal
            let origin = Double(horizontal ? f.minX : f.minY)
            let size = Double(horizontal ? f.width : f.height)
            let total = Double(horizontal ? reference.width : reference.height)
            let flags: [AutoresizingMask] = horizontal
                ? [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
                : [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            let parts = [origin, size, total - origin - size]
            let flexible = flags.map { view.autoresizingMask.contains($0) }
            let flexibleSum = zip(parts, flexible).filter(\.1).map { max(0, $0.0) }.reduce(0, +)
            let count = Double(flexible.filter { $0 }.count)
            func share(_ i: Int) -> Double {
                guard flexible[i] else { return 0 }
                return flexibleSum > 0 ? max(0, parts[i]) / flexibleSum : 1 / count
            }
            let parentPos = AffineExpression(horizontal ? p.x : p.y)
            let parentSize = AffineExpression(horizontal ? p.width : p.height)
            let growth = parentSize - total   // parent size minus the reference size
            let label = "NSAutoresizingMaskLayoutConstraint \(view.autoresizingMask.notation(for: axis))"
            let pos = AffineExpression(horizontal ? s.x : s.y)
            let len = AffineExpression(horizontal ? s.width : s.height)
            add(pos, .equal, parentPos + growth * share(0) + origin, priority: 1000, name: label)
            add(len, .equal, growth * share(1) + size, priority: 1000, name: label)
        }
    }

    /// Hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) per axis.
    mutating func intrinsicSize(_ view: View) {
        lowering(LoweredGroup(view, .content)) { $0.lowerIntrinsicSize(view) }
    }

    private mutating func lowerIntrinsicSize(_ view: View) {
        let size = view.storedIntrinsicContentSize
        let s = slot(view)
        for axis in LayoutConstraint.Axis.allCases {
            let value = Double(axis == .horizontal ? size.width : size.height)
            guard value != Double(View.noIntrinsicMetric), value.isFinite, value >= 0 else { continue }
            let v = AffineExpression(axis == .horizontal ? s.width : s.height)
            let dim = axis == .horizontal ? "width" : "height"
            let hug = Double(view.contentHuggingPriority(for: axis).rawValue)
            let resist = Double(view.contentCompressionResistancePriority(for: axis).rawValue)
            add(v, .lessThanOrEqual, AffineExpression(constant: value), priority: hug,
                name: "NSContentSizeLayoutConstraint-Hug-\(dim)")
            add(v, .greaterThanOrEqual, AffineExpression(constant: value), priority: resist,
                name: "NSContentSizeLayoutConstraint-CompressionResistance-\(dim)")
        }
    }

    /// Geometry of a view's system guides.
    mutating func systemGuide(_ guide: LayoutGuide, of view: View) {
        guard let kind = guide.systemKind else { return }
        let g = slot(guide), v = slot(view)
        let gx = AffineExpression(g.x), gy = AffineExpression(g.y), gw = AffineExpression(g.width), gh = AffineExpression(g.height)
        let vx = AffineExpression(v.x), vy = AffineExpression(v.y), vw = AffineExpression(v.width), vh = AffineExpression(v.height)
        switch kind {
        case .safeArea:
            let label = "UIViewSafeAreaLayoutGuide"
            let insets = view === engine.root ? view.rootSafeAreaInsets : nil
            if let insets {
                add(gx, .equal, vx + Double(insets.left), priority: 1000, name: label)
                add(gy, .equal, vy + Double(insets.top), priority: 1000, name: label)
                add(gx + gw, .equal, vx + vw - Double(insets.right), priority: 1000, name: label)
                add(gy + gh, .equal, vy + vh - Double(insets.bottom), priority: 1000, name: label)
                return
            }
            // The root's safe rectangle, clamped into this view: max/min as a required bound plus a pull.
            let root = engine.root
            let r = slot(root)
            let ri = root.rootSafeAreaInsets
            let safeLeft = AffineExpression(r.x) + Double(ri.left)
            let safeTop = AffineExpression(r.y) + Double(ri.top)
            let safeRight = AffineExpression(r.x) + AffineExpression(r.width) - Double(ri.right)
            let safeBottom = AffineExpression(r.y) + AffineExpression(r.height) - Double(ri.bottom)
            let edges: [(AffineExpression, AffineExpression, AffineExpression, Relation)] = [
                (gx, vx, safeLeft, .greaterThanOrEqual),
                (gy, vy, safeTop, .greaterThanOrEqual),
                (gx + gw, vx + vw, safeRight, .lessThanOrEqual),
                (gy + gh, vy + vh, safeBottom, .lessThanOrEqual),
            ]
            for (edge, own, safe, relation) in edges {
                add(edge, relation, own, priority: 1000, name: label)
                add(edge, relation, safe, priority: 1000, name: label)
                add(edge, .equal, own, priority: EnginePriority.guideClamp, name: label)
            }
        case .layoutMargins:
            let base = view.insetsLayoutMarginsFromSafeArea ? slot(view.safeAreaLayoutGuide) : v
            let m = view.layoutMargins
            let bx = AffineExpression(base.x), by = AffineExpression(base.y)
            let bw = AffineExpression(base.width), bh = AffineExpression(base.height)
            add(gx, .equal, bx + Double(m.left), priority: 1000, name: "UIView-leftMargin-guide-constraint")
            add(gy, .equal, by + Double(m.top), priority: 1000, name: "UIView-topMargin-guide-constraint")
            add(gx + gw, .equal, bx + bw - Double(m.right), priority: 1000, name: "UIView-rightMargin-guide-constraint")
            add(gy + gh, .equal, by + bh - Double(m.bottom), priority: 1000, name: "UIView-bottomMargin-guide-constraint")
        case .keyboard:
            let label = "UIKeyboardLayoutGuide"
            add(gx, .equal, vx, priority: 1000, name: label)
            add(gw, .equal, vw, priority: 1000, name: label)
            add(gy + gh, .equal, vy + vh, priority: 1000, name: label)
            if let keyboard = engine.root.rootKeyboardFrame {
                let root = slot(engine.root)
                let top = AffineExpression(root.y) + Double(keyboard.minY)
                add(gy, .greaterThanOrEqual, vy, priority: 1000, name: label)
                add(gy, .lessThanOrEqual, vy + vh, priority: 1000, name: label)
                add(gy, .lessThanOrEqual, top, priority: EnginePriority.guideClamp, name: label)
                add(gy, .equal, vy + vh, priority: EnginePriority.guidePull, name: label)
            } else {
                let safe = slot(view.safeAreaLayoutGuide)
                add(gy, .equal, AffineExpression(safe.y) + AffineExpression(safe.height), priority: 1000, name: label)
            }
        case .readableContent:
            let label = "UIView-readableContentGuide"
            let m = slot(view.layoutMarginsGuide)
            let mx = AffineExpression(m.x), mw = AffineExpression(m.width)
            add(gy, .equal, AffineExpression(m.y), priority: 1000, name: label)
            add(gh, .equal, AffineExpression(m.height), priority: 1000, name: label)
            add(gx + gw * 0.5, .equal, mx + mw * 0.5, priority: 1000, name: label)
            add(gw, .lessThanOrEqual, mw, priority: 1000, name: label)
            add(gw, .lessThanOrEqual, AffineExpression(constant: 672), priority: 1000, name: label)
            add(gw, .equal, mw, priority: EnginePriority.guideClamp, name: label)
        }
    }
}
