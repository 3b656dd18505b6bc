/// What ``Tableau/insert(terms:constant:relation:priority:owner:)`` did.
enum InsertResult {
    /// The constraint is in; these symbols identify it for removal (`other` is -1 when absent).
    case inserted(marker: Int32, other: Int32)
    /// A required constraint that cannot hold: the owner slots of the required constraints
    /// whose markers appear in the infeasibility certificate (unsorted, may repeat).
    case conflict([Int32])
}

extension Tableau {
    /// Adds `Σ terms + constant REL 0` (terms: external symbols, sorted, folded, non-zero).
    /// On `.conflict` the tableau is exactly as before the call.
    mutating func insert(terms: [Entry], constant: Double, relation: Relation, priority: Double, owner: Int32) -> InsertResult {
        maintainPool()
        let required = priority >= 1000
        let symCount0 = kind.count
        let freeSyms0 = freeSyms
        var marker: Int32 = -1, other: Int32 = -1
        // The row: the terms, then the marker(s); sorted below when a recycled id breaks the order.
        var row: [Entry] = []
        swap(&row, &insertRowBuf)
        defer { swap(&row, &insertRowBuf) }
        row.replaceSubrange(0..<row.count, with: terms)
        row.reserveCapacity(terms.count + 2)
        switch (required, relation) {
        case (true, .equal):
            marker = newSymbol(.dummy, owner: owner)
            row.append(Entry(marker, 1))
        case (true, .lessThanOrEqual):
            marker = newSymbol(.slack, owner: owner)
            row.append(Entry(marker, 1))
        case (true, .greaterThanOrEqual):
            marker = newSymbol(.slack, owner: owner)
            row.append(Entry(marker, -1))
        case (false, .equal):
            marker = newSymbol(.error, owner: owner)
            other = newSymbol(.error, owner: owner)
            row.append(Entry(marker, -1))
            row.append(Entry(other, 1))
        case (false, .lessThanOrEqual):
            marker = newSymbol(.slack, owner: owner)
            other = newSymbol(.error, owner: owner)
            row.append(Entry(marker, 1))
            row.append(Entry(other, -1))
        case (false, .greaterThanOrEqual):
            marker = newSymbol(.slack, owner: owner)
            other = newSymbol(.error, owner: owner)
            row.append(Entry(marker, -1))
            row.append(Entry(other, 1))
        }
        let lvl = required ? -1 : level(for: priority)
        // The constraint's errors: the marker of a soft equality, the other symbol of any soft one.
        let error0: Int32 = !required && relation == .equal ? marker : -1
        let error1: Int32 = required ? -1 : other
        if error0 >= 0 { errorPriority[Int(error0)] = priority }
        if error1 >= 0 { errorPriority[Int(error1)] = priority }
        @inline(__always) func addErrorCosts(_ t: inout Tableau) {
            if error0 >= 0 { t.addCost(level: lvl, symbol: error0, weight: 1) }
            if error1 >= 0 { t.addCost(level: lvl, symbol: error1, weight: 1) }
        }
        if row.count > 1 && !Tableau.isSorted(row) { row.sort { $0.sym < $1.sym } }

        // 1. A user variable that no row names yet becomes basic with a lazy row: no
        //    expansion, no substitution, no pivot, and no cycle among external rows.
        if let x = externalSubject(row, freshOnly: true) {
            insertExternalRow(x, row, constant)
            addErrorCosts(&self)
            return .inserted(marker: marker, other: other)
        }
        // 2. A user variable already named by external rows, when the row's definitions do not
        //    lead back to it (no cycle): still a lazy row.
        if let x = externalSubject(row, freshOnly: false), !reaches(row, x) {
            insertExternalRow(x, row, constant)
            addErrorCosts(&self)
            return .inserted(marker: marker, other: other)
        }
        // 3. Otherwise write the row over non-basic symbols.
        //    A user variable left in it is free (restricted rows never name user variables)
        //    and its row names no basic symbol, so it can be solved for.
        var canon: [Entry] = []
        swap(&canon, &expandBuf)
        defer { swap(&canon, &expandBuf) }
        var c = expand(row, constant, into: &canon)
        if let x = externalSubject(canon, freshOnly: false) {
            insertExternalRow(x, canon, c)
            addErrorCosts(&self)
            return .inserted(marker: marker, other: other)
        }
        Tableau.dropResidues(&canon, c, kind: kind)
        let scale = Tableau.equilibrate(&canon, &c, kind: kind)
        if c < 0 {
            c = -c
            for k in canon.indices { canon[k].coef = -canon[k].coef }
        }
        // 4. The constraint's own slack or error, when solving for it keeps it >= 0.
        for k in 0..<2 {
            let s = k == 0 ? marker : other
            guard s >= 0 && isPivotable(s) else { continue }
            if let p = Tableau.find(canon, s), canon[p].coef < 0 {
                makeSolvedRow(s, canon, c)
                addErrorCosts(&self)
                optimize()
                return .inserted(marker: marker, other: other)
            }
        }
        // 5. Only dummies: redundant (constant 0) or contradictory.
        if !canon.contains(where: { kind[Int($0.sym)] != .dummy }) {
            if c <= Tolerance.feasibility {
                // Redundant: the constant is round-off, so the row is stored with 0 (a basic
                // dummy is fixed at 0). Solve for the marker unless another dummy's cell is
                // more than 10× larger (solving for a 4·10⁻⁶ cell next to one of 1.2 made a
                // dummy row of -0.006 out of c = 2.4·10⁻⁸).
                var s: Int32 = -1
                var sAbs = 0.0
                for e in canon where abs(e.coef) > sAbs {
                    s = e.sym
                    sAbs = abs(e.coef)
                }
                if let p = Tableau.find(canon, marker), abs(canon[p].coef) * 10 >= sAbs { s = marker }
                if s >= 0 {
                    let r = makeSolvedRow(s, canon, 0)
                    // Another dummy is named by other rows: take it out of them.
                    if s != marker { substituteEverywhere(s, row: r) }
                }
                return .inserted(marker: marker, other: other)
            }
            let owners = canon.map { self.owner[Int($0.sym)] }.filter { $0 >= 0 && $0 != owner }
            rollbackSymbols(symCount0, freeSyms0)
            return .conflict(owners)
        }
        // 6. One pivot of phase one: a non-basic slack/error whose increase satisfies the row
        //    before any other row would turn negative.
        if let s = directSubject(canon, c) {
            if let p = Tableau.find(canon, s), canon[p].coef > 0 {
                for k in canon.indices { canon[k].coef = -canon[k].coef }
                c = -c
            }
            let r = makeSolvedRow(s, canon, c)
            substituteEverywhere(s, row: r)
            addErrorCosts(&self)
            optimize()
            return .inserted(marker: marker, other: other)
        }
        // 7. Phase one with an artificial variable, undoable.
        return insertWithArtificial(canon, c, magnitude: expandMagnitude * scale, marker: marker, owner: owner,
                                    symCount0: symCount0, freeSyms0: freeSyms0)
            ? .inserted(marker: marker, other: other)
            : .conflict(lastConflict)
    }

    static func isSorted(_ row: [Entry]) -> Bool {
        for k in 1..<row.count where row[k - 1].sym >= row[k].sym { return false }
        return true
    }

    /// A non-basic user variable of the row to solve for. Partial pivoting first: only
    /// variables whose coefficient is within a factor 10 of the largest one qualify, so
    /// definitions never multiply magnitudes up along chains. Among those, fresh ones (named
    /// by no row) first, then the largest coefficient, then the lowest id. With `freshOnly`,
    /// fresh ones only.
    mutating func externalSubject(_ row: [Entry], freshOnly: Bool) -> Int32? {
        var maxAbs = 0.0
        for e in row where kind[Int(e.sym)] == .external && symRow[Int(e.sym)] < 0 {
            maxAbs = max(maxAbs, abs(e.coef))
        }
        if maxAbs == 0 { return nil }
        var best: Int32 = -1
        var bestUsed = true
        var bestAbs = 0.0
        for e in row {
            let i = Int(e.sym)
            guard kind[i] == .external && symRow[i] < 0 else { continue }
            let a = abs(e.coef)
            if a < 0.1 * maxAbs { continue }
            let used = cntE[i] > 0
            if used && freshOnly { continue }
            if best < 0 || (!used && bestUsed) || (used == bestUsed && a > bestAbs) {
                best = e.sym
                bestUsed = used
                bestAbs = a
            }
        }
        return best < 0 ? nil : best
    }

    /// Whether the definitions of the basic user variables named in `row` depend on `x`.
    mutating func reaches(_ row: [Entry], _ x: Int32) -> Bool {
        symEpoch &+= 1
        let ep = symEpoch
        order.removeAll(keepingCapacity: true)
        for e in row {
            let i = Int(e.sym)
            if symRow[i] >= 0 && kind[i] == .external && symMark[i] != ep {
                symMark[i] = ep
                order.append(e.sym)
            }
        }
        while let y = order.popLast() {
            let r = Int(symRow[Int(y)])
            let st = rows[r].start
            for k in st..<st + Int(rows[r].count) {
                let z = pool[k].sym
                if z == x { return true }
                let i = Int(z)
                if symRow[i] >= 0 && kind[i] == .external && symMark[i] != ep {
                    symMark[i] = ep
                    order.append(z)
                }
            }
        }
        return false
    }

    mutating func insertExternalRow(_ x: Int32, _ row: [Entry], _ constant: Double) {
        _ = makeSolvedRow(x, row, constant)
    }

    /// Solves `0 = c + Σ row` for `s` and stores it as `s`'s row.
    @discardableResult
    mutating func makeSolvedRow(_ s: Int32, _ row: [Entry], _ c: Double) -> Int32 {
        guard let p = Tableau.find(row, s) else { preconditionFailure("subject not in row") }
        let f = -1.0 / row[p].coef
        scratch.removeAll(keepingCapacity: true)
        for e in row where e.sym != s { scratch.append(Entry(e.sym, e.coef * f)) }
        return makeRowFromScratch(basic: s, constant: c * f)
    }

    /// A slack/error `s` with a negative coefficient (or any sign when the constant is ~0)
    /// such that raising it to `c / |a|` keeps every other restricted row feasible.
    mutating func directSubject(_ row: [Entry], _ c: Double) -> Int32? {
        let degenerate = c <= Tolerance.feasibility
        var maxAbs = 0.0
        for e in row where isPivotable(e.sym) { maxAbs = max(maxAbs, abs(e.coef)) }
        // Candidates in order of preference: a coefficient within a factor 100 of the row's
        // largest (threshold pivoting: a small pivot multiplies every other coefficient of the
        // row up, and on coupled systems such as random-tight-1000 the basis drifted to
        // numerically singular within 600 constraints; a factor 10 got further there but
        // doubled grid-1000's build, whose cheap subjects have coefficients 10-100x below the
        // largest), then a zero reduced cost (solving for
        // it leaves the objective optimal, so no pivot follows), then the fewest restricted
        // rows naming it (the cheapest substitution — a symbol that parametrises a value shared
        // by every part of the system is named by all their rows), then the largest
        // coefficient, then the lowest id. The first one that keeps every row feasible wins.
        var cands = subjectScratch
        cands.removeAll(keepingCapacity: true)
        defer { subjectScratch = cands }
        for e in row where isPivotable(e.sym) {
            let a = abs(e.coef)
            guard a > Tolerance.pivot && a >= 1e-3 * maxAbs else { continue }
            if !degenerate && e.coef >= 0 { continue }
            cands.append((a >= 0.01 * maxAbs, lexSign(e.sym) == 0, cntR[Int(e.sym)], a, e.sym))
        }
        cands.sort { x, y in
            if x.stable != y.stable { return x.stable }
            if x.zero != y.zero { return x.zero }
            if x.rows != y.rows { return x.rows < y.rows }
            if x.abs != y.abs { return x.abs > y.abs }
            return x.sym < y.sym
        }
        if degenerate { return cands.first?.sym }
        for cand in cands {
            let t = c / cand.abs
            compactColumn(cand.sym)
            var ok = true
            let list = takeColumn(cand.sym)
            defer { recycleColumn(list) }
            for q in list where !isExternalRow(q) {
                let aq = coefficient(q, cand.sym)
                if aq < -Tolerance.pivot && max(0, rows[Int(q)].constant) / -aq < t * (1 - 1e-12) {
                    ok = false
                    break
                }
            }
            if ok { return cand.sym }
        }
        return nil
    }

    /// Undoes the symbols made since a snapshot (after the rows naming them are gone).
    mutating func rollbackSymbols(_ count0: Int, _ free0: [Int32]) {
        let n = count0
        if kind.count > n {
            symRow.removeLast(symRow.count - n)
            for h in colHead[n...] { colGarbage += Int(h.cap) }
            colHead.removeLast(colHead.count - n)
            // The slot arrays stay long: their cells go back to the defaults of a fresh id.
            for i in n..<kind.count {
                cntR[i] = 0
                cntE[i] = 0
                owner[i] = -1
                value[i] = 0
                inCand[i] = false
                accum[i] = 0
                accMag[i] = -1
                symMark[i] = 0
                flatMark[i] = 0
                errorPriority[i] = 0
            }
            kind.removeLast(kind.count - n)
            if level.count > n { level.removeLast(level.count - n) }
            cost.removeLast(cost.count - n * levels)
        }
        cand.removeAll { Int($0) >= n }
        if freeSyms.count < free0.count {
            for s in free0[freeSyms.count...] {
                let i = Int(s)
                kind[i] = .dead
                owner[i] = -1
                value[i] = 0
                colHead[i].count = 0
                symRow[i] = -1
                inCand[i] = false
                for l in 0..<levels { cost[i * levels + l] = 0 }
            }
        }
        cand.removeAll { kind[Int($0)] == .dead }
        freeSyms = free0
    }
}
