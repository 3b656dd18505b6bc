extension Tableau {
    /// Index of `s` in sorted `entries`, or nil.
    @inline(__always)
    static func find(_ entries: [Entry], _ s: Int32) -> Int? {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let m = entries[mid].sym
            if m < s { lo = mid + 1 } else if m > s { hi = mid } else { return mid }
        }
        return nil
    }

    @inline(__always)
    func coefficient(_ r: Int32, _ s: Int32) -> Double {
        let e = rows[Int(r)].entries
        if let i = Tableau.find(e, s) { return e[i].coef }
        return 0
    }

    @inline(__always)
    mutating func countUp(_ s: Int32, _ r: Int32, external: Bool) {
        let i = Int(s)
        if external { cntE[i] += 1 } else { cntR[i] += 1 }
        col[i].append(r)
        if col[i].count > 2 * Int(cntR[i] + cntE[i]) + 16 { compactQueue.append(s) }
    }

    /// Compacts the columns that grew long with stale ids (never in the middle of a merge,
    /// when the row being rebuilt is momentarily empty).
    mutating func drainCompactQueue() {
        while let s = compactQueue.popLast() {
            let i = Int(s)
            if i < col.count && col[i].count > 2 * Int(cntR[i] + cntE[i]) + 16 { compactColumn(s) }
        }
    }

    @inline(__always)
    mutating func countDown(_ s: Int32, external: Bool) {
        if external { cntE[Int(s)] -= 1 } else { cntR[Int(s)] -= 1 }
    }

    /// Makes `col[s]` exactly the live rows naming `s`, each once, in first-seen order.
    mutating func compactColumn(_ s: Int32) {
        let i = Int(s)
        if col[i].isEmpty { return }
        rowEpoch &+= 1
        let ep = rowEpoch
        var list = col[i]
        col[i] = []
        var w = 0
        for k in 0..<list.count {
            let r = list[k]
            let ri = Int(r)
            if ri < rows.count && rows[ri].basic >= 0 && rowMark[ri] != ep && Tableau.find(rows[ri].entries, s) != nil {
                rowMark[ri] = ep
                list[w] = r
                w += 1
            }
        }
        list.removeLast(list.count - w)
        col[i] = list
    }

    /// Allocates a row `basic = constant + entries` (entries sorted, no basic symbol among
    /// them for restricted rows).
    @discardableResult
    mutating func makeRow(basic: Int32, entries: [Entry], constant: Double) -> Int32 {
        let r: Int32
        if let f = freeRows.popLast() {
            r = f
        } else {
            r = Int32(rows.count)
            rows.append(Row(entries: [], constant: 0, basic: -1))
            rowMark.append(0)
            rowJournal.append(0)
            inInfeasible.append(false)
        }
        journalRow(r)
        let external = isExternal(basic)
        rows[Int(r)] = Row(entries: entries, constant: constant, basic: basic)
        for e in entries { countUp(e.sym, r, external: external) }
        journalSymRow(basic)
        symRow[Int(basic)] = r
        if external { extVersion += 1 }
        if !compactQueue.isEmpty { drainCompactQueue() }
        return r
    }

    /// Frees a row; its basic symbol becomes non-basic (value 0).
    mutating func deleteRow(_ r: Int32) {
        journalRow(r)
        let ri = Int(r)
        let b = rows[ri].basic
        let external = isExternal(b)
        for e in rows[ri].entries { countDown(e.sym, external: external) }
        rows[ri] = Row(entries: [], constant: 0, basic: -1)
        journalSymRow(b)
        symRow[Int(b)] = -1
        if external {
            extVersion += 1
            value[Int(b)] = 0
        }
        freeRows.append(r)
    }

    /// In row `q`, replaces the symbol `s` by `constant + entries` (the definition of `s`).
    mutating func substitute(into q: Int32, symbol s: Int32, entries src: [Entry], constant srcConst: Double) {
        let qi = Int(q)
        guard let pos = Tableau.find(rows[qi].entries, s) else { return }
        journalRow(q)
        let external = isExternal(rows[qi].basic)
        if external { extVersion += 1 }
        var target = rows[qi].entries
        rows[qi].entries = []
        let a = target[pos].coef
        rows[qi].constant += a * srcConst
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(target.count + src.count)
        let tn = target.count, sn = src.count
        var ti = 0, si = 0
        while ti < tn || si < sn {
            let ts = ti < tn ? target[ti].sym : Int32.max
            let ss = si < sn ? src[si].sym : Int32.max
            if ts < ss {
                if ts != s { scratch.append(target[ti]) }
                ti += 1
            } else if ss < ts {
                let v = a * src[si].coef
                if abs(v) > Tolerance.cell {
                    scratch.append(Entry(ss, v))
                    countUp(ss, q, external: external)
                }
                si += 1
            } else {
                let v = Tolerance.sum(target[ti].coef, a * src[si].coef)
                if v != 0 {
                    scratch.append(Entry(ts, v))
                } else {
                    countDown(ts, external: external)
                }
                ti += 1
                si += 1
            }
        }
        countDown(s, external: external)
        swap(&scratch, &target)
        rows[qi].entries = target
        if !compactQueue.isEmpty { drainCompactQueue() }
        if !external && rows[qi].constant < -Tolerance.feasibility { markInfeasible(q) }
    }

    @inline(__always)
    mutating func markInfeasible(_ r: Int32) {
        if !inInfeasible[Int(r)] {
            inInfeasible[Int(r)] = true
            infeasible.append(r)
        }
    }

    /// Removes every cell naming `s` (used for symbols fixed at 0 or deleted).
    mutating func purgeSymbol(_ s: Int32) {
        compactColumn(s)
        let list = col[Int(s)]
        for r in list {
            let ri = Int(r)
            guard let p = Tableau.find(rows[ri].entries, s) else { continue }
            journalRow(r)
            let external = isExternal(rows[ri].basic)
            if external { extVersion += 1 }
            rows[ri].entries.remove(at: p)
            countDown(s, external: external)
        }
        col[Int(s)].removeAll()
        if let a = aux, let p = Tableau.find(a.entries, s) {
            aux!.entries.remove(at: p)
        }
    }

    /// `a + scale × b` over sorted entry lists, without `skip`.
    static func merged(_ a: [Entry], skip: Int32, _ b: [Entry], scale: Double, into out: inout [Entry]) {
        out.removeAll(keepingCapacity: true)
        var i = 0, j = 0
        let an = a.count, bn = b.count
        while i < an || j < bn {
            let x = i < an ? a[i].sym : Int32.max
            let y = j < bn ? b[j].sym : Int32.max
            if x < y {
                if x != skip { out.append(a[i]) }
                i += 1
            } else if y < x {
                let v = scale * b[j].coef
                if abs(v) > Tolerance.cell { out.append(Entry(y, v)) }
                j += 1
            } else {
                let v = Tolerance.sum(a[i].coef, scale * b[j].coef)
                if v != 0 && x != skip { out.append(Entry(x, v)) }
                i += 1
                j += 1
            }
        }
    }
}
