extension Tableau {
    /// Whether basic-or-not user variable `x` takes more than one value over the optimal face
    /// (all levels optimal). Pivots this tableau (call it on a copy).
    mutating func isAmbiguous(_ x: Int32) -> Bool {
        if symRow[Int(x)] < 0 { return true }
        let (g, c) = expand([Entry(x, 1)], 0)
        var movable = false
        for e in g {
            if kind[Int(e.sym)] == .external { return true }
            if isPivotable(e.sym) && lexSign(e.sym) == 0 { movable = true }
        }
        if !movable { return false }
        aux = AuxObjective(entries: g, constant: c, requireZeroCost: true, preferredLeaving: -1, magnitude: abs(c))
        defer { aux = nil }
        guard auxOptimize() else { return true }
        let lo = aux!.constant
        for k in aux!.entries.indices { aux!.entries[k].coef = -aux!.entries[k].coef }
        aux!.constant = -aux!.constant
        guard auxOptimize() else { return true }
        let hi = -aux!.constant
        return hi - lo > 1e-7 * max(1, abs(lo), abs(hi))
    }
}
