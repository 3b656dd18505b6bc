extension Tableau {
    /// Removes a constraint: its error costs leave the objective, its marker is made basic
    /// (or its defining row found) and that row deleted, then the objective is re-optimised.
    mutating func remove(marker m: Int32, other o: Int32, errors: [Int32], priority: Double) {
        maintainPool()
        if !errors.isEmpty, let l = existingLevel(for: priority) {
            for e in errors { addCost(level: l, symbol: e, weight: -1) }
        }
        eliminate(m)
        if o >= 0 && symRow[Int(o)] >= 0 { eliminate(o) }
        releaseSymbol(m)
        if o >= 0 { releaseSymbol(o) }
        optimize()
        if !infeasible.isEmpty { dualOptimize() }
    }

    /// Takes `m` out of every row, deleting the one row that defines it.
    mutating func eliminate(_ m: Int32) {
        if symRow[Int(m)] < 0 {
            if let r = markerLeavingRow(m) {
                pivot(m, r)
            } else {
                eliminateThroughExternalRow(m)
                return
            }
        }
        let r = symRow[Int(m)]
        let src = entries(of: r)
        let c0 = rows[Int(r)].constant
        compactColumn(m)
        for q in col[Int(m)] where q != r {
            substitute(into: q, symbol: m, entries: src, constant: c0)
        }
        deleteRow(r)
    }

    /// The restricted row to pivot a leaving marker into (kiwi's rule: rows where it has a
    /// negative coefficient by ratio first, then positive ones by ratio; ties to lowest id).
    mutating func markerLeavingRow(_ m: Int32) -> Int32? {
        compactColumn(m)
        var neg: Int32 = -1, negRatio = Double.infinity, negBasic = Int32.max
        var pos: Int32 = -1, posRatio = Double.infinity, posBasic = Int32.max
        for q in col[Int(m)] {
            let b = rows[Int(q)].basic
            if kind[Int(b)] == .external { continue }
            let a = coefficient(q, m)
            let c = max(0, rows[Int(q)].constant)
            if a < -Tolerance.pivot {
                let ratio = c / -a
                if ratio < negRatio || (ratio == negRatio && b < negBasic) {
                    neg = q; negRatio = ratio; negBasic = b
                }
            } else if a > Tolerance.pivot {
                let ratio = c / a
                if ratio < posRatio || (ratio == posRatio && b < posBasic) {
                    pos = q; posRatio = ratio; posBasic = b
                }
            }
        }
        if neg >= 0 { return neg }
        if pos >= 0 { return pos }
        return nil
    }

    /// `m` is named only by external rows: solve one of them for `m` (its user variable
    /// becomes a free parameter) and substitute that into the others.
    mutating func eliminateThroughExternalRow(_ m: Int32) {
        compactColumn(m)
        // The shortest row without basic user variables (substituted as it is), else the
        // shortest row (expanded first, so that no cycle can form).
        var xr: Int32 = -1
        var xrPlain = false
        var xrCount = Int.max
        for q in col[Int(m)] {
            let qi = Int(q)
            let b = rows[qi].basic
            guard kind[Int(b)] == .external && abs(coefficient(q, m)) > Tolerance.pivot else { continue }
            var plain = true
            let st = rows[qi].start
            for k in st..<st + Int(rows[qi].count) {
                let i = Int(pool[k].sym)
                if symRow[i] >= 0 && kind[i] == .external {
                    plain = false
                    break
                }
            }
            let n = Int(rows[qi].count)
            if xr < 0 || (plain && !xrPlain) || (plain == xrPlain && (n < xrCount || (n == xrCount && b < rows[Int(xr)].basic))) {
                xr = q
                xrPlain = plain
                xrCount = n
            }
        }
        if xr < 0 { return }
        let x = rows[Int(xr)].basic
        let defEntries = entries(of: xr)
        let defConstant = rows[Int(xr)].constant
        guard let p = Tableau.find(defEntries, m) else { return }
        let a = defEntries[p].coef
        // x = c + a·m + Σ  =>  m = (x - c - Σ) / a
        var entries: [Entry] = []
        entries.reserveCapacity(defEntries.count)
        var placed = false
        for e in defEntries where e.sym != m {
            if !placed && x < e.sym {
                entries.append(Entry(x, 1 / a))
                placed = true
            }
            entries.append(Entry(e.sym, -e.coef / a))
        }
        if !placed { entries.append(Entry(x, 1 / a)) }
        var constant = -defConstant / a
        deleteRow(xr)
        compactColumn(m)
        if col[Int(m)].isEmpty { return }
        if !xrPlain {
            (entries, constant) = expand(entries, constant)
            // The definitions expanded may lead back to m itself: m = rest + k·m.
            if let p = Tableau.find(entries, m) {
                let k = entries[p].coef
                entries.remove(at: p)
                let f = 1 / (1 - k)
                if f.isFinite && abs(1 - k) > Tolerance.pivot {
                    for j in entries.indices { entries[j].coef *= f }
                    constant *= f
                }
            }
        }
        for q in col[Int(m)] {
            substitute(into: q, symbol: m, entries: entries, constant: constant)
        }
    }

    /// Applies a new suggestion to an edit constraint whose plus-error is `p`: the same as
    /// replacing `p` by `p + delta` in every row.
    mutating func suggest(plusError p: Int32, delta: Double) {
        let r = symRow[Int(p)]
        if r >= 0 {
            rows[Int(r)].constant -= delta
            if rows[Int(r)].constant < -Tolerance.feasibility { markInfeasible(r) }
        }
        if col[Int(p)].isEmpty { return }
        compactColumn(p)
        for q in col[Int(p)] {
            let qi = Int(q)
            let k = rowFind(qi, p)
            if k < 0 { continue }
            rows[qi].constant += pool[k].coef * delta
            if rows[qi].constant < -Tolerance.feasibility && kind[Int(rows[qi].basic)] != .external {
                markInfeasible(q)
            }
        }
    }
}
