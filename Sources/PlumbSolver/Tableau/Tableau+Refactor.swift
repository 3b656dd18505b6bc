extension Tableau {
    /// The largest system `refactor` rebuilds (equations; the elimination is dense).
    static let refactorLimit = 2_500

    /// Rebuilds every row from the original equations for the current basis, dropping the
    /// round-off that pivots have accumulated (a *refactorisation*). `equations` are the live
    /// constraints as `0 = constant + Σ entries` over user variables and markers, as `insert`
    /// wrote them. Gauss-Jordan elimination with partial pivoting solves them for the basic
    /// symbols; each row becomes `basic = constant + Σ` over non-basic symbols (external rows
    /// are no longer lazy afterwards). Then the objective is recomputed from the error symbols.
    /// Ghost rows (see `retire`) join as the equations they are. Returns false (and changes
    /// nothing) when the system is too large or the basis is numerically singular.
    mutating func refactor(_ live: [(entries: [Entry], constant: Double)]) -> Bool {
        guard live.count <= Tableau.refactorLimit && journal == nil else { return false }
        // A ghost's row (the definition a removed constraint left behind) is an equation too.
        var equations = live
        symEpoch &+= 1
        // A ghost whose equation the solver kept joins as that equation, basic or not: a ghost
        // made non-basic (its row handed over to a newer ghost by `retireThroughExternalRow`,
        // or solved for the newer one by `eliminateThroughExternalRow`) still stands for one
        // equation, and without it there are more basic rows than equations.
        var kept = 0
        for g in ghosts where owner[Int(g)] == -2 && kind[Int(g)] == .external && symMark[Int(g)] != symEpoch {
            symMark[Int(g)] = symEpoch
            if let e = ghostEquations[g] {
                equations.append((e.entries.filter { kind[Int($0.sym)] != .dead }, e.constant))
                kept += 1
                continue
            }
            let r = symRow[Int(g)]
            if r < 0 { continue }
            var es = entries(of: r)
            es.append(Entry(g, -1))
            equations.append((es, rows[Int(r)].constant))
        }
        let m = equations.count
        guard m > 0 && m <= Tableau.refactorLimit else { return false }
        // A user variable whose constraints were all removed can keep its definition row (no
        // live constraint names it; ghost rows may): random-tight-1000's removal had two such
        // rows for 798 basic rows and 796 equations, and every refactorisation declined. Such
        // rows are no equation's solution and stay as they are.
        symEpoch &+= 1
        for eq in live { for e in eq.entries { symMark[Int(e.sym)] = symEpoch } }
        if kept > 0 {
            for g in ghosts where owner[Int(g)] == -2 && kind[Int(g)] == .external {
                guard let e = ghostEquations[g] else { continue }
                for x in e.entries { symMark[Int(x.sym)] = symEpoch }
            }
        }
        // Columns: basic symbols first (in row order), then every other symbol named.
        var column = [Int32](repeating: -1, count: kind.count)
        var rowIDs: [Int32] = []
        for r in rows.indices where rows[r].basic >= 0 {
            let b = Int(rows[r].basic)
            if kind[b] == .external && owner[b] != -2 && symMark[b] != symEpoch { continue }
            column[Int(rows[r].basic)] = Int32(rowIDs.count)
            rowIDs.append(Int32(r))
        }
        let nb = rowIDs.count
        guard nb <= m else { return false }
        var nonBasic: [Int32] = []
        for eq in equations {
            for e in eq.entries where column[Int(e.sym)] < 0 {
                column[Int(e.sym)] = Int32(nb + nonBasic.count)
                nonBasic.append(e.sym)
            }
        }
        let width = nb + nonBasic.count + 1
        let cc = width - 1
        var a = [Double](repeating: 0, count: m * width)
        for (i, eq) in equations.enumerated() {
            for e in eq.entries { a[i * width + Int(column[Int(e.sym)])] += e.coef }
            a[i * width + cc] = eq.constant
        }
        var pivotRow = [Int](repeating: -1, count: nb)
        var used = [Bool](repeating: false, count: m)
        var scale = 0.0
        for v in a { scale = max(scale, abs(v)) }
        var nz: [Int] = []
        // Columns in order of how many equations name their symbol (fewest first; then row
        // order): a slack, error or dummy named by its own equation only is eliminated
        // without touching another row, and the fill-in of the columns named by many
        // equations comes last, when fewer columns are left to carry it.
        var named = [Int32](repeating: 0, count: nb)
        for eq in equations {
            for e in eq.entries where Int(column[Int(e.sym)]) < nb { named[Int(column[Int(e.sym)])] += 1 }
        }
        let order = (0..<nb).sorted { named[$0] < named[$1] || (named[$0] == named[$1] && $0 < $1) }
        a.withUnsafeMutableBufferPointer { p in
            for j in order {
                var best = -1
                var bestAbs = 0.0
                for i in 0..<m where !used[i] {
                    let v = abs(p[i * width + j])
                    if v > bestAbs {
                        bestAbs = v
                        best = i
                    }
                }
                guard best >= 0 && bestAbs > 1e-11 * max(1, scale) else { return }
                used[best] = true
                pivotRow[j] = best
                let pb = best * width
                let inv = 1 / p[pb + j]
                nz.removeAll(keepingCapacity: true)
                for k in 0..<width where k != j && p[pb + k] != 0 {
                    p[pb + k] *= inv
                    nz.append(k)
                }
                p[pb + j] = 1
                for i in 0..<m where i != best {
                    let ib = i * width
                    let f = p[ib + j]
                    if f == 0 { continue }
                    for k in nz { p[ib + k] -= f * p[pb + k] }
                    p[ib + j] = 0
                }
            }
        }
        guard !pivotRow.contains(-1) else { return false }
        // New rows: basic = -constant - Σ nonBasic coefficients.
        var fresh: [[Entry]] = []
        var constants: [Double] = []
        fresh.reserveCapacity(nb)
        for j in 0..<nb {
            let base = pivotRow[j] * width
            var rowMax = 0.0
            for k in nb..<cc { rowMax = max(rowMax, abs(a[base + k])) }
            let drop = max(Tolerance.cell, 1e-12 * rowMax)
            let basic = rows[Int(rowIDs[j])].basic
            let external = kind[Int(basic)] == .external
            var es: [Entry] = []
            for k in nb..<cc {
                let v = a[base + k]
                guard abs(v) > drop else { continue }
                let s = nonBasic[k - nb]
                if !external && kind[Int(s)] == .external {
                    // A restricted row cannot name a user variable: the basis is not sound.
                    if abs(v) > 1e-7 * max(1, rowMax) { return false }
                    continue
                }
                es.append(Entry(s, -v))
            }
            es.sort { $0.sym < $1.sym }
            fresh.append(es)
            constants.append(-a[base + cc])
        }
        for j in 0..<nb {
            let r = rowIDs[j]
            let ri = Int(r)
            let external = isExternalRow(r)
            let st = rows[ri].start
            for k in st..<st + Int(rows[ri].count) { countDown(pool[k].sym, external: external) }
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: fresh[j])
            storeScratch(ri)
            rows[ri].constant = constants[j]
            for e in fresh[j] { countUp(e.sym, r, external: external) }
            if !external && constants[j] < -Tolerance.feasibility { markInfeasible(r) }
        }
        if !compactQueue.isEmpty { drainCompactQueue() }
        extVersion += 1
        topoValid = false
        topoFront.removeAll()
        topoBack.removeAll()
        recomputeObjective()
        for s in 0..<kind.count where symRow[s] < 0 && isPivotable(Int32(s)) { markCand(Int32(s)) }
        needsRefactor = false
        refactorCount += 1
        return true
    }
}
