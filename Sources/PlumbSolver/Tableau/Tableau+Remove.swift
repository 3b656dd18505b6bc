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
    ///
    /// External rows are lazy: they may name other external basic symbols whose rows name `m`
    /// again. The defining row is therefore expanded over non-basic symbols before it is solved
    /// for `m`; otherwise the substitution could reintroduce `m` into the rows it clears.
    mutating func eliminateThroughExternalRow(_ m: Int32) {
        compactColumn(m)
        var candidates: [(basic: Int32, row: Int32)] = []
        for q in col[Int(m)] {
            let b = rows[Int(q)].basic
            if kind[Int(b)] == .external && abs(coefficient(q, m)) > Tolerance.pivot { candidates.append((b, q)) }
        }
        candidates.sort { $0.basic < $1.basic }
        for (x, xr) in candidates {
            let (expanded, expandedConstant) = expand(entries(of: xr), rows[Int(xr)].constant)
            guard let p = Tableau.find(expanded, m), abs(expanded[p].coef) > Tolerance.pivot else { continue }
            let a = expanded[p].coef
            // x = c + a·m + Σ  =>  m = (x - c - Σ) / a
            var definition: [Entry] = []
            definition.reserveCapacity(expanded.count)
            var placed = false
            for e in expanded where e.sym != m {
                if !placed && x < e.sym {
                    definition.append(Entry(x, 1 / a))
                    placed = true
                }
                definition.append(Entry(e.sym, -e.coef / a))
            }
            if !placed { definition.append(Entry(x, 1 / a)) }
            let constant = -expandedConstant / a
            deleteRow(xr)
            compactColumn(m)
            for q in col[Int(m)] {
                substitute(into: q, symbol: m, entries: definition, constant: constant)
            }
            return
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
