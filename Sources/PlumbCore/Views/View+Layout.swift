import Foundation

extension View {
    /// Solves the tree this view belongs to, if anything changed, and sets every frame.
    ///
    /// The tree is solved from its root, whose frame is the window. The engine keeps its solver
    /// between passes, so only what changed is re-solved.
    ///
    /// ```swift
    /// root.layoutIfNeeded()
    /// title.frame
    /// ```
    public func layoutIfNeeded() {
        let root = rootView
        guard root.needsLayout || root.needsResize || !root.pendingConstraints.isEmpty || !root.pendingGroups.isEmpty
        else { return }
        let changed = root.pendingConstraints, groups = root.pendingGroups
        root.pendingConstraints = []
        root.pendingGroups = []
        root.layoutEngine.layout(structural: root.needsLayout, changedConstraints: changed, changedGroups: groups)
        root.needsResize = false
    }

    /// What the last layout pass of this view's tree found wrong (conflicts it recovered from…).
    public var layoutDiagnostics: LayoutDiagnostics { rootView.engine?.diagnostics ?? LayoutDiagnostics() }

    /// Whether this view's position or size is not determined by the constraints (after layout).
    public var hasAmbiguousLayout: Bool {
        let name = itemName
        return rootView.ambiguityReport().contains { $0.item == name }
    }

    /// Every view of this tree whose x, y, width or height the constraints leave open.
    ///
    /// ```swift
    /// root.ambiguityReport().map(\.description)   // ["root/badge: x not determined"]
    /// ```
    public func ambiguityReport() -> [AmbiguousItem] {
        layoutIfNeeded()
        return rootView.layoutEngine.ambiguity()
    }

    /// The part of ``ambiguityReport()`` that is freedom rather than a tie: what stays open when
    /// every optional constraint the solution does not satisfy keeps its error as it is. A value
    /// that only trades one losing constraint's error for another's (equal priorities in
    /// conflict) is left out; a value no constraint fixes at all stays in.
    ///
    /// ```swift
    /// root.freeAmbiguityReport().map(\.description)   // ["root/badge: x not determined"]
    /// ```
    package func freeAmbiguityReport() -> [AmbiguousItem] {
        layoutIfNeeded()
        return rootView.layoutEngine.freeAmbiguity()
    }

    /// ``ambiguityReport()`` without the ties too small to see: every optional constraint the
    /// solution misses by at most `tolerance` points keeps its error, so two equal priorities
    /// trading a tenth of a point (a font metric slightly off) do not count as open.
    ///
    /// ```swift
    /// root.ambiguityReport(ignoringTiesWithin: 0.5)   // [] when the only tie is 0.1 pt
    /// ```
    package func ambiguityReport(ignoringTiesWithin tolerance: CGFloat) -> [AmbiguousItem] {
        layoutIfNeeded()
        return rootView.layoutEngine.ambiguity(holdingViolationsUpTo: Double(tolerance))
    }

    var layoutEngine: LayoutEngine {
        if let engine { return engine }
        let e = LayoutEngine(root: self)
        engine = e
        return e
    }
}
