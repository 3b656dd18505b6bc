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
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: old)
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
            rows.removeLast(extra)
            rowMark.removeLast(extra)
            rowJournal.removeLast(extra)
            inInfeasible.removeLast(extra)
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

    /// Phase one for a required row `0 = c + Σ row` (c > 0, restricted symbols only).
    /// Returns false (with `lastConflict` set and everything undone) when it cannot hold.
    mutating func insertWithArtificial(_ row: [Entry], _ c: Double, marker: Int32, owner o: Int32,
                                       symCount0: Int, freeSyms0: [Int32]) -> Bool {
        beginJournal()
        let art = newSymbol(.artificial)
        // art = c + Σ row: art >= 0 measures how far the constraint is from holding.
        makeRow(basic: art, entries: row, constant: c)
        aux = AuxObjective(entries: row, constant: c, requireZeroCost: false, preferredLeaving: art)
        _ = auxOptimize()
        aux = nil
        let ar = symRow[Int(art)]
        if ar >= 0 && rows[Int(ar)].constant > Tolerance.feasibility {
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
            // Degenerate: art is basic at 0; swap it for any symbol of its row.
            let es = entries(of: ar)
            var enter: Int32 = -1
            for e in es where isPivotable(e.sym) && abs(e.coef) > Tolerance.pivot {
                enter = e.sym
                break
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
