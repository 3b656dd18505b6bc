extension SolverState {
    mutating func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard priority.isFinite && priority > 0 && priority <= Solver.requiredPriority else {
            throw .invalidPriority(priority)
        }
        guard priority < Solver.requiredPriority else { throw .requiredEditVariable(variable) }
        let sym = symbol(variable)
        guard editIndex[variable.id] < 0 else { throw .duplicateEditVariable(variable) }
        flush()
        guard case let .inserted(marker, other) = t.insert(terms: [Entry(sym, 1)], constant: 0, relation: .equal,
                                                          priority: priority, owner: -1) else {
            preconditionFailure("a non-required constraint cannot conflict")
        }
        editIndex[variable.id] = Int32(edits.count)
        live += 1
        edits.append(EditRecord(variable: variable, priority: priority, marker: marker, other: other, suggested: 0))
        valuesDirty = true
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let k = editSlot(variable), let e = edits[k] else { throw .unknownEditVariable(variable) }
        flush()
        t.remove(marker: e.marker, other: e.other, priority: e.priority)
        edits[k] = nil
        editIndex[variable.id] = -1
        live -= 1
        if live == 0 { clearTableau() }
        valuesDirty = true
    }

    func hasEditVariable(_ variable: Variable) -> Bool {
        editSlot(variable) != nil
    }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else {
            let n = name(of: variable)
            throw .nonFinite("suggested value \(value) for variable #\(variable.id)" + (n.isEmpty ? "" : " (\(n))"))
        }
        guard let k = editSlot(variable), let e = edits[k] else { throw .unknownEditVariable(variable) }
        let delta = value - e.suggested
        edits[k]!.suggested = value
        if delta != 0 {
            if editSnapshot == nil && (t.refactorCount > 0 || alwaysRestartsEdits) && t.infeasible.isEmpty && !t.needsRefactor {
                editSnapshot = EditSnapshot(t: t, edits: edits)
                editSnapshot!.edits[k]!.suggested = e.suggested
            }
            t.suggest(plusError: e.marker, delta: delta)
            valuesDirty = true
        }
    }

    func editSlot(_ v: Variable) -> Int? {
        guard v.id >= 0 && v.id < editIndex.count, editIndex[v.id] >= 0 else { return nil }
        return Int(editIndex[v.id])
    }
}
