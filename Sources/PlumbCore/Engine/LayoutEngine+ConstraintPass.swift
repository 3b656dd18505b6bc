internal import PlumbSolver

extension LayoutEngine {
    /// Re-solves only the constraints that changed (activated, deactivated, new constant or
    /// priority) when nothing else did. Returns `false` when a structural pass is needed
    /// instead: a constraint touches an item not lowered yet, or a conflict must be reported.
    func updateConstraints(_ changed: [LayoutConstraint]) -> Bool {
        guard brokenCount == 0 else { return false }   // a broken constraint may now fit: re-diff all
        var seen = Set<ObjectIdentifier>()
        var work: [(LayoutConstraint, LoweredConstraint?)] = []
        var collector = ConstraintCollector(engine: self)
        for c in changed where seen.insert(ObjectIdentifier(c)).inserted {
            guard c.isActive, c.installedView?.rootView === root else {
                work.append((c, nil))
                continue
            }
            guard let lowered = collector.lowerAlone(c) else { return false }
            work.append((c, lowered))
        }
        var added = 0, removed = 0
        for (c, _) in work {
            guard let id = userIDs.removeValue(forKey: ObjectIdentifier(c)) else { continue }
            if let old = sources.removeValue(forKey: id) {
                let key = old.key
                live[key]?.removeAll { $0 == id }
                if live[key]?.isEmpty == true { live[key] = nil }
            }
            try? solver.removeConstraint(id)
            removed += 1
        }
        for (c, lowered) in work {
            guard let lowered else { continue }
            do {
                let id = try solver.addConstraint(lowered.expression.linear, lowered.relation, priority: lowered.priority)
                live[lowered.key, default: []].append(id)
                sources[id] = lowered
                userIDs[ObjectIdentifier(c)] = id
                added += 1
            } catch {
                // Reporting a conflict needs the whole picture: let a structural pass redo it.
                return false
            }
        }
        lastPassOperations = (added, removed)
        return true
    }
}
