extension Tableau {
    /// Solves row `ri` (`b = c + a·s + Σ`) for `s` in place — the same cells, `b` in and `s`
    /// out: `s = -c/a + (1/a)·b - Σ (a_j/a)·x_j`. Column lists and counts are the caller's.
    mutating func solveInPlace(_ s: Int32, row ri: Int) {
        let b = rows[ri].basic
        let p = rowFind(ri, s)
        precondition(p >= 0, "pivot on a row without the entering symbol")
        let st = rows[ri].start
        let end = st + Int(rows[ri].count)
        let inv = pool.withUnsafeMutableBufferPointer { pool in
            let inv = -1.0 / pool[p].coef
            let bEntry = Entry(b, -inv)
            if b < s {
                // shift [lo, p) right by one and put b in its place
                var k = p
                while k > st && pool[k - 1].sym > b {
                    pool[k] = Entry(pool[k - 1].sym, pool[k - 1].coef * inv)
                    k -= 1
                }
                pool[k] = bEntry
                var j = st
                while j < k { pool[j].coef *= inv; j += 1 }
                j = p + 1
                while j < end { pool[j].coef *= inv; j += 1 }
            } else {
                var k = p
                while k + 1 < end && pool[k + 1].sym < b {
                    pool[k] = Entry(pool[k + 1].sym, pool[k + 1].coef * inv)
                    k += 1
                }
                pool[k] = bEntry
                var j = st
                while j < p { pool[j].coef *= inv; j += 1 }
                j = k + 1
                while j < end { pool[j].coef *= inv; j += 1 }
            }
            return inv
        }
        rows[ri].constant *= inv
        rows[ri].basic = s
    }

    /// Makes `s` basic in restricted row `r` (its basic symbol leaves) and substitutes the new
    /// row into every restricted row, the objective and the auxiliary objective.
    mutating func pivot(_ s: Int32, _ r: Int32) {
        let ri = Int(r)
        journalRow(r)
        let b = rows[ri].basic
        solveInPlace(s, row: ri)
        countDown(s, external: false)
        countUp(b, r, external: false)
        if !compactQueue.isEmpty { drainCompactQueue() }
        journalSymRow(b)
        journalSymRow(s)
        symRow[Int(b)] = -1
        // Non-basic: value 0 (`computeValues` reads every cell's symbol's value).
        value[Int(b)] = 0
        symRow[Int(s)] = r
        substituteEverywhere(s, row: r)
        // Harris' bound lets a row sit up to `feasibility` below zero; pivoting on it divides
        // that by the pivot (-8.8·10⁻⁸ / 10⁻³ in a property-sweep system): the dual simplex
        // restores the row at the next flush.
        if rows[ri].constant < -Tolerance.feasibility { markInfeasible(r) }
    }

    /// `s` just became basic in row `r`: removes it from every restricted row, the objective
    /// and the auxiliary objective. External rows keep naming it (they are lazy).
    mutating func substituteEverywhere(_ s: Int32, row r: Int32) {
        var src: [Entry] = []
        swap(&src, &pivotBuf)
        let st = rows[Int(r)].start
        let end = st + Int(rows[Int(r)].count)
        // Copied from a raw view of the pool (a slice would retain and release its buffer).
        pool.withUnsafeBufferPointer { p in
            src.replaceSubrange(0..<src.count, with: UnsafeBufferPointer(rebasing: p[st..<end]))
        }
        let c0 = rows[Int(r)].constant
        if cntR[Int(s)] > 0 {
            // The column is a superset: stale ids and repeats fall through `substitute`. It is
            // walked in place: nothing in the loop adds `s` to a row (`src` is its definition),
            // so its column keeps its place and length (other columns may move, and the pool
            // be reallocated, hence the index), and the compaction queue, drained here and by
            // each `substitute`, never holds `s` during the walk.
            if !compactQueue.isEmpty { drainCompactQueue() }
            let h = colHead[Int(s)]
            for j in Int(h.start)..<Int(h.start) + Int(h.count) {
                let q = colPool[j]
                if q == r { continue }
                let qi = Int(q)
                if qi >= rows.count { continue }
                let b = rows[qi].basic
                if b < 0 || kind[Int(b)] == .external { continue }
                substitutedRows &+= 1
                substitute(into: q, symbol: s, entries: src, constant: c0)
            }
        }
        substituteIntoObjective(s, src)
        if aux != nil, let p = Tableau.find(aux!.entries, s) {
            let a = aux!.entries[p].coef
            aux!.constant += a * c0
            aux!.magnitude += abs(a * c0)
            var out: [Entry] = []
            Tableau.merged(aux!.entries, skip: s, src, scale: a, into: &out)
            aux!.entries = out
        }
        swap(&src, &pivotBuf)
    }

    mutating func substituteIntoObjective(_ s: Int32, _ src: [Entry]) {
        let base = Int(s) * levels
        var touched = false
        for l in 0..<levels {
            let c = cost[base + l]
            if c == 0 { continue }
            touched = true
            setCost(l, s, 0)
            if journal == nil {
                let levels = self.levels
                src.withUnsafeBufferPointer { src in
                    cost.withUnsafeMutableBufferPointer { cost in
                        for e in src {
                            let k = Int(e.sym) * levels + l
                            cost[k] = Tolerance.sum(cost[k], c * e.coef)
                        }
                    }
                }
            } else {
                for e in src {
                    setCost(l, e.sym, Tolerance.sum(cost[Int(e.sym) * levels + l], c * e.coef))
                }
            }
        }
        if touched {
            // `markCand` per cell, the marks through a raw buffer.
            src.withUnsafeBufferPointer { src in
                inCand.withUnsafeMutableBufferPointer { inCand in
                    for e in src where !inCand[Int(e.sym)] {
                        inCand[Int(e.sym)] = true
                        cand.append(e.sym)
                    }
                }
            }
        }
    }

    /// Adds `weight × (s or its row)` to level `l` of the objective.
    mutating func addCost(level l: Int, symbol s: Int32, weight: Double) {
        let r = symRow[Int(s)]
        if r < 0 {
            setCost(l, s, Tolerance.sum(cost[Int(s) * levels + l], weight))
            markCand(s)
            return
        }
        let st = rows[Int(r)].start
        for k in st..<st + Int(rows[Int(r)].count) {
            let e = pool[k]
            setCost(l, e.sym, Tolerance.sum(cost[Int(e.sym) * levels + l], weight * e.coef))
            markCand(e.sym)
        }
    }
}
