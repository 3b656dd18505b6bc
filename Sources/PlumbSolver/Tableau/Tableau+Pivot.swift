extension Tableau {
    /// Makes `s` basic in restricted row `r` (its basic symbol leaves) and substitutes the new
    /// row into every restricted row, the objective and the auxiliary objective.
    mutating func pivot(_ s: Int32, _ r: Int32) {
        let ri = Int(r)
        journalRow(r)
        let b = rows[ri].basic
        var old = rows[ri].entries
        rows[ri].entries = []
        guard let p = Tableau.find(old, s) else {
            rows[ri].entries = old
            preconditionFailure("pivot on a row without the entering symbol")
        }
        let inv = -1.0 / old[p].coef
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(old.count)
        var placed = false
        for e in old where e.sym != s {
            if !placed && b < e.sym {
                scratch.append(Entry(b, -inv))
                placed = true
            }
            scratch.append(Entry(e.sym, e.coef * inv))
        }
        if !placed { scratch.append(Entry(b, -inv)) }
        swap(&scratch, &old)
        countDown(s, external: false)
        countUp(b, r, external: false)
        rows[ri].entries = old
        rows[ri].constant *= inv
        rows[ri].basic = s
        if !compactQueue.isEmpty { drainCompactQueue() }
        journalSymRow(b)
        journalSymRow(s)
        symRow[Int(b)] = -1
        symRow[Int(s)] = r
        substituteEverywhere(s, row: r)
        dbg("pivot \(s) \(kind[Int(s)]) out \(b) \(kind[Int(b)]) a=\(-1/inv) c=\(rows[ri].constant)")
    }

    /// `s` just became basic in row `r`: removes it from every restricted row, the objective
    /// and the auxiliary objective. External rows keep naming it (they are lazy).
    mutating func substituteEverywhere(_ s: Int32, row r: Int32) {
        let src = rows[Int(r)].entries
        let c0 = rows[Int(r)].constant
        if cntR[Int(s)] > 0 {
            compactColumn(s)
            let list = col[Int(s)]
            for q in list where q != r && !isExternalRow(q) {
                substitute(into: q, symbol: s, entries: src, constant: c0)
            }
        }
        substituteIntoObjective(s, src)
        if aux != nil, let p = Tableau.find(aux!.entries, s) {
            let a = aux!.entries[p].coef
            aux!.constant += a * c0
            var out: [Entry] = []
            Tableau.merged(aux!.entries, skip: s, src, scale: a, into: &out)
            aux!.entries = out
        }
    }

    mutating func substituteIntoObjective(_ s: Int32, _ src: [Entry]) {
        let si = Int(s)
        var touched = false
        for l in 0..<cost.count {
            let c = cost[l][si]
            if c == 0 { continue }
            touched = true
            setCost(l, s, 0)
            if journal == nil {
                for e in src {
                    let i = Int(e.sym)
                    cost[l][i] = Tolerance.sum(cost[l][i], c * e.coef)
                }
            } else {
                for e in src {
                    setCost(l, e.sym, Tolerance.sum(cost[l][Int(e.sym)], c * e.coef))
                }
            }
        }
        if touched {
            for e in src { markCand(e.sym) }
        }
    }

    /// Adds `weight × (s or its row)` to level `l` of the objective.
    mutating func addCost(level l: Int, symbol s: Int32, weight: Double) {
        let r = symRow[Int(s)]
        if r < 0 {
            setCost(l, s, Tolerance.sum(cost[l][Int(s)], weight))
            markCand(s)
            return
        }
        for e in rows[Int(r)].entries {
            setCost(l, e.sym, Tolerance.sum(cost[l][Int(e.sym)], weight * e.coef))
            markCand(e.sym)
        }
    }
}
