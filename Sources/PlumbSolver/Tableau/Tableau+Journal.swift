extension Tableau {
    @inline(__always)
    mutating func journalRow(_ r: Int32) {
        if journal != nil { journalRowSlow(r) }
    }

    mutating func journalRowSlow(_ r: Int32) {
        let ri = Int(r)
        if ri >= journal!.rowCount0 { return }
        if rowJournal[ri] == journal!.epoch { return }
        rowJournal[ri] = journal!.epoch
        journal!.rows.append((r, rows[ri].basic, rows[ri].constant, entries(of: r)))
    }

    @inline(__always)
    mutating func journalSymRow(_ s: Int32) {
        if journal != nil { journal!.symRows.append((s, symRow[Int(s)])) }
    }

    mutating func beginJournal() {
        journalEpoch &+= 1
        journal = Journal(rowCount0: rows.count, freeRows0: freeRows, epoch: journalEpoch)
    }

    mutating func commitJournal() {
        journal = nil
    }

    /// Puts rows, basic-row map and costs back as they were at `beginJournal`.
    mutating func rollbackJournal() {
        guard let j = journal else { return }
        journal = nil
        aux = nil
        // Rows made during the journal go away.
        for ri in j.rowCount0..<rows.count where rows[ri].basic >= 0 {
            let ext = kind[Int(rows[ri].basic)] == .external
            let st = rows[ri].start
            for k in st..<st + Int(rows[ri].count) { countDown(pool[k].sym, external: ext) }
        }
        for (r, basic, constant, old) in j.rows.reversed() {
            let ri = Int(r)
            if rows[ri].basic >= 0 {
                let ext = kind[Int(rows[ri].basic)] == .external
                let st = rows[ri].start
                for k in st..<st + Int(rows[ri].count) { countDown(pool[k].sym, external: ext) }
            }
            scratch.replaceSubrange(0..<scratch.count, with: old)
            storeScratch(ri)
            rows[ri].basic = basic
            rows[ri].constant = constant
            if basic >= 0 {
                let ext = kind[Int(basic)] == .external
                for e in old { countUp(e.sym, r, external: ext) }
            }
        }
        if rows.count > j.rowCount0 {
            let extra = rows.count - j.rowCount0
            for i in j.rowCount0..<rows.count {
                rowMark[i] = 0
                rowJournal[i] = 0
                inInfeasible[i] = false
            }
            rows.removeLast(extra)
        }
        freeRows = j.freeRows0
        for (s, old) in j.symRows.reversed() where Int(s) < symRow.count {
            symRow[Int(s)] = old
            if old < 0 { value[Int(s)] = 0 }
        }
        for (k, old) in j.costs.reversed() where Int(k) < cost.count { cost[Int(k)] = old }
        for s in cand { inCand[Int(s)] = false }
        cand.removeAll()
        for r in infeasible where Int(r) < inInfeasible.count { inInfeasible[Int(r)] = false }
        infeasible.removeAll()
        compactQueue.removeAll()
        extVersion += 1
        topoValid = false
    }

    /// Scales the artificial's row `ar` and the auxiliary objective (the same form) by a power
    /// of two when phase one stopped only because every improving cell is below the pivot
    /// tolerance: the largest improving cell is brought into [1, 2). Cells below 10⁻¹¹ of the
    /// row's largest are round-off and do not count. Returns the factor, or nil when nothing
    /// changed.
    mutating func rescaleArtificialRow(_ ar: Int32) -> Double? {
        var maxAbs = 0.0
        var maxImprove = 0.0
        let st = rows[Int(ar)].start
        for k in st..<st + Int(rows[Int(ar)].count) where isPivotable(pool[k].sym) {
            maxAbs = max(maxAbs, abs(pool[k].coef))
            maxImprove = max(maxImprove, -pool[k].coef)
        }
        guard maxImprove.isNormal && maxImprove <= Tolerance.pivot && maxImprove >= Tolerance.residue * maxAbs else {
            return nil
        }
        let f = Double(sign: .plus, exponent: -maxImprove.exponent, significand: 1)
        journalRow(ar)
        for k in st..<st + Int(rows[Int(ar)].count) { pool[k].coef *= f }
        rows[Int(ar)].constant *= f
        for k in aux!.entries.indices { aux!.entries[k].coef *= f }
        aux!.constant *= f
        aux!.magnitude *= f
        return f
    }

    /// Phase one for a required row `0 = c + Σ row` (c > 0, restricted symbols only).
    /// Returns false (with `lastConflict` set and everything undone) when it cannot hold.
    ///
    /// `magnitude` is Σ |terms| of the sum that gave `c`. The artificial's final value counts as
    /// 0 up to `feasibility`, or up to `Tolerance.residue` of the magnitudes its computation
    /// went through (the expansion's and every phase-one pivot's): with values of 10⁸ in the
    /// rows (a 250·x term at x ≈ 2·10⁴), an artificial at 1.07·10⁻⁷ is round-off, and
    /// refusing the constraint refused one that holds.
    mutating func insertWithArtificial(_ row: [Entry], _ c: Double, magnitude: Double, marker: Int32, owner o: Int32,
                                       symCount0: Int, freeSyms0: [Int32]) -> Bool {
        beginJournal()
        let art = newSymbol(.artificial)
        // art = c + Σ row: art >= 0 measures how far the constraint is from holding.
        makeRow(basic: art, entries: row, constant: c)
        aux = AuxObjective(entries: row, constant: c, requireZeroCost: false, preferredLeaving: art,
                           magnitude: max(magnitude, abs(c)))
        _ = auxOptimize()
        var zero = max(Tolerance.feasibility, Tolerance.residue * aux!.magnitude)
        // Phase one stops when no slack/error cell of the artificial's row is below -pivot. But
        // cells of -10⁻⁸ are real directions when the row is small (the constraint is nearly a
        // combination of the rows already there: an artificial of 10⁻⁷ is no proof of a
        // conflict), or when the constraint needs a large move (x ≥ 3·10⁷ through a cell of
        // -10⁻¹⁰): rescale the row (art' = 2ᵏ·art) so its largest improving cell is in [1, 2)
        // and go on.
        for _ in 0..<4 {
            let ar = symRow[Int(art)]
            guard ar >= 0 && rows[Int(ar)].constant > zero, let f = rescaleArtificialRow(ar) else { break }
            zero *= f
            _ = auxOptimize()
            zero = max(zero, Tolerance.feasibility, Tolerance.residue * aux!.magnitude)
        }
        aux = nil
        let ar = symRow[Int(art)]
        if ar >= 0 && rows[Int(ar)].constant > zero {
            var owners: [Int32] = []
            for e in entries(of: ar) where abs(e.coef) > Tolerance.cell {
                let k = kind[Int(e.sym)]
                if (k == .dummy || k == .slack) && owner[Int(e.sym)] >= 0 && owner[Int(e.sym)] != o {
                    owners.append(owner[Int(e.sym)])
                }
            }
            lastConflict = owners
            rollbackJournal()
            rollbackSymbols(symCount0, freeSyms0)
            return false
        }
        commitJournal()
        if ar >= 0 {
            // Degenerate: art is basic at (within `feasibility` of) 0. Its value is round-off:
            // set it to 0 so the pivot below is exactly degenerate (every other row keeps its
            // value), then swap art for the slack/error with the largest cell of its row.
            // Without the reset the entering symbol took the value -art/a — a slack at
            // -2·10⁻⁶ for art = 4·10⁻⁹ and a = 0.002. The row's scale is arbitrary (art is
            // scaled), so "large enough" is relative to its largest cell, dummies included: a
            // dummy solved from a row whose slack cells are 250× its own got cells of 10¹².
            rows[Int(ar)].constant = 0
            let es = entries(of: ar)
            var enter: Int32 = -1
            var rowMax = 0.0
            for e in es { rowMax = max(rowMax, abs(e.coef)) }
            var enterAbs = max(Tolerance.cell, Tolerance.pivot * rowMax)
            for e in es where isPivotable(e.sym) && abs(e.coef) > enterAbs {
                enter = e.sym
                enterAbs = abs(e.coef)
            }
            if enter < 0, Tableau.find(es, marker) != nil { enter = marker }
            if enter < 0 {
                for e in es where kind[Int(e.sym)] == .dummy && abs(e.coef) > Tolerance.pivot {
                    enter = e.sym
                    break
                }
            }
            if enter >= 0 {
                pivot(enter, ar)
            } else {
                deleteRow(ar)
            }
        }
        releaseSymbol(art)
        optimize()
        return true
    }
}
