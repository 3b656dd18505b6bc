import Foundation
import PlumbCore

extension LayoutSpec {
    /// For each conflict among required constraints, the document constraint its recorded frames
    /// show broken: the one of the document's own constraints in the set that the recorded frames
    /// violate (by more than `tolerance`) while every other one that can be measured on them holds.
    /// Which member of a conflict gives way is the engine's choice, not the constraints'; the
    /// frames Interface Builder saved say which one it gave up (IQDropDownTextField's demo: a
    /// field's `height == 35` in a fill-equally stack pinned to both ends of the screen, every
    /// row recorded 57.5 tall). Returns indices into ``constraints``; conflicts without exactly
    /// one such constraint, or whose broken constraint is already it, are left alone.
    func constraintsTheRecordedFramesBreak(in conflicts: [UnsatisfiableConstraints], tolerance: CGFloat = 0.5) -> [Int] {
        let rects = recordedRects()
        guard !rects.isEmpty else { return [] }
        let rightToLeft = Self.anyRightToLeft(root)
        // The document's required constraints by where they are declared (the first of each).
        var required: [ConstraintOrigin: Int] = [:]
        for (index, c) in constraints.enumerated() where c.priority >= 1000 {
            if case .imported = c.origin, required[c.origin] == nil { required[c.origin] = index }
        }
        var chosen: [Int] = []
        for conflict in conflicts {
            var violated: [Int] = []
            for member in conflict.conflicting {
                guard let index = required[member.origin] else { continue }
                if Self.isViolated(constraints[index], rects: rects, rightToLeft: rightToLeft, tolerance: tolerance) == true {
                    if !violated.contains(index) { violated.append(index) }
                }
            }
            guard violated.count == 1, let index = violated.first, constraints[index].origin != conflict.broken.origin,
                  !chosen.contains(index) else { continue }
            chosen.append(index)
        }
        return chosen.sorted()
    }

    /// Views' recorded alignment rects in root coordinates, by key, chained from the root through
    /// the recorded frames (``ViewSpec/frame``). Views the document marks misplaced (stale
    /// frames) and what is inside a scroll view (content coordinates) are left out.
    private func recordedRects() -> [String: CGRect] {
        let scrolling = Set(guides.map(\.owner))
        var out: [String: CGRect] = [:]
        func visit(_ view: ViewSpec, origin: CGPoint, isRoot: Bool) {
            let rect = isRoot ? CGRect(origin: .zero, size: view.frame.size)
                : CGRect(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY, width: view.frame.width, height: view.frame.height)
            guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
            if isRoot || (view.recorded != nil && view.recorded?.isMarkedMisplaced != true) { out[view.key] = rect }
            guard !scrolling.contains(view.key) else { return }
            for child in view.children { visit(child, origin: rect.origin, isRoot: false) }
        }
        visit(root, origin: .zero, isRoot: true)
        return out
    }

    private static func anyRightToLeft(_ view: ViewSpec) -> Bool {
        view.semanticContentAttribute == .forceRightToLeft || view.children.contains(where: anyRightToLeft)
    }

    /// Whether the recorded frames violate a constraint; nil when it cannot be measured on them
    /// (guides, margins, baselines, positions scaled by a multiplier, views without a rect).
    private static func isViolated(_ c: ConstraintSpec, rects: [String: CGRect], rightToLeft: Bool, tolerance: CGFloat) -> Bool? {
        func value(_ item: ItemRef, _ attribute: LayoutAttribute) -> CGFloat? {
            guard case let .view(key) = item, let r = rects[key] else { return nil }
            switch attribute {
            case .left: return r.minX
            case .right: return r.maxX
            case .leading: return rightToLeft ? nil : r.minX
            case .trailing: return rightToLeft ? nil : r.maxX
            case .top: return r.minY
            case .bottom: return r.maxY
            case .centerX: return r.midX
            case .centerY: return r.midY
            case .width: return r.width
            case .height: return r.height
            default: return nil
            }
        }
        let isSize = { (a: LayoutAttribute) in a == .width || a == .height }
        guard let lhs = value(c.first, c.firstAttribute) else { return nil }
        var rhs = c.constant
        if let second = c.second {
            // A position scaled by a multiplier is measured in the holding view's coordinates.
            guard c.multiplier == 1 || (isSize(c.firstAttribute) && isSize(c.secondAttribute)),
                  let other = value(second, c.secondAttribute) else { return nil }
            rhs += c.multiplier * other
        }
        switch c.relation {
        case .equal: return abs(lhs - rhs) > tolerance
        case .lessThanOrEqual: return lhs > rhs + tolerance
        case .greaterThanOrEqual: return lhs < rhs - tolerance
        }
    }
}
