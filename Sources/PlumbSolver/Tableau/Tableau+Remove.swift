extension Tableau {
    /// Removes a constraint: its error costs leave the objective, its marker is made basic
    /// (or its defining row found) and that row deleted, then the objective is re-optimised.
    /// The constraint's error symbols are those of `m` and `o` of kind `.error`.
    mutating func remove(marker m: Int32, other o: Int32, priority: Double) {
        maintainPool()
        if priority < 1000, let l = existingLevel(for: priority) {
            if kind[Int(m)] == .error { addCost(level: l, symbol: m, weight: -1) }
            if o >= 0 && kind[Int(o)] == .error { addCost(level: l, symbol: o, weight: -1) }
        }
        retire(m)
        if o >= 0 {
            if symRow[Int(o)] >= 0 { retire(o) } else { releaseSymbol(o) }
        }
        if !ghostSeeds.isEmpty { collectGhosts() }
        if ghosts.count > 64 && ghosts.count > 2 * ghostsAfterSweep { sweepGhosts() }
        optimize()
        if !infeasible.isEmpty { dualOptimize() }
    }

    /// Takes marker `m` out of the constraint system. When lazy external rows still name it,
    /// `m` is not substituted away there (a removal would then cost as much as the longest row
    /// naming it, a sum over a whole column of views for instance): it stays as a *ghost*, a
    /// hidden user variable defined by the row that defined it — the restricted row it is
    /// basic in, or an external row solved for it, whose user variable becomes free.
    mutating func retire(_ m: Int32) {
        let i = Int(m)
        if symRow[i] < 0 {
            if let r = markerLeavingRow(m) {
                pivot(m, r)
            } else {
                if cntR[i] > 0 { dropRestrictedResidues(m) }
                if cntR[i] == 0 && cntE[i] > 0 && retireThroughExternalRow(m) { return }
                eliminateThroughExternalRow(m)
                releaseSymbol(m)
                return
            }
        }
        let r = symRow[i]
        if cntE[i] == 0 && cntR[i] == 0 {
            deleteRow(r)
            releaseSymbol(m)
            return
        }
        if cntR[i] > 0 || journal != nil {
            eliminate(m)
            releaseSymbol(m)
            return
        }
        // Restricted row `m = c + Σ` becomes the ghost's external row.
        let st = rows[Int(r)].start
        let end = st + Int(rows[Int(r)].count)
        pool.withUnsafeBufferPointer { pool in
            cntR.withUnsafeMutableBufferPointer { cr in
                cntE.withUnsafeMutableBufferPointer { ce in
                    for k in st..<end {
                        let s = Int(pool[k].sym)
                        cr[s] -= 1
                        ce[s] += 1
                    }
                }
            }
        }
        makeGhost(m)
    }

    /// `m` (non-basic, named by external rows only): the row `x = c + a·m + Σ` whose definitions
    /// lead to no other row naming `m` becomes `m = (x - c - Σ) / a`; `x` is then free.
    /// False when no row qualifies.
    mutating func retireThroughExternalRow(_ m: Int32) -> Bool {
        compactColumn(m)
        // `m`'s column is read in place, not copied: until the candidates are listed nothing
        // changes a row, a count or a column (`coefficient` and the list's appends only read
        // them, `deleteRow` comes after the last read), and the candidates keep their rows' ids.
        let h = colHead[Int(m)]
        let lo = Int(h.start), hi = lo + Int(h.count)
        var best: RetireCandidate? = nil
        var maxAbs = 0.0
        for j in lo..<hi {
            let q = colPool[j]
            let b = rows[Int(q)].basic
            guard kind[Int(b)] == .external else { return false }
            maxAbs = max(maxAbs, abs(coefficient(q, m)))
        }
        if maxAbs <= Tolerance.pivot { return false }
        if h.count == 1 {
            // Only the defining row names `m`: the constraint goes with its row.
            deleteRow(colPool[lo])
            releaseSymbol(m)
            return true
        }
        // The candidate list is reused from one removal to the next (no allocation).
        var candidates = retireCandidates
        retireCandidates = []
        candidates.removeAll(keepingCapacity: true)
        if candidates.capacity < Int(h.count) { candidates.reserveCapacity(max(Int(h.count), 16)) }
        defer { retireCandidates = candidates }
        for j in lo..<hi {
            let q = colPool[j]
            let a = coefficient(q, m)
            if abs(a) >= 0.1 * maxAbs { candidates.append(RetireCandidate(basic: rows[Int(q)].basic, row: q, coef: a)) }
        }
        candidates.sort { $0.basic < $1.basic }
        // A flat row (naming no basic user variable) reaches nothing: no walk needed. Along a
        // chain of views the link rows lead down the whole chain while the row that expanded
        // the container is flat.
        for c in candidates where isFlat(c.row) {
            best = c
            break
        }
        if best == nil {
            for c in candidates where !reachesOtherRows(c.row, naming: m) {
                best = c
                break
            }
        }
        guard let chosen = best else { return retireThroughExpandedRow(m, candidates) }
        let x = chosen.basic, xr = chosen.row
        let ri = Int(xr)
        // Same symbols but `m` out and `x` in: the other columns already list this row.
        solveInPlace(m, row: ri)
        countDown(m, external: true)
        countUp(x, xr, external: true)
        handOver(row: xr, from: x, toGhost: m)
        return true
    }

    /// Row `xr`, rewritten as the definition of `m`, stops defining `x` (now free) and makes `m`
    /// a ghost.
    mutating func handOver(row xr: Int32, from x: Int32, toGhost m: Int32) {
        rows[Int(xr)].basic = m
        symRow[Int(x)] = -1
        value[Int(x)] = 0
        symRow[Int(m)] = xr
        makeGhost(m)
        if !compactQueue.isEmpty { drainCompactQueue() }
    }

    /// Every row naming `m` leads (through lazy definitions) to another one: the first candidate
    /// row `x = c + Σ` is written over non-basic symbols and solved for `m`, which becomes a ghost
    /// defined by it (`x` free). The definition names no basic symbol, so it makes no cycle, and
    /// the other rows naming `m` stay as they are — substituting it into them instead (what
    /// `eliminateThroughExternalRow` does) costs their length each, and on random systems most
    /// of a removal. False when no candidate keeps a usable coefficient of `m`.
    mutating func retireThroughExpandedRow(_ m: Int32, _ candidates: [RetireCandidate]) -> Bool {
        for c in candidates {
            let x = c.basic, xr = c.row
            let (expanded, c0) = expand(entries(of: xr), rows[Int(xr)].constant)
            guard let p = Tableau.find(expanded, m), abs(expanded[p].coef) > Tolerance.pivot else { continue }
            let a = expanded[p].coef
            rewriteExternalRow(xr, Tableau.solved(for: m, from: expanded, x: x, coef: a), -c0 / a)
            handOver(row: xr, from: x, toGhost: m)
            return true
        }
        return false
    }

    /// Whether `s` is a ghost that has not been collected.
    func isLiveGhost(_ s: Int32) -> Bool {
        owner[Int(s)] == -2 && kind[Int(s)] == .external
    }

    /// Turns basic symbol `m` (its row already counted as external) into a ghost.
    mutating func makeGhost(_ m: Int32) {
        let i = Int(m)
        for l in 0..<levels where cost[i * levels + l] != 0 { setCost(l, m, 0) }
        kind[i] = .external
        if m > userCeil { userCeil = m }
        owner[i] = -2
        errorPriority[i] = 0
        extVersion += 1
        topoValid = false
        // Both lists reserve room for every symbol on their first growth: one allocation, not a
        // doubling from one element during a removal phase.
        if ghosts.count == ghosts.capacity { ghosts.reserveCapacity(max(kind.count, 2 * ghosts.count)) }
        ghosts.append(m)
        seedGhost(m)
        // A reused symbol: the equation of the ghost it was is not this one's.
        if !ghostEquations.isEmpty { ghostEquations[m] = nil }
    }

    /// Deletes the ghosts in `ghostSeeds` that constrain nothing any more, and then the ones
    /// that only they named: a basic ghost no row names goes with its row; a non-basic ghost
    /// (a free parameter) named by no row goes, and one named by a single row takes that row
    /// with it (the row `b = c + a·g + Σ` with `g` free says nothing about `b`).
    mutating func collectGhosts() {
        while let g = ghostSeeds.popLast() {
            let i = Int(g)
            guard owner[i] == -2 && kind[i] == .external && cntR[i] == 0 else { continue }
            let r = symRow[i]
            if r >= 0 {
                guard cntE[i] == 0 else { continue }
                dropRow(r)
            } else if cntE[i] == 1 {
                compactColumn(g)
                guard colHead[i].count > 0 else { continue }
                dropRow(colPool[Int(colHead[i].start)])
            } else if cntE[i] != 0 {
                continue
            }
            releaseSymbol(g)
        }
    }

    /// Deletes row `r`, queueing the ghosts it names for collection.
    mutating func dropRow(_ r: Int32) {
        let st = rows[Int(r)].start
        for k in st..<st + Int(rows[Int(r)].count) where owner[Int(pool[k].sym)] == -2 {
            seedGhost(pool[k].sym)
        }
        deleteRow(r)
    }

    /// Queues ghost `g` for `collectGhosts`.
    @inline(__always)
    mutating func seedGhost(_ g: Int32) {
        if ghostSeeds.count == ghostSeeds.capacity { ghostSeeds.reserveCapacity(max(kind.count, 2 * ghostSeeds.count)) }
        ghostSeeds.append(g)
    }

    /// Collects every ghost that constrains nothing any more; keeps the list of the others
    /// (in place, first listing of each, in order).
    mutating func sweepGhosts() {
        ghostSeeds.append(contentsOf: ghosts)
        collectGhosts()
        symEpoch &+= 1
        let ep = symEpoch
        var live: [Int32] = []
        swap(&live, &ghosts)
        var n = 0
        for j in live.indices {
            let g = live[j]
            if owner[Int(g)] == -2 && kind[Int(g)] == .external && symMark[Int(g)] != ep {
                symMark[Int(g)] = ep
                live[n] = g
                n += 1
            }
        }
        live.removeLast(live.count - n)
        swap(&live, &ghosts)
        ghostsAfterSweep = n
        if !ghostEquations.isEmpty { ghostEquations = ghostEquations.filter { isLiveGhost($0.key) } }
    }

    /// Takes `m` out of every row, deleting the one row that defines it.
    mutating func eliminate(_ m: Int32) {
        if symRow[Int(m)] < 0 {
            if let r = markerLeavingRow(m) {
                pivot(m, r)
            } else {
                if cntR[Int(m)] > 0 { dropRestrictedResidues(m) }
                eliminateThroughExternalRow(m)
                return
            }
        }
        let r = symRow[Int(m)]
        let src = entries(of: r)
        let c0 = rows[Int(r)].constant
        compactColumn(m)
        let list = takeColumn(m)
        defer { recycleColumn(list) }
        for q in list where q != r {
            substitute(into: q, symbol: m, entries: src, constant: c0)
        }
        deleteRow(r)
    }

    /// The restricted row to pivot a leaving marker into.
    ///
    /// A row whose basic symbol is a dummy comes first (the largest coefficient, ties to the
    /// lowest basic id): a dummy is fixed at 0, so its row allows a step of 0 in either
    /// direction. Such rows come from a required equality that repeats others (`x == 10`
    /// added twice: `d₂ = d₁`); pivoting the marker anywhere else would substitute slacks and
    /// errors into them and leave the duplicate's dummy at a non-zero value — the repeated
    /// constraint silently violated. Pivoting on the dummy row is degenerate (the marker enters
    /// at 0, no value moves) and keeps every dummy row over dummies only.
    ///
    /// Otherwise kiwi's rule: rows where the marker has a negative coefficient by ratio first,
    /// then positive ones by ratio; ties to the lowest basic id.
    mutating func markerLeavingRow(_ m: Int32) -> Int32? {
        // The column as it stands: a stale id reads a zero coefficient and a repeated one ties
        // with itself (ties break by basic id), so compacting it first would change nothing.
        var fixed: Int32 = -1, fixedA = 0.0, fixedBasic = Int32.max
        var neg: Int32 = -1, negRatio = Double.infinity, negBasic = Int32.max
        var pos: Int32 = -1, posRatio = Double.infinity, posBasic = Int32.max
        let h = colHead[Int(m)]
        let nRows = rows.count
        rows.withUnsafeBufferPointer { rows in
            pool.withUnsafeBufferPointer { pool in
                colPool.withUnsafeBufferPointer { col in
                    kind.withUnsafeBufferPointer { kind in
                        for j in Int(h.start)..<Int(h.start) + Int(h.count) {
                            let q = col[j]
                            guard Int(q) < nRows else { continue }
                            let b = rows[Int(q)].basic
                            guard b >= 0 else { continue }
                            let bk = kind[Int(b)]
                            if bk == .external { continue }
                            let st = rows[Int(q)].start
                            let k = Tableau.search(pool, st, st + Int(rows[Int(q)].count), m)
                            let a = k < 0 ? 0 : pool[k].coef
                            if bk == .dummy {
                                if abs(a) > Tolerance.pivot && (abs(a) > fixedA || (abs(a) == fixedA && b < fixedBasic)) {
                                    fixed = q; fixedA = abs(a); fixedBasic = b
                                }
                                continue
                            }
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
                    }
                }
            }
        }
        if fixed >= 0 { return fixed }
        if neg >= 0 { return neg }
        if pos >= 0 { return pos }
        return nil
    }

    /// Deletes the cells of non-basic `m` from the restricted rows, where no pivot exists on it
    /// (`markerLeavingRow` found no coefficient above the pivot tolerance): they are round-off
    /// residues of cancellations (10⁻¹¹ and smaller on `random-tight-100`). Solving an external
    /// row for `m` would otherwise substitute a user variable into restricted rows.
    mutating func dropRestrictedResidues(_ m: Int32) {
        compactColumn(m)
        let list = takeColumn(m)
        defer { recycleColumn(list) }
        for q in list {
            let qi = Int(q)
            guard kind[Int(rows[qi].basic)] != .external else { continue }
            let p = rowFind(qi, m)
            if p < 0 { continue }
            journalRow(q)
            removeCell(p, ofRow: qi)
            countDown(m, external: false)
        }
    }

    /// `m` is named only by external rows: solve one of them for `m` (its user variable
    /// becomes a free parameter) and substitute that into the others.
    ///
    /// External rows are lazy: they may name other external basic symbols whose rows name `m`
    /// again. A row is solved for `m` as it stands when its definitions reach none of the other
    /// rows naming `m` (so the substitution cannot make a cycle or bring `m` back); the common
    /// case, `m` named by its own row only, just deletes that row. Only when every candidate
    /// reaches another one is the defining row expanded over non-basic symbols first.
    mutating func eliminateThroughExternalRow(_ m: Int32) {
        compactColumn(m)
        let list = takeColumn(m)
        defer { recycleColumn(list) }
        var candidates = retireCandidates
        retireCandidates = []
        candidates.removeAll(keepingCapacity: true)
        if candidates.capacity < list.count { candidates.reserveCapacity(max(list.count, 16)) }
        defer { retireCandidates = candidates }
        var maxAbs = 0.0
        for q in list {
            let b = rows[Int(q)].basic
            let a = coefficient(q, m)
            if kind[Int(b)] == .external && abs(a) > Tolerance.pivot {
                candidates.append(RetireCandidate(basic: b, row: q, coef: a))
                maxAbs = max(maxAbs, abs(a))
            }
        }
        if candidates.isEmpty { return }
        candidates.sort { $0.basic < $1.basic }
        if list.count == 1 {
            // Only the defining row names `m`: the constraint goes with its row.
            deleteRow(candidates[0].row)
            return
        }
        // Partial pivoting: coefficients within 10x of the largest, lowest basic id first.
        for c in candidates where abs(c.coef) >= 0.1 * maxAbs {
            let x = c.basic, xr = c.row, a = c.coef
            guard !reachesOtherRows(xr, naming: m) else { continue }
            let es = entries(of: xr)
            solveAndSubstitute(m, x: x, row: xr, entries: es, constant: rows[Int(xr)].constant, coef: a)
            return
        }
        for c in candidates {
            let x = c.basic, xr = c.row
            let (expanded, expandedConstant) = expand(entries(of: xr), rows[Int(xr)].constant)
            guard let p = Tableau.find(expanded, m), abs(expanded[p].coef) > Tolerance.pivot else { continue }
            solveAndSubstitute(m, x: x, row: xr, entries: expanded, constant: expandedConstant, coef: expanded[p].coef)
            return
        }
    }

    /// `x = c + a·m + Σ entries` (row `xr`): deletes the row and replaces `m` everywhere by
    /// `(x - c - Σ) / a`.
    mutating func solveAndSubstitute(_ m: Int32, x: Int32, row xr: Int32, entries: [Entry], constant c: Double, coef a: Double) {
        let definition = Tableau.solved(for: m, from: entries, x: x, coef: a)
        let constant = -c / a
        deleteRow(xr)
        compactColumn(m)
        let list = takeColumn(m)
        defer { recycleColumn(list) }
        for q in list {
            substitute(into: q, symbol: m, entries: definition, constant: constant)
        }
    }

    /// Whether row `r` names no basic user variable.
    mutating func isFlat(_ r: Int32) -> Bool {
        let st = rows[Int(r)].start
        let end = st + Int(rows[Int(r)].count)
        return pool.withUnsafeBufferPointer { pool in
            symRow.withUnsafeBufferPointer { symRow in
                kind.withUnsafeBufferPointer { kind in
                    for k in st..<end {
                        let y = Int(pool[k].sym)
                        if symRow[y] >= 0 && kind[y] == .external { return false }
                    }
                    return true
                }
            }
        }
    }

    /// Whether the definitions named by row `xr` lead (through lazy external rows) to another
    /// row that names `m`.
    mutating func reachesOtherRows(_ xr: Int32, naming m: Int32) -> Bool {
        rowEpoch &+= 1
        let target = rowEpoch
        let h = colHead[Int(m)]
        for k in Int(h.start)..<Int(h.start) + Int(h.count) where colPool[k] != xr { rowMark[Int(colPool[k])] = target }
        symEpoch &+= 1
        let ep = symEpoch
        var stack = order
        order = []
        stack.removeAll(keepingCapacity: true)
        defer {
            stack.removeAll(keepingCapacity: true)
            order = stack
        }
        return rows.withUnsafeBufferPointer { rows in
            pool.withUnsafeBufferPointer { pool in
                symRow.withUnsafeBufferPointer { symRow in
                    kind.withUnsafeBufferPointer { kind in
                        symMark.withUnsafeMutableBufferPointer { symMark in
                            rowMark.withUnsafeBufferPointer { rowMark in
                                var r = Int(xr)
                                while true {
                                    let st = rows[r].start
                                    for k in st..<st + Int(rows[r].count) {
                                        let z = Int(pool[k].sym)
                                        let zr = symRow[z]
                                        if zr >= 0 && kind[z] == .external && symMark[z] != ep {
                                            if rowMark[Int(zr)] == target { return true }
                                            symMark[z] = ep
                                            stack.append(Int32(z))
                                        }
                                    }
                                    guard let y = stack.popLast() else { return false }
                                    r = Int(symRow[Int(y)])
                                }
                            }
                        }
                    }
                }
            }
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
        if colHead[Int(p)].count == 0 { return }
        compactColumn(p)
        let h = colHead[Int(p)]
        for j in Int(h.start)..<Int(h.start) + Int(h.count) {
            let q = colPool[j]
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

extension Tableau {
    /// The entries of `m = (x - c - Σ others) / a`, from a row `x = c + a·m + Σ entries`:
    /// `m` dropped, `x` at `1/a` in symbol order, the others scaled by `-1/a` (the constant is
    /// the caller's).
    static func solved(for m: Int32, from entries: [Entry], x: Int32, coef a: Double) -> [Entry] {
        var definition: [Entry] = []
        definition.reserveCapacity(entries.count)
        var placed = false
        for e in entries where e.sym != m {
            if !placed && x < e.sym {
                definition.append(Entry(x, 1 / a))
                placed = true
            }
            definition.append(Entry(e.sym, -e.coef / a))
        }
        if !placed { definition.append(Entry(x, 1 / a)) }
        return definition
    }
}
