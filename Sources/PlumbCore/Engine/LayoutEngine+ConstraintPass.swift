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
            retract(id)
            removed += 1
        }
        for (c, lowered) in work {
            guard let lowered else { continue }
            // Reporting a conflict needs the whole picture: let a structural pass redo it.
            guard let id = try? insert(lowered) else { return false }
            userIDs[ObjectIdentifier(c)] = id
            added += 1
        }
        lastPassOperations = (added, removed)
        return true
    }
}
