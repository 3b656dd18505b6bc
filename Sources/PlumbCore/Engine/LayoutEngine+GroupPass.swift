internal import PlumbSolver

extension LayoutEngine {
    /// Replaces only the constraints of groups whose properties changed: a view's content
    /// (intrinsic size, hugging, compression resistance, a height-for-width re-measure) or a
    /// stack's arrangement (axis, distribution, alignment, spacing, hidden arranged views).
    /// Returns `false` when a structural pass is needed instead: a view not lowered yet or moved
    /// to another tree, a proportional stack that reads content sizes, a stack whose baseline
    /// others use, new items to lower, or a conflict to report.
    func updateGroups(_ changes: [(View, LoweredGroup.Kind)]) -> Bool {
        guard brokenCount == 0 else { return false }
        var work: [(View, LoweredGroup)] = []
        var seen = Set<LoweredGroup>()
        for (view, kind) in changes {
            let group = LoweredGroup(view, kind)
            guard seen.insert(group).inserted else { continue }
            guard view !== root || fitting != nil, view.isDescendant(of: root), groupIDs[group] != nil else { return false }
            switch kind {
            case .content: if sizesProportionalStack(view) { return false }
            case .arrangement: if baselineStacks.contains(group.owner) { return false }
            }
            work.append((view, group))
        }
        let variablesBefore = variableCount
        var collector = ConstraintCollector(engine: self)
        var lowered: [(LoweredGroup, [LoweredConstraint])] = []
        for (view, group) in work { lowered.append((group, collector.lowerGroup(group, of: view))) }
        guard variableCount == variablesBefore, collector.baselineStacks.isEmpty else { return false }
        var added = 0, removed = 0
        for (group, fresh) in lowered {
            // Keep what is unchanged (by meaning), replace the rest.
            var old = (groupIDs[group] ?? []).map { (id: $0, key: sources[$0]?.key) }
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
            defer { groupIDs[group] = ids }
            for (id, _) in old {
                retract(id)
                removed += 1
            }
            for c in toAdd {
                // A conflict is reported by a structural pass, which re-diffs everything.
                guard let id = try? insert(c) else { return false }
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
