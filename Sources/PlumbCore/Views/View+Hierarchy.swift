import Foundation

extension View {
    /// Adds a view on top of the other subviews (removing it from its old superview first).
    ///
    /// ```swift
    /// root.addSubview(title)
    /// ```
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at a z-order index (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !view.isAncestor(of: self) else { return }   // refusing a cycle, as UIKit
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            setNeedsLayout()
            return
        }
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        view.engine = nil
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if view.autoresizingReferenceSize == nil { view.autoresizingReferenceSize = storedFrame.size }
        view.notifyTraitChange(previous: view.traitCollectionIgnoringSuperview())
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview and deactivates every constraint that relates an item
    /// of its subtree to an item outside it, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let previous = traitCollection
        var ancestor: View? = parent
        while let a = ancestor {
            for c in a.installed where c.items.contains(where: { isAncestorOrSelf(ofItem: $0) }) {
                c.deactivateNow()
            }
            ancestor = a.superview
        }
        parent.subviews.removeAll { $0 === self }
        (parent as? StackView)?.arrangedViewRemoved(self)
        superview = nil
        parent.setNeedsLayout()
        needsLayout = true
        notifyTraitChange(previous: previous)
        didMoveToSuperview()
    }

    /// Whether this view is `view` or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    func isAncestor(of view: View) -> Bool { view !== self && view.isDescendant(of: self) }

    func isAncestorOrSelf(ofItem item: any LayoutItem) -> Bool {
        guard let v = item.owningViewForLayout else { return false }
        return v.isDescendant(of: self)
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var rootView: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    var depth: Int {
        var d = 0
        var v = self
        while let s = v.superview { d += 1; v = s }
        return d
    }

    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        var x = a, y = b
        var dx = x.depth, dy = y.depth
        while dx > dy, let s = x.superview { x = s; dx -= 1 }
        while dy > dx, let s = y.superview { y = s; dy -= 1 }
        while x !== y {
            guard let sx = x.superview, let sy = y.superview else { return nil }
            x = sx; y = sy
        }
        return x
    }

    /// Every view of the subtree in depth-first pre-order, the view first.
    public var subtree: [View] {
        var out: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }
}
