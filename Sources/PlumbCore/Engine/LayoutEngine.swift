import Foundation
internal import PlumbSolver

/// Solves one view tree: owned by its root, it keeps the solver between passes so that every
/// change (activation, constant, priority, root size) re-solves incrementally.
final class LayoutEngine {
    let solver = Solver()
    unowned let root: View
    private(set) var pass = 0
    /// Constraints in the solver, by meaning; several entries for textually equal constraints.
    var live: [LoweredKey: [ConstraintID]] = [:]
    /// What each solver constraint stands for (for diagnostics).
    var sources: [ConstraintID: LoweredConstraint] = [:]
    /// The solver constraint of each active user constraint in the solver.
    var userIDs: [ObjectIdentifier: ConstraintID] = [:]
    /// The constraints of each group lowered by the last structural pass (content, arrangement).
    var groupIDs: [LoweredGroup: [ConstraintID]] = [:]
    /// Stacks whose baseline stands for an arranged view's: their arrangement reaches further.
    var baselineStacks: Set<ObjectIdentifier> = []
    /// How many constraints the last structural pass had to break.
    var brokenCount = 0
    private var passNames: (pass: Int, names: PathNames)?
    private var rootWidth: Variable?
    private var rootHeight: Variable?
    private(set) var diagnostics = LayoutDiagnostics()
    /// Counts of solver operations in the last pass (added, removed), for incrementality checks.
    var lastPassOperations = (added: 0, removed: 0)

    /// For an engine that measures ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``:
    /// the target size and its priorities. Such an engine keeps its variables off the items'
    /// slots, so the tree's own engine is untouched.
    let fitting: FittingTarget?
    private var detachedSlots: [ObjectIdentifier: LayoutSlot] = [:]

    init(root: View, fitting: FittingTarget? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// Who owns each solver variable (by variable id), so expressions can be named on demand.
    private var owners: [VariableOwner] = []

    /// The item's variables in this engine, made on first use.
    func variables(of item: any LayoutItem) -> LayoutSlot {
        if let v = item as? View { return variables(of: v.slot, owner: v) }
        let g = item as! LayoutGuide   // activation refuses any other LayoutItem type (LayoutError.unsupportedItem)
        return variables(of: g.slot, owner: g)
    }

    /// The slot's variables, made on first use in this engine.
    func variables(of itemSlot: LayoutSlot, owner: any LayoutItem) -> LayoutSlot {
        var slot = itemSlot
        if fitting != nil {
            let key = ObjectIdentifier(owner)
            if let detached = detachedSlots[key] { slot = detached } else {
                slot = LayoutSlot()
                detachedSlots[key] = slot
            }
        }
        if slot.engine !== self {
            slot.engine = self
            slot.x = makeVariable(owner, .left)
            slot.y = makeVariable(owner, .top)
            slot.width = makeVariable(owner, .width)
            slot.height = makeVariable(owner, .height)
        }
        return slot
    }

    /// How many solver variables the engine has made (a lowering that makes more touched new items).
    var variableCount: Int { owners.count }

    private func makeVariable(_ owner: any LayoutItem, _ component: LayoutAttribute) -> Variable {
        let v = solver.makeVariable()
        while owners.count <= v.id { owners.append(VariableOwner()) }
        owners[v.id] = VariableOwner(item: ObjectIdentifier(owner), component: component)
        return v
    }

    /// The item and component a variable of this engine stands for.
    func owner(of v: Variable) -> VariableOwner {
        v.id < owners.count ? owners[v.id] : VariableOwner()
    }

    /// The names of the tree's items, computed once per pass when a diagnostic needs them.
    var names: PathNames {
        if let cached = passNames, cached.pass == pass { return cached.names }
        let fresh = PathNames(root: root)
        passNames = (pass, fresh)
        return fresh
    }

    /// `root/title.left` parts for a variable of this engine.
    func name(of v: Variable, in names: PathNames) -> (item: String, attribute: String) {
        let o = owner(of: v)
        return (o.item.flatMap { names[$0] } ?? "?", "\(o.component)")
    }

    /// An engine constraint in the canonical reading: `root/stack/b.leading == root/stack/a.trailing + 8`.
    func describe(_ expression: AffineExpression, _ relation: Relation) -> String {
        let names = self.names
        let terms = expression.terms.map { t -> CanonicalConstraint.Term in
            let n = name(of: t.variable, in: names)
            return .init(item: n.item, attribute: n.attribute, coefficient: t.coefficient)
        }
        let r: LayoutRelation = switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return CanonicalConstraint(
            terms: CanonicalConstraint.edges(terms), relation: r, constant: -expression.constant, priority: 1000,
            implicit: nil)?.relationText ?? "0 \(r) \(CanonicalNumber.format(-expression.constant))"
    }

    /// One layout pass: lower the tree, apply the difference to the solver, write frames.
    func layout(
        structural: Bool = true, changedConstraints: [LayoutConstraint] = [],
        changedGroups: [(View, LoweredGroup.Kind)] = []
    ) {
        lastPassOperations = (0, 0)
        // A pass that only changes constraints or views' content re-solves them alone when it can.
        var structural = structural
        if !structural, !changedConstraints.isEmpty, !updateConstraints(changedConstraints) { structural = true }
        if !structural, !changedGroups.isEmpty, !updateGroups(changedGroups) { structural = true }
        writeFrames(views: solveMeasuring(structural: structural))
    }

    /// Solves, then re-measures height-for-width views once their widths are known and solves
    /// again if a height changed (a second, rarely a third pass). Returns the tree's views.
    func solveMeasuring(structural: Bool) -> [View] {
        var views = structural ? solvePass() : resizePass()
        for _ in 0..<3 {
            var remeasured: [View] = []
            for view in views where view !== root || fitting != nil {
                guard let measure = view.heightForWidth else { continue }
                let width = CGFloat(CanonicalNumber.clean(solver.value(of: variables(of: view).width)))
                let height: CGFloat
                if let last = view.lastMeasure, last.width == width { height = last.height } else {
                    height = measure(width)
                    view.lastMeasure = (width, height)
                }
                if height.isFinite, height >= 0, height != view.storedIntrinsicContentSize.height {
                    view.storedIntrinsicContentSize.height = height
                    remeasured.append(view)
                }
            }
            if remeasured.isEmpty { break }
            // New heights replace just those views' content constraints when they can.
            views = updateGroups(remeasured.map { ($0, .content) }) ? resizePass() : solvePass()
        }
        return views
    }

    /// Nothing structural changed: suggest the window's size and re-optimise (after a resize, one
    /// dual-simplex step).
    private func resizePass() -> [View] {
        pass += 1
        let giveUps = solver.numericalGiveUps
        suggestRootSize()
        solver.updateVariables()
        diagnostics.numericalGiveUps = solver.numericalGiveUps - giveUps
        diagnostics.rootSizeMismatch = rootSizeMismatch()
        diagnostics.nonFiniteRootSize = nonFiniteRootSize()
        return root.subtree
    }

    private func solvePass() -> [View] {
        pass += 1
        let giveUps = solver.numericalGiveUps
        // The window's size goes in first, as edit variables: adding them after thousands of
        // constraints would re-optimise every row that depends on the root (a pivot cascade).
        suggestRootSize()
        var collector = ConstraintCollector(engine: self)
        collector.collect(root: root)
        groupIDs = [:]
        for group in collector.groups { groupIDs[group] = [] }
        baselineStacks = collector.baselineStacks
        apply(collector.lowered, breaking: &collector.diagnostics)
        solver.updateVariables()
        collector.diagnostics.numericalGiveUps = solver.numericalGiveUps - giveUps
        collector.diagnostics.rootSizeMismatch = rootSizeMismatch()
        collector.diagnostics.nonFiniteRootSize = nonFiniteRootSize()
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
                if let group = c.group { groupIDs[group, default: []].append(id) }
                if case let .user(u) = c.source, let uc = u.constraint { userIDs[ObjectIdentifier(uc)] = id }
            } else {
                toAdd.append(c)
            }
        }
        var removed = 0
        brokenCount = 0
        // Remove what is gone, in solver order (ids are monotonic) for determinism.
        let stale = previous.values.flatMap { $0 }.sorted()
        for id in stale {
            try? solver.removeConstraint(id)
            if case let .user(u) = sources[id]?.source, let uc = u.constraint, userIDs[ObjectIdentifier(uc)] == id {
                userIDs[ObjectIdentifier(uc)] = nil
            }
            sources[id] = nil
            removed += 1
        }
        var rebuilt: [LoweredKey: [ConstraintID]] = [:]
        for (key, ids) in live {
            let kept = ids.filter { keep[$0] == true }
            if !kept.isEmpty { rebuilt[key] = kept }
        }
        live = rebuilt
        // Constraints marked to yield in a conflict go in last, so a conflict they complete breaks them.
        func yields(_ c: LoweredConstraint) -> Bool {
            if case let .user(u) = c.source, let uc = u.constraint { return uc.yieldsInConflict }
            return false
        }
        if toAdd.contains(where: yields) { toAdd = toAdd.filter { !yields($0) } + toAdd.filter(yields) }
        var added = 0
        for c in toAdd {
            do {
                let id = try insert(c)
                if case let .user(u) = c.source, let uc = u.constraint { userIDs[ObjectIdentifier(uc)] = id }
                if let group = c.group { groupIDs[group, default: []].append(id) }
                added += 1
            } catch let error {
                diagnostics.record(error, for: c, sources: sources, engine: self)
                brokenCount += 1
            }
        }
        lastPassOperations = (added, removed)
    }

    private func suggestRootSize() {
        let slot = variables(of: root)
        let size = fitting?.size ?? root.storedFrame.size
        if rootWidth == nil {
            let own = root.rootSizePriority.map { min(max($0, 1), EnginePriority.window) } ?? EnginePriority.window
            try? solver.addEditVariable(slot.width, priority: fitting?.horizontalPriority ?? own)
            try? solver.addEditVariable(slot.height, priority: fitting?.verticalPriority ?? own)
            rootWidth = slot.width
            rootHeight = slot.height
        }
        try? solver.suggestValue(Double(size.width), for: slot.width)
        try? solver.suggestValue(Double(size.height), for: slot.height)
    }

    private func nonFiniteRootSize() -> CGSize? {
        let size = fitting?.size ?? root.storedFrame.size
        return size.width.isFinite && size.height.isFinite ? nil : size
    }

    private func rootSizeMismatch() -> CGSize? {
        let w = CanonicalNumber.clean(solver.value(of: variables(of: root).width))
        let h = CanonicalNumber.clean(solver.value(of: variables(of: root).height))
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

    /// A rectangle on the root's pixel grid, when it has one: each edge rounded to the nearest
    /// pixel and the size taken between the rounded edges, so neighbours never gap or overlap.
    func snapped(_ r: CGRect) -> CGRect {
        guard let scale = root.pixelGridScale, scale > 0, scale.isFinite else { return r }
        func edge(_ v: CGFloat) -> CGFloat { CanonicalNumber.clean((v * scale).rounded() / scale) }
        let x0 = edge(r.minX), x1 = edge(r.maxX), y0 = edge(r.minY), y1 = edge(r.maxY)
        return CGRect(x: x0, y: y0, width: CanonicalNumber.clean(x1 - x0), height: CanonicalNumber.clean(y1 - y0))
    }

    private func writeFrames(views: [View]) {
        let rootRect = absoluteRect(root.slot)
        let insets = root.rootSafeAreaInsets
        let safe = CGRect(
            x: rootRect.minX + insets.left, y: rootRect.minY + insets.top,
            width: rootRect.width - insets.left - insets.right, height: rootRect.height - insets.top - insets.bottom)
        var absolute: [ObjectIdentifier: CGRect] = [:]
        for view in views {
            let rect = view === root ? CGRect(origin: root.storedFrame.origin, size: rootRect.size) : snapped(absoluteRect(view.slot))
            absolute[ObjectIdentifier(view)] = rect
            if view !== root, let parent = view.superview, let p = absolute[ObjectIdentifier(parent)] {
                view.storedFrame = CGRect(
                    x: CanonicalNumber.clean(rect.minX - p.minX), y: CanonicalNumber.clean(rect.minY - p.minY),
                    width: rect.width, height: rect.height)
                // The frame now fits the superview's current size: later growth is measured from it
                // (the same constraint, so the next structural pass keeps it as it is).
                if view.translatesAutoresizingMaskIntoConstraints { view.autoresizingReferenceSize = p.size }
            }
            // Measured where the view shows: below the insets of ancestors that scroll it there.
            let shown = rect.offsetBy(dx: 0, dy: shownOffset(of: view))
            view.solvedSafeAreaInsets = view === root ? insets : EdgeInsets(
                top: CanonicalNumber.clean(max(0, min(shown.height, safe.minY - shown.minY))),
                left: CanonicalNumber.clean(max(0, min(shown.width, safe.minX - shown.minX))),
                bottom: CanonicalNumber.clean(max(0, min(shown.height, shown.maxY - safe.maxY))),
                right: CanonicalNumber.clean(max(0, min(shown.width, shown.maxX - safe.maxX))))
            for guide in view.existingSystemGuides + view.ownedGuides where guide.slot.engine === self {
                let g = snapped(absoluteRect(guide.slot))
                guide.solvedFrame = CGRect(
                    x: CanonicalNumber.clean(g.minX - rect.minX), y: CanonicalNumber.clean(g.minY - rect.minY),
                    width: g.width, height: g.height)
            }
            view.needsLayout = false
        }
        // The root's own non-finite size is `nonFiniteRootSize`; its descendants are counted here.
        diagnostics.nonFiniteFrames = views.reduce(0) { count, view in
            let f = view.storedFrame
            let finite = f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
            return view === root || finite ? count : count + 1
        }
        for view in views { view.layoutSubviews() }
    }

    /// Items of the tree whose listed attributes are not determined by the constraints.
    func ambiguity() -> [AmbiguousItem] {
        let views = root.subtree.filter { $0 !== root && $0.slot.engine === self }
        // One question for the whole tree: the solver copies its tableau once per call.
        let loose = Set(solver.ambiguousVariables(among: views.flatMap(\.slot.variables)).map(\.id))
        var out: [AmbiguousItem] = []
        for view in views {
            let names = zip(["x", "y", "width", "height"], view.slot.variables).filter { loose.contains($0.1.id) }.map(\.0)
            if !names.isEmpty { out.append(AmbiguousItem(item: view.itemName, attributes: names)) }
        }
        return out
    }

    /// ``ambiguity()`` with every violated optional constraint held at its current error by a
    /// temporary required equality, so ties between losing constraints do not count as open.
    /// The temporary constraints are removed again before returning.
    func freeAmbiguity() -> [AmbiguousItem] {
        ambiguity(holdingViolationsUpTo: .infinity)
    }

    /// ``ambiguity()`` with every optional constraint the solution misses by at most `limit`
    /// held at its current error, as ``freeAmbiguity()`` holds them all: a tie between losing
    /// constraints whose errors are that small can move no frame further than that.
    func ambiguity(holdingViolationsUpTo limit: Double) -> [AmbiguousItem] {
        var held: [ConstraintID] = []
        // In id order (deterministic); sorting the ids alone, not the (id, constraint) pairs,
        // keeps this off the profile of `plumb check` (it was a tenth of it).
        let optional = sources.compactMap { $0.value.priority < Solver.requiredPriority ? $0.key : nil }
        for key in optional.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard let c = sources[key] else { continue }
            let value = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            let violated: Bool
            switch c.relation {
            case .equal: violated = abs(value) > 1e-7
            case .lessThanOrEqual: violated = value > 1e-7
            case .greaterThanOrEqual: violated = value < -1e-7
            }
            guard violated, abs(value) <= limit else { continue }
            var frozen = c.expression.linear
            frozen.constant -= value
            if let id = try? solver.addConstraint(frozen, .equal, priority: Solver.requiredPriority) { held.append(id) }
        }
        defer { for id in held { try? solver.removeConstraint(id) } }
        return ambiguity()
    }
}

extension LayoutEngine {
    /// A fitting engine's answer: the root's solved size (no frame is written).
    func fittedSize() -> CGSize {
        _ = solveMeasuring(structural: true)
        let slot = variables(of: root)
        return CGSize(
            width: CanonicalNumber.clean(solver.value(of: slot.width)),
            height: CanonicalNumber.clean(solver.value(of: slot.height)))
    }
}

extension LayoutEngine {
    /// Adds a lowered constraint to the solver and records it (by meaning and by id).
    func insert(_ c: LoweredConstraint) throws(SolverError) -> ConstraintID {
        let id = try solver.addConstraint(c.expression.linear, c.relation, priority: c.priority)
        live[c.key, default: []].append(id)
        sources[id] = c
        return id
    }

    /// Removes a solver constraint and forgets what it stood for.
    func retract(_ id: ConstraintID) {
        if let gone = sources.removeValue(forKey: id) {
            let key = gone.key
            live[key]?.removeAll { $0 == id }
            if live[key]?.isEmpty == true { live[key] = nil }
        }
        try? solver.removeConstraint(id)
    }
}
