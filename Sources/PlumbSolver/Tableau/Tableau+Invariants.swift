extension Tableau {
    /// Problems with the tableau's invariants (empty when sound); for tests.
    func invariantViolations(requireOptimal: Bool = true) -> [String] {
        var t = self
        t.costTolerance = Tolerance.optimality
        return t.violations(requireOptimal: requireOptimal)
    }

    mutating func violations(requireOptimal: Bool) -> [String] {
        var out: [String] = []
        var cr = [Int32](repeating: 0, count: kind.count)
        var ce = [Int32](repeating: 0, count: kind.count)
        for r in rows.indices {
            let b = rows[r].basic
            if b < 0 { continue }
            if symRow[Int(b)] != Int32(r) { out.append("row \(r): basic \(b) maps to row \(symRow[Int(b)])") }
            let ext = kind[Int(b)] == .external
            var prev: Int32 = -1
            for e in entries(of: Int32(r)) {
                if e.sym <= prev { out.append("row \(r): entries not sorted") }
                prev = e.sym
                if e.sym == b { out.append("row \(r): names its own basic symbol") }
                if kind[Int(e.sym)] == .dead { out.append("row \(r): names dead symbol \(e.sym)") }
                if ext { ce[Int(e.sym)] += 1 } else { cr[Int(e.sym)] += 1 }
                if !ext {
                    if symRow[Int(e.sym)] >= 0 { out.append("row \(r) (basic \(b)): names basic symbol \(e.sym)") }
                    if kind[Int(e.sym)] == .external { out.append("row \(r): restricted row names user variable \(e.sym)") }
                }
            }
            if kind[Int(b)] == .dummy && abs(rows[r].constant) > Tolerance.feasibility {
                out.append("row \(r) (basic dummy \(b)): constant \(rows[r].constant), not 0")
            }
            if !ext && rows[r].constant < -Tolerance.feasibility {
                out.append("row \(r) (basic \(b), \(kind[Int(b)])): infeasible constant \(rows[r].constant)")
            }
        }
        // `computeValues` reads every cell's value: a non-basic symbol must have value 0.
        for s in kind.indices {
            if symRow[s] < 0 && value[s] != 0 {
                out.append("non-basic symbol \(s) (\(kind[s])): value \(value[s]), not 0")
            }
            if kind[s] == .external && Int32(s) > userCeil {
                out.append("user variable \(s) above userCeil \(userCeil)")
            }
            if cr[s] != cntR[s] || ce[s] != cntE[s] {
                out.append("symbol \(s): counts \(cntR[s])/\(cntE[s]), actual \(cr[s])/\(ce[s])")
            }
            for l in 0..<levels where cost[s * levels + l] != 0 {
                if symRow[s] >= 0 { out.append("objective names basic symbol \(s)") }
                if kind[s] == .external { out.append("objective names user variable \(s)") }
            }
            if requireOptimal && symRow[s] < 0 && isPivotable(Int32(s)) && lexSign(Int32(s)) < 0 {
                out.append("symbol \(s) (\(kind[s])): negative reduced cost \((0..<levels).map { cost[s * levels + $0] })")
            }
        }
        return out
    }
}
