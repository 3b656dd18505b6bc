extension Solver {
    /// Makes `variable` an edit variable: a constraint `variable == suggestion` at `priority`
    /// (below 1000), starting at 0 until ``suggestValue(_:for:)``.
    ///
    /// ```swift
    /// let s = Solver(); let width = s.makeVariable("container.width")
    /// try s.addEditVariable(width, priority: 999)
    /// assert(s.hasEditVariable(width))
    /// ```
    public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
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

    /// Removes an edit variable (its constraint goes; the variable stays).
    ///
    /// ```swift
    /// let s = Solver(); let w = s.makeVariable("w")
    /// try s.addEditVariable(w, priority: 500)
    /// try s.removeEditVariable(w)
    /// assert(!s.hasEditVariable(w))
    /// ```
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let k = editSlot(variable), let e = edits[k] else { throw .unknownEditVariable(variable) }
        flush()
        t.remove(marker: e.marker, other: e.other, priority: e.priority)
        edits[k] = nil
        editIndex[variable.id] = -1
        live -= 1
        if live == 0 { clearTableau() }
        valuesDirty = true
    }

    /// Whether `variable` is an edit variable.
    ///
    /// ```swift
    /// let s = Solver(); let w = s.makeVariable("w")
    /// assert(!s.hasEditVariable(w))
    /// ```
    public func hasEditVariable(_ variable: Variable) -> Bool {
        editSlot(variable) != nil
    }

    /// Suggests a value for an edit variable; the solver re-optimises (dual simplex) when the
    /// values are next read, so several suggestions in a row cost one re-optimisation.
    ///
    /// ```swift
    /// let s = Solver(); let w = s.makeVariable("w")
    /// try s.addEditVariable(w, priority: 999)
    /// try s.suggestValue(414, for: w)
    /// assert(s.value(of: w) == 414)
    /// ```
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard value.isFinite else {
            let n = name(of: variable)
            throw .nonFinite("suggested value \(value) for variable #\(variable.id)" + (n.isEmpty ? "" : " (\(n))"))
        }
        guard let k = editSlot(variable), let e = edits[k] else { throw .unknownEditVariable(variable) }
        let delta = value - e.suggested
        edits[k]!.suggested = value
        if delta != 0 {
            t.suggest(plusError: e.marker, delta: delta)
            valuesDirty = true
        }
    }

    func editSlot(_ v: Variable) -> Int? {
        guard v.id >= 0 && v.id < editIndex.count, editIndex[v.id] >= 0 else { return nil }
        return Int(editIndex[v.id])
    }
}
