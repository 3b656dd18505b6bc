import Foundation
internal import PlumbSolver

/// Solves one view tree: owned by its root, it keeps the solver between passes so that every
/// change (activation, constant, priority, root size) re-solves incrementally.
final class LayoutEngine {
    let solver = Solver()
    unowned let root: View
    private(set) var pass = 0
    /// Constraints in the solver, by meaning; several entries for textually equal constraints.
    private var live: [LoweredKey: [ConstraintID]] = [:]
    /// What each solver constraint stands for (for diagnostics).
    private var sources: [ConstraintID: LoweredConstraint] = [:]
    private var rootWidth: Variable?
    private var rootHeight: Variable?
    private(set) var diagnostics = LayoutDiagnostics()
    /// Counts of solver operations in the last pass (added, removed), for incrementality checks.
    private(set) var lastPassOperations = (added: 0, removed: 0)

    init(root: View) {
        self.root = root
    }

    /// The slot's variables, made on first use in this engine.
    func variables(of slot: LayoutSlot, name: @autoclosure () -> String) -> LayoutSlot {
        if slot.engine !== self {
            let n = name()
            slot.engine = self
            slot.x = solver.makeVariable("\(n).x")
            slot.y = solver.makeVariable("\(n).y")
            slot.width = solver.makeVariable("\(n).width")
            slot.height = solver.makeVariable("\(n).height")
        }
        slot.pass = pass
        return slot
    }

    /// One layout pass: lower the tree, apply the difference to the solver, write frames.
    func layout() {
        // Height-for-width views may need a second (rarely a third) pass once widths are known.
        for _ in 0..<4 {
            let views = solvePass()
            var remeasured = false
            for view in views where view !== root {
                guard let measure = view.heightForWidth else { continue }
                let height = measure(CGFloat(CanonicalNumber.clean(solver.value(of: view.slot.width))))
                if height.isFinite, height >= 0, height != view.storedIntrinsicContentSize.height {
                    view.storedIntrinsicContentSize.height = height
                    remeasured = true
                }
            }
            if !remeasured {
                writeFrames(views: views)
                return
            }
        }
        writeFrames(views: solvePass())
    }

    private func solvePass() -> [View] {
        pass += 1
        var collector = ConstraintCollector(engine: self)
        collector.collect(root: root)
        apply(collector.lowered, breaking: &collector.diagnostics)
        suggestRootSize()
        solver.updateVariables()
        collector.diagnostics.rootSizeMismatch = rootSizeMismatch()
        diagnostics = collector.diagnostics
        return collector.views
    }

    private func apply(_ wanted: [LoweredConstraint], breaking diagnostics: inout LayoutDiagnostics) {
        var previous = live
        var keep: [ConstraintID: Bool] = [:]
        var toAdd: [LoweredConstraint] = []
        for c in wanted {
            let key = c.key
            if var ids = previous[key], !ids.isEmpty {
                let id = ids.removeFirst()
                previous[key] = ids
                keep[id] = true
                sources[id] = c
            } else {
                toAdd.append(c)
            }
        }
        var removed = 0
        // Remove what is gone, in solver order (ids are monotonic) for determinism.
        let stale = previous.values.flatMap { $0 }.sorted()
        for id in stale {
            try? solver.removeConstraint(id)
            sources[id] = nil
            removed += 1
        }
        var rebuilt: [LoweredKey: [ConstraintID]] = [:]
        for (key, ids) in live {
            let kept = ids.filter { keep[$0] == true }
            if !kept.isEmpty { rebuilt[key] = kept }
        }
        live = rebuilt
        var added = 0
        for c in toAdd {
            do {
                let id = try solver.addConstraint(c.expression.linear, c.relation, priority: c.priority)
                live[c.key, default: []].append(id)
                sources[id] = c
                added += 1
            } catch let error {
                diagnostics.record(error, for: c, sources: sources)
            }
        }
        lastPassOperations = (added, removed)
    }

    private func suggestRootSize() {
        let slot = variables(of: root.slot, name: root.itemName)
        if rootWidth == nil {
            try? solver.addEditVariable(slot.width, priority: EnginePriority.window)
            try? solver.addEditVariable(slot.height, priority: EnginePriority.window)
            rootWidth = slot.width
            rootHeight = slot.height
        }
        try? solver.suggestValue(Double(root.storedFrame.width), for: slot.width)
        try? solver.suggestValue(Double(root.storedFrame.height), for: slot.height)
    }

    private func rootSizeMismatch() -> CGSize? {
        let w = CanonicalNumber.clean(solver.value(of: root.slot.width))
        let h = CanonicalNumber.clean(solver.value(of: root.slot.height))
        let size = root.storedFrame.size
        if abs(w - Double(size.width)) > 1e-6 || abs(h - Double(size.height)) > 1e-6 {
            return CGSize(width: w, height: h)
        }
        return nil
    }

    /// The solved absolute rectangle of an item's slot.
    func absoluteRect(_ slot: LayoutSlot) -> CGRect {
        guard slot.engine === self else { return .zero }
        return CGRect(
            x: CanonicalNumber.clean(solver.value(of: slot.x)), y: CanonicalNumber.clean(solver.value(of: slot.y)),
            width: CanonicalNumber.clean(solver.value(of: slot.width)),
            height: CanonicalNumber.clean(solver.value(of: slot.height)))
    }

    private func writeFrames(views: [View]) {
        let rootRect = absoluteRect(root.slot)
        let insets = root.rootSafeAreaInsets
        let safe = CGRect(
            x: rootRect.minX + insets.left, y: rootRect.minY + insets.top,
            width: rootRect.width - insets.left - insets.right, height: rootRect.height - insets.top - insets.bottom)
        var absolute: [ObjectIdentifier: CGRect] = [:]
        for view in views {
            let rect = view === root ? CGRect(origin: root.storedFrame.origin, size: rootRect.size) : absoluteRect(view.slot)
            absolute[ObjectIdentifier(view)] = rect
            if view !== root, let parent = view.superview, let p = absolute[ObjectIdentifier(parent)] {
                view.storedFrame = CGRect(
                    x: CanonicalNumber.clean(rect.minX - p.minX), y: CanonicalNumber.clean(rect.minY - p.minY),
                    width: rect.width, height: rect.height)
            }
            view.solvedSafeAreaInsets = view === root ? insets : EdgeInsets(
                top: CanonicalNumber.clean(max(0, min(rect.height, safe.minY - rect.minY))),
                left: CanonicalNumber.clean(max(0, min(rect.width, safe.minX - rect.minX))),
                bottom: CanonicalNumber.clean(max(0, min(rect.height, rect.maxY - safe.maxY))),
                right: CanonicalNumber.clean(max(0, min(rect.width, rect.maxX - safe.maxX))))
            for guide in view.existingSystemGuides + view.ownedGuides where guide.slot.engine === self {
                let g = absoluteRect(guide.slot)
                guide.solvedFrame = CGRect(
                    x: CanonicalNumber.clean(g.minX - rect.minX), y: CanonicalNumber.clean(g.minY - rect.minY),
                    width: g.width, height: g.height)
            }
            view.needsLayout = false
        }
        for view in views { view.layoutSubviews() }
    }

    /// Items of the tree whose listed attributes are not determined by the constraints.
    func ambiguity() -> [AmbiguousItem] {
        var collector = ConstraintCollector(engine: self)
        collector.collect(root: root)
        var out: [AmbiguousItem] = []
        for view in collector.views where view !== root {
            let slot = view.slot
            guard slot.engine === self else { continue }
            let vars: [Variable] = [slot.x, slot.y, slot.width, slot.height]
            let loose = Set(solver.ambiguousVariables(among: vars).map(\.id))
            guard !loose.isEmpty else { continue }
            let names = zip(["x", "y", "width", "height"], vars).filter { loose.contains($0.1.id) }.map(\.0)
            out.append(AmbiguousItem(item: view.itemName, attributes: names))
        }
        return out
    }
}
