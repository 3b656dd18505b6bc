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

    /// Pool index of `s` in row `r`, or -1.
    @inline(__always)
    mutating func rowFind(_ r: Int, _ s: Int32) -> Int {
        let start = rows[r].start, end = start + Int(rows[r].count)
        return pool.withUnsafeBufferPointer { Tableau.search($0, start, end, s) }
    }

    /// Index of `s` in the sorted cells `pool[lo..<hi]` (one row's), or -1.
    @inline(__always)
    static func search(_ pool: UnsafeBufferPointer<Entry>, _ lo: Int, _ hi: Int, _ s: Int32) -> Int {
        var lo = lo, hi = hi
        while lo < hi {
            let mid = (lo + hi) >> 1
            let m = pool[mid].sym
            if m < s { lo = mid + 1 } else if m > s { hi = mid } else { return mid }
        }
        return -1
    }

    @inline(__always)
    mutating func coefficient(_ r: Int32, _ s: Int32) -> Double {
        let k = rowFind(Int(r), s)
        return k < 0 ? 0 : pool[k].coef
    }

    /// A copy of row `r`'s entries.
    mutating func entries(of r: Int32) -> [Entry] {
        let st = rows[Int(r)].start
        return Array(pool[st..<st + Int(rows[Int(r)].count)])
    }

    /// Stores `scratch` as row `r`'s entries (in place when it fits).
    mutating func storeScratch(_ r: Int) {
        let n = scratch.count
        let st = makeRoom(r, n)
        for k in 0..<n { pool[st + k] = scratch[k] }
    }

    /// Sets row `r`'s length to `n` and returns where its cells start: in place when `n` fits its
    /// capacity, else at the pool's end with 50 % headroom (the old space becomes garbage). The
    /// caller writes the cells.
    @inline(__always)
    mutating func makeRoom(_ r: Int, _ n: Int) -> Int {
        if n > Int(rows[r].cap) {
            poolGarbage += Int(rows[r].cap)
            let cap = n + (n >> 1) + 2
            let start = poolEnd
            if start + cap > pool.count { growPool(to: start + cap) }
            poolEnd = start + cap
            rows[r].start = start
            rows[r].cap = Int32(cap)
        }
        rows[r].count = Int32(n)
        return rows[r].start
    }

    /// Makes the pool at least `n` cells long, doubling it (rows that move go to `poolEnd`).
    @inline(never)
    mutating func growPool(to n: Int) {
        pool = Tableau.grown(pool, to: max(n, 2 * pool.count, 1024), filler: Entry(-1, 0))
    }

    /// `old` followed by `filler` up to `count` elements: one copy, no element-wise appends.
    static func grown<T>(_ old: [T], to count: Int, filler: T) -> [T] {
        let n = old.count
        return [T](unsafeUninitializedCapacity: count) { buf, initialized in
            old.withUnsafeBufferPointer { src in
                if n > 0 { buf.baseAddress!.initialize(from: src.baseAddress!, count: n) }
            }
            (buf.baseAddress! + n).initialize(repeating: filler, count: count - n)
            initialized = count
        }
    }

    /// Rewrites the pool without the space of deleted and moved rows, when it is mostly garbage.
    mutating func maintainPool() {
        maintainColumns()
        guard poolGarbage > 65_536 && poolGarbage * 2 > poolEnd else { return }
        var fresh: [Entry] = []
        fresh.reserveCapacity(poolEnd - poolGarbage + rows.count * 2)
        for r in rows.indices {
            let st = rows[r].start
            let n = Int(rows[r].count)
            let cap = rows[r].basic >= 0 ? n + (n >> 2) + 1 : 0
            rows[r].start = fresh.count
            rows[r].cap = Int32(cap)
            fresh.append(contentsOf: pool[st..<st + n])
            for _ in n..<cap { fresh.append(Entry(-1, 0)) }
        }
        poolEnd = fresh.count
        pool = fresh
        poolGarbage = 0
    }

    /// Allocates a row `basic = constant + entries` (entries sorted, no basic symbol among
    /// them for restricted rows).
    @discardableResult
    mutating func makeRow(basic: Int32, entries: [Entry], constant: Double) -> Int32 {
        scratch.replaceSubrange(0..<scratch.count, with: entries)
        return makeRowFromScratch(basic: basic, constant: constant)
    }

    /// `makeRow` with the entries already in `scratch`.
    @discardableResult
    mutating func makeRowFromScratch(basic: Int32, constant: Double) -> Int32 {
        let r: Int32
        if let f = freeRows.popLast() {
            r = f
        } else {
            r = Int32(rows.count)
            if rows.count == rows.capacity || rows.count == rowMark.count { reserveRows(max(128, 2 * rows.count)) }
            rows.append(Row(start: poolEnd, count: 0, cap: 0, basic: -1, constant: 0))
        }
        journalRow(r)
        let ri = Int(r)
        let external = isExternal(basic)
        storeScratch(ri)
        rows[ri].basic = basic
        rows[ri].constant = constant
        for k in 0..<scratch.count { countUp(scratch[k].sym, r, external: external) }
        journalSymRow(basic)
        symRow[Int(basic)] = r
        if external {
            extVersion += 1
            let lazy = levelsActive ? placeDefinition(basic) : namesBasicUserVariable()
            if topoValid {
                if !lazy {
                    topoFront.append(basic)
                } else if cntE[Int(basic)] == 0 {
                    topoBack.append(basic)
                } else {
                    topoValid = false
                    if !levelsActive { activateLevels(adding: basic) }
                }
            }
        }
        if !compactQueue.isEmpty { drainCompactQueue() }
        return r
    }

    /// Room for `n` rows in the four per-row arrays at once (they doubled from one element).
    /// `rowMark`, `rowJournal` and `inInfeasible` are filled with their defaults up to `rows`'
    /// capacity (at least `rows.count` long, so a new row appends to `rows` alone); the journal's
    /// undo restores the defaults of the rows it drops.
    @inline(never)
    mutating func reserveRows(_ n: Int) {
        rows.reserveCapacity(n)
        let m = max(n, rows.capacity)
        guard rowMark.count < m else { return }
        rowMark = Tableau.grown(rowMark, to: m, filler: 0)
        rowJournal = Tableau.grown(rowJournal, to: m, filler: 0)
        inInfeasible = Tableau.grown(inInfeasible, to: m, filler: false)
    }

    /// Frees a row; its basic symbol becomes non-basic (value 0).
    mutating func deleteRow(_ r: Int32) {
        journalRow(r)
        let ri = Int(r)
        let b = rows[ri].basic
        let external = isExternal(b)
        let st = rows[ri].start
        let end = st + Int(rows[ri].count)
        // The cells leave their symbols' counts: one pass over raw buffers.
        pool.withUnsafeBufferPointer { cells in
            if external {
                cntE.withUnsafeMutableBufferPointer { c in for k in st..<end { c[Int(cells[k].sym)] -= 1 } }
            } else {
                cntR.withUnsafeMutableBufferPointer { c in for k in st..<end { c[Int(cells[k].sym)] -= 1 } }
            }
        }
        rows[ri].count = 0
        rows[ri].basic = -1
        rows[ri].constant = 0
        journalSymRow(b)
        symRow[Int(b)] = -1
        value[Int(b)] = 0
        if owner[Int(b)] == -2 { seedGhost(b) }
        if external {
            extVersion += 1
            topoValid = false
        }
        // Never more free rows than rows: one allocation, not a doubling from one element.
        if freeRows.count == freeRows.capacity { freeRows.reserveCapacity(rows.count) }
        freeRows.append(r)
    }

    /// In row `q`, replaces the symbol `s` by `constant + src` (the definition of `s`).
    ///
    /// The merge runs over raw buffers into `mergeBuf` (sized once, reused), recording the
    /// symbols that enter or cancel out in `fillBuf`; the column counts are updated after it.
    /// This is the inner loop of every pivot.
    mutating func substitute(into q: Int32, symbol s: Int32, entries src: [Entry], constant srcConst: Double) {
        let qi = Int(q)
        let pos = rowFind(qi, s)
        guard pos >= 0 else { return }
        journalRow(q)
        let external = isExternal(rows[qi].basic)
        let a = pool[pos].coef
        rows[qi].constant += a * srcConst
        let st = rows[qi].start
        let tn = st + Int(rows[qi].count), sn = src.count
        let need = tn - st + sn
        if mergeBuf.count < need { mergeBuf = [Entry](repeating: Entry(-1, 0), count: max(need, 2 * mergeBuf.count, 64)) }
        if fillBuf.count < sn + 1 { fillBuf = [Int32](repeating: 0, count: max(sn + 1, 2 * fillBuf.count, 64)) }
        // fillBuf: entering symbols from the front, cancelled ones from the back.
        var n = 0, added = 0, cancelled = 0
        let fillCap = fillBuf.count
        // The scratch buffers as locals during the merge: nothing in it writes to `self`, so the
        // pool's buffer is read without a retain.
        var merged: [Entry] = []
        var filled: [Int32] = []
        swap(&merged, &mergeBuf)
        swap(&filled, &fillBuf)
        pool.withUnsafeBufferPointer { poolP in
            src.withUnsafeBufferPointer { srcP in
                merged.withUnsafeMutableBufferPointer { out in
                    filled.withUnsafeMutableBufferPointer { fill in
                        var ti = st, si = 0
                        while ti < tn || si < sn {
                            let ts = ti < tn ? poolP[ti].sym : Int32.max
                            let ss = si < sn ? srcP[si].sym : Int32.max
                            if ts < ss {
                                if ts != s {
                                    out[n] = poolP[ti]
                                    n += 1
                                }
                                ti += 1
                            } else if ss < ts {
                                let v = a * srcP[si].coef
                                if abs(v) > Tolerance.cell {
                                    out[n] = Entry(ss, v)
                                    n += 1
                                    fill[added] = ss
                                    added += 1
                                }
                                si += 1
                            } else {
                                let v = Tolerance.sum(poolP[ti].coef, a * srcP[si].coef)
                                if v != 0 {
                                    out[n] = Entry(ts, v)
                                    n += 1
                                } else {
                                    cancelled += 1
                                    fill[fillCap - cancelled] = ts
                                }
                                ti += 1
                                si += 1
                            }
                        }
                    }
                }
            }
        }
        swap(&merged, &mergeBuf)
        swap(&filled, &fillBuf)
        if added > 0 { countUpFill(added, q, external: external) }
        // `s` and the cancelled symbols leave the row: one pass over the count array.
        countDown(s, fillFrom: fillCap - cancelled, to: fillCap, external: external)
        storeMerged(qi, n)
        if !compactQueue.isEmpty { drainCompactQueue() }
        if !external && rows[qi].constant < -Tolerance.feasibility { markInfeasible(q) }
    }

    /// `s` and the symbols `fillBuf[lo..<hi]` leave an external or restricted row: their counts
    /// drop by one (raw buffers; `fillBuf` read in place, not passed as a retained copy).
    @inline(__always)
    mutating func countDown(_ s: Int32, fillFrom lo: Int, to hi: Int, external: Bool) {
        var filled: [Int32] = []
        swap(&filled, &fillBuf)
        defer { swap(&filled, &fillBuf) }
        filled.withUnsafeBufferPointer { f in
            if external {
                cntE.withUnsafeMutableBufferPointer { c in
                    for k in lo..<hi { c[Int(f[k])] -= 1 }
                    c[Int(s)] -= 1
                }
            } else {
                cntR.withUnsafeMutableBufferPointer { c in
                    for k in lo..<hi { c[Int(f[k])] -= 1 }
                    c[Int(s)] -= 1
                }
            }
        }
    }

    /// Stores `mergeBuf[0..<n]` as row `r`'s entries (in place when it fits).
    mutating func storeMerged(_ r: Int, _ n: Int) {
        let st = makeRoom(r, n)
        guard n > 0 else { return }
        // A short row in one block copy (the buffers are distinct arrays: no overlap); a long
        // one in the loop, which the block copy made slower (chain-1000 +1.3 %).
        mergeBuf.withUnsafeBufferPointer { src in
            pool.withUnsafeMutableBufferPointer { dst in
                if n < 32 {
                    (dst.baseAddress! + st).update(from: src.baseAddress!, count: n)
                } else {
                    for k in 0..<n { dst[st + k] = src[k] }
                }
            }
        }
    }

    @inline(__always)
    mutating func markInfeasible(_ r: Int32) {
        if !inInfeasible[Int(r)] {
            inInfeasible[Int(r)] = true
            infeasible.append(r)
        }
    }

    /// Removes the cell at `p` (an index from `rowFind`) from row `r`, keeping the row sorted.
    /// The caller journals the row and updates the symbol's counts.
    @inline(__always)
    mutating func removeCell(_ p: Int, ofRow r: Int) {
        let end = rows[r].start + Int(rows[r].count)
        var k = p
        while k + 1 < end {
            pool[k] = pool[k + 1]
            k += 1
        }
        rows[r].count -= 1
    }

    /// Removes every cell naming `s` (used for symbols fixed at 0 or deleted).
    mutating func purgeSymbol(_ s: Int32) {
        // The column as it stands (no compaction): a stale or repeated id finds no cell. Removing
        // cells changes no column list, so the pool is read in place.
        let h = colHead[Int(s)]
        let nRows = rows.count
        if journal == nil {
            // Over raw buffers: the rows' cells shift left over the removed one.
            var external: Int32 = 0, restricted: Int32 = 0
            // The written arrays as locals meanwhile: the columns and kinds are then read
            // without a retain/release pair.
            var rowsL: [Row] = [], poolL: [Entry] = []
            swap(&rowsL, &rows)
            swap(&poolL, &pool)
            rowsL.withUnsafeMutableBufferPointer { rows in
                poolL.withUnsafeMutableBufferPointer { pool in
                    colPool.withUnsafeBufferPointer { col in
                        kind.withUnsafeBufferPointer { kind in
                            for j in Int(h.start)..<Int(h.start) + Int(h.count) {
                                let ri = Int(col[j])
                                guard ri < nRows else { continue }
                                let st = rows[ri].start
                                let end = st + Int(rows[ri].count)
                                let p = Tableau.search(UnsafeBufferPointer(pool), st, end, s)
                                if p < 0 { continue }
                                if kind[Int(rows[ri].basic)] == .external { external += 1 } else { restricted += 1 }
                                var k = p
                                while k + 1 < end {
                                    pool[k] = pool[k + 1]
                                    k += 1
                                }
                                rows[ri].count -= 1
                            }
                        }
                    }
                }
            }
            swap(&rowsL, &rows)
            swap(&poolL, &pool)
            extVersion += Int(external)
            cntE[Int(s)] -= external
            cntR[Int(s)] -= restricted
            colHead[Int(s)].count = 0
            if let a = aux, let p = Tableau.find(a.entries, s) {
                aux!.entries.remove(at: p)
            }
            return
        }
        for j in Int(h.start)..<Int(h.start) + Int(h.count) {
            let r = colPool[j]
            let ri = Int(r)
            guard ri < nRows else { continue }
            let p = rowFind(ri, s)
            if p < 0 { continue }
            journalRow(r)
            let external = isExternal(rows[ri].basic)
            if external { extVersion += 1 }
            removeCell(p, ofRow: ri)
            countDown(s, external: external)
        }
        colHead[Int(s)].count = 0
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
