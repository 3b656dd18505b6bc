internal import PlumbSolver

extension LayoutEngine {
    /// Replaces only the intrinsic-size constraints of views whose content changed (intrinsic
    /// size, hugging, compression resistance, or a height-for-width re-measure). Returns `false`
    /// when a structural pass is needed instead: a view not lowered yet or moved to another
    /// tree, a proportional stack that reads the sizes, or a conflict to report.
    func updateContent(_ views: [View]) -> Bool {
        guard brokenCount == 0 else { return false }
        var unique: [View] = []
        var seen = Set<ObjectIdentifier>()
        for view in views where seen.insert(ObjectIdentifier(view)).inserted {
            guard view !== root || fitting != nil, view.isDescendant(of: root),
                  contentIDs[ObjectIdentifier(view)] != nil, !sizesProportionalStack(view) else { return false }
            unique.append(view)
        }
        var collector = ConstraintCollector(engine: self)
        var added = 0, removed = 0
        for view in unique {
            let owner = ObjectIdentifier(view)
            let fresh = collector.lowerContent(of: view)
            // Keep what is unchanged (by meaning), replace the rest.
            var old = (contentIDs[owner] ?? []).map { (id: $0, key: sources[$0]?.key) }
            var ids: [ConstraintID] = []
            var toAdd: [LoweredConstraint] = []
            for c in fresh {
                let key = c.key
                if let i = old.firstIndex(where: { $0.key == key }) {
                    ids.append(old.remove(at: i).id)
                } else {
                    toAdd.append(c)
                }
            }
            defer { contentIDs[owner] = ids }
            for (id, _) in old {
                if let lowered = sources.removeValue(forKey: id) {
                    let key = lowered.key
                    live[key]?.removeAll { $0 == id }
                    if live[key]?.isEmpty == true { live[key] = nil }
                }
                try? solver.removeConstraint(id)
                removed += 1
            }
            for c in toAdd {
                guard let id = try? solver.addConstraint(c.expression.linear, c.relation, priority: c.priority) else {
                    return false   // a conflict is reported by a structural pass, which re-diffs everything
                }
                live[c.key, default: []].append(id)
                sources[id] = c
                ids.append(id)
                added += 1
            }
        }
        lastPassOperations = (lastPassOperations.added + added, lastPassOperations.removed + removed)
        return true
    }

    /// Whether `view` is arranged in a fill-proportionally stack (whose constraints use its size).
    private func sizesProportionalStack(_ view: View) -> Bool {
        guard let stack = view.superview as? StackView, stack.distribution == .fillProportionally else { return false }
        return stack.arrangedSubviews.contains { $0 === view }
    }
}
