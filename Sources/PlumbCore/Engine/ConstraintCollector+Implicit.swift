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
            // Content scrolled below an ancestor's top inset shows that much lower on screen:
            // in content coordinates the root's safe rectangle sits that much higher.
            let shift = contentInsetShift(of: view)
            let safeLeft = AffineExpression(r.x) + Double(ri.left)
            let safeTop = AffineExpression(r.y) + Double(ri.top) - shift
            let safeRight = AffineExpression(r.x) + AffineExpression(r.width) - Double(ri.right)
            let safeBottom = AffineExpression(r.y) + AffineExpression(r.height) - Double(ri.bottom) - shift
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
            let own: [(AffineExpression, AffineExpression, Relation, String)] = [
                (gx, bx + Double(m.left), .greaterThanOrEqual, "UIView-leftMargin-guide-constraint"),
                (gy, by + Double(m.top), .greaterThanOrEqual, "UIView-topMargin-guide-constraint"),
                (gx + gw, bx + bw - Double(m.right), .lessThanOrEqual, "UIView-rightMargin-guide-constraint"),
                (gy + gh, by + bh - Double(m.bottom), .lessThanOrEqual, "UIView-bottomMargin-guide-constraint"),
            ]
            let parent = view === engine.root || !view.preservesSuperviewLayoutMargins ? nil : view.superview
            guard parent != nil || view.layoutMarginsFollowReadableWidth else {
                for (edge, value, _, name) in own { add(edge, .equal, value, priority: 1000, name: name) }
                return
            }
            // Each edge is the inner one of its candidates: required bounds plus a pull to the
            // view's own margin (the safe-area guide's max/min pattern).
            var inner = own.map { [$0.1] }
            if let parent {
                // A parent that scrolls its content below its inset shows its margins that much
                // higher in the content's coordinates.
                let p = slot(parent.layoutMarginsGuide)
                let px = AffineExpression(p.x), py = AffineExpression(p.y) - contentInset(of: parent)
                inner[0].append(px)
                inner[1].append(py)
                inner[2].append(px + AffineExpression(p.width))
                inner[3].append(py + AffineExpression(p.height))
            }
            for (i, (edge, value, relation, name)) in own.enumerated() {
                for bound in inner[i] { add(edge, relation, bound, priority: 1000, name: name) }
                add(edge, .equal, value, priority: EnginePriority.marginPull, name: name)
            }
            if view.layoutMarginsFollowReadableWidth {
                // At most the readable width, centred between the other bounds.
                let label = "UIView-readableWidth-margins"
                add(gw, .lessThanOrEqual, AffineExpression(constant: 672), priority: 1000, name: label)
                let left = inner[0].count > 1 ? nil : inner[0][0], right = inner[2].count > 1 ? nil : inner[2][0]
                if let left, let right {
                    add(gx * 2 + gw, .equal, left + right, priority: 1000, name: label)
                }
            }
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
            add(gw, .equal, mw, priority: EnginePriority.readablePull, name: label)
        }
    }
}
