extension Tableau {
    /// Makes `accList` (the accumulator's list of touched symbols) long enough for every symbol.
    @inline(__always)
    mutating func reserveAccumulator() {
        let n = kind.count
        if accList.count < n { accList = [Int32](repeating: 0, count: max(n, 2 * accList.count, 64)) }
    }

    /// Runs `body` with a ``SparseAccumulator`` over the scratch arrays and read-only views of
    /// the rows, the cell pool, the symbol → row index and the symbol kinds. Call
    /// `reserveAccumulator()` first.
    @inline(__always)
    mutating func withAccumulator(
        _ body: (inout SparseAccumulator, UnsafeBufferPointer<Row>, UnsafeBufferPointer<Entry>,
                 UnsafeBufferPointer<Int32>, UnsafeBufferPointer<SymbolKind>) -> Void
    ) {
        // The scratch arrays as locals meanwhile: nothing inside writes to `self`, so the four
        // read-only buffers are borrowed without a retain/release pair each.
        var accum: [Double] = [], accMag: [Double] = [], accList: [Int32] = []
        swap(&accum, &self.accum)
        swap(&accMag, &self.accMag)
        swap(&accList, &self.accList)
        rows.withUnsafeBufferPointer { rows in
            pool.withUnsafeBufferPointer { pool in
                symRow.withUnsafeBufferPointer { symRow in
                    kind.withUnsafeBufferPointer { kind in
                        accum.withUnsafeMutableBufferPointer { accum in
                            accMag.withUnsafeMutableBufferPointer { accMag in
                                accList.withUnsafeMutableBufferPointer { list in
                                    var acc = SparseAccumulator(accum: accum, accMag: accMag, list: list)
                                    body(&acc, rows, pool, symRow, kind)
                                }
                            }
                        }
                    }
                }
            }
        }
        swap(&accum, &self.accum)
        swap(&accMag, &self.accMag)
        swap(&accList, &self.accList)
    }

    /// Rewrites `constant + Σ entries` over non-basic symbols only, expanding basic symbols by
    /// their rows. External rows are visited once each, parents before the rows they name
    /// (reverse post-order), so shared definitions cost nothing extra.
    ///
    /// A sum that cancels to within `Tolerance.residue` of its terms' magnitudes is 0: a cell
    /// of 10⁻¹⁰ left over from terms of 10³ (a required equality that repeats others, on
    /// coefficients such as 250) is round-off, and solving or scaling the row by it made the
    /// insert refuse a constraint that holds, or pivot on noise. The constant likewise.
    mutating func expand(_ entries: [Entry], _ constant: Double) -> (entries: [Entry], constant: Double) {
        var out: [Entry] = []
        let c = expand(entries, constant, into: &out)
        return (out, c)
    }

    /// ``expand(_:_:)`` into `out` (emptied first, its capacity kept: `insert` passes a reused
    /// buffer, so an expansion allocates nothing); returns the constant.
    mutating func expand(_ entries: [Entry], _ constant: Double, into out: inout [Entry]) -> Double {
        let hasBasic = symRow.withUnsafeBufferPointer { symRow in
            entries.contains { symRow[Int($0.sym)] >= 0 }
        }
        if !hasBasic {
            expandMagnitude = abs(constant)
            out.replaceSubrange(0..<out.count, with: entries)
            return constant
        }
        // Leaves the definitions reachable from `entries` in `order`, children first. Path
        // compression only replaces edges by edges to descendants, so that order stays valid
        // (a definition it made unreachable just accumulates nothing).
        compressDefinitions(entries)
        reserveAccumulator()
        var c = constant
        var cMag = abs(constant)
        out.removeAll(keepingCapacity: true)
        let order = self.order
        withAccumulator { acc, rows, pool, symRow, kind in
            @inline(__always) func addRow(_ r: Int, _ f: Double) {
                let t = f * rows[r].constant
                c += t
                cMag += abs(t)
                let st = rows[r].start
                for k in st..<st + Int(rows[r].count) { acc.add(pool[k].sym, f * pool[k].coef) }
            }
            for e in entries { acc.add(e.sym, e.coef) }
            var k = order.count - 1
            while k >= 0 {
                let x = Int(order[k])
                k -= 1
                let f = acc.take(x)
                if f == 0 { continue }
                addRow(Int(symRow[x]), f)
            }
            // Restricted rows name non-basic symbols only: one pass.
            let n0 = acc.count
            for j in 0..<n0 {
                let s = Int(acc.list[j])
                let r = symRow[s]
                if r < 0 || kind[s] == .external { continue }
                let f = acc.take(s)
                if f == 0 { continue }
                addRow(Int(r), f)
            }
            out.reserveCapacity(acc.count)
            acc.drain { s, v, m in
                if abs(v) > max(Tolerance.cell, Tolerance.residue * m) && symRow[Int(s)] < 0 { out.append(Entry(s, v)) }
            }
        }
        out.sort { $0.sym < $1.sym }
        if abs(c) <= Tolerance.residue * cMag { c = 0 }
        expandMagnitude = cMag
        return c
    }

    /// `Σ coef·(row of y, or y)` over row `r`'s cells — one level of its lazy definitions merged
    /// in — into `merged` (unsorted) and its constant; nil when it exceeds `cap` cells.
    mutating func mergeChildren(ofRow r: Int, into merged: inout [Entry], cap: Int) -> Double? {
        reserveAccumulator()
        var c = rows[r].constant
        var fits = true
        merged.removeAll(keepingCapacity: true)
        withAccumulator { acc, rows, pool, symRow, kind in
            let st = rows[r].start
            for k in st..<st + Int(rows[r].count) {
                let e = pool[k]
                let y = Int(e.sym)
                let yr = symRow[y]
                if yr >= 0 && kind[y] == .external {
                    let yri = Int(yr)
                    c += e.coef * rows[yri].constant
                    let ys = rows[yri].start
                    for j in ys..<ys + Int(rows[yri].count) { acc.add(pool[j].sym, e.coef * pool[j].coef) }
                } else {
                    acc.add(e.sym, e.coef)
                }
            }
            acc.drain { s, v, _ in
                if abs(v) > Tolerance.cell {
                    if merged.count == cap { fits = false }
                    if fits { merged.append(Entry(s, v)) }
                }
            }
        }
        return fits ? c : nil
    }

    /// Path compression of the lazy definitions reachable from `entries`: visiting them children
    /// first, a row whose basic user variables all have flat rows (naming no basic user variable)
    /// is rewritten over its children's entries when the result stays short
    /// (`Tableau.flatCap` cells). Chains of definitions that telescope (a column of views aligned
    /// through each other) then cost one step on the next expansion instead of a walk down the
    /// chain; chains that grow (a row of views) stay lazy.
    mutating func compressDefinitions(_ entries: [Entry]) {
        symEpoch &+= 1
        let ep = symEpoch
        order.removeAll(keepingCapacity: true)
        for e in entries where symRow[Int(e.sym)] >= 0 && kind[Int(e.sym)] == .external {
            postOrder(from: e.sym)
        }
        var nodes: [Int32] = []
        swap(&nodes, &order)
        var merged: [Entry] = []
        swap(&merged, &mergeRowBuf)
        defer { swap(&merged, &mergeRowBuf) }
        for x in nodes {
            let r = Int(symRow[Int(x)])
            let st = rows[r].start
            let n = Int(rows[r].count)
            var lazy = 0
            var size = 0
            var ok = true
            for k in st..<st + n {
                let y = Int(pool[k].sym)
                if symRow[y] >= 0 && kind[y] == .external {
                    if flatMark[y] != ep {
                        ok = false
                        break
                    }
                    lazy += 1
                    size += Int(rows[Int(symRow[y])].count)
                } else {
                    size += 1
                }
            }
            guard ok else { continue }
            if lazy == 0 {
                flatMark[Int(x)] = ep
                continue
            }
            if size > 4 * Tableau.flatCap { continue }
            // Merge the children's rows into this one.
            guard let c = mergeChildren(ofRow: r, into: &merged, cap: Tableau.flatCap) else { continue }
            merged.sort { $0.sym < $1.sym }
            rewriteExternalRow(Int32(r), merged, c)
            flatMark[Int(x)] = ep
        }
        swap(&nodes, &order)
    }

    /// The longest row path compression writes.
    static let flatCap = 32

    /// Replaces the entries and constant of external row `r` by an equivalent definition.
    mutating func rewriteExternalRow(_ r: Int32, _ entries: [Entry], _ constant: Double) {
        journalRow(r)
        let ri = Int(r)
        let st = rows[ri].start
        for k in st..<st + Int(rows[ri].count) { countDown(pool[k].sym, external: true) }
        scratch.replaceSubrange(0..<scratch.count, with: entries)
        storeScratch(ri)
        rows[ri].constant = constant
        for e in entries { countUp(e.sym, r, external: true) }
        extVersion += 1
        if !compactQueue.isEmpty { drainCompactQueue() }
    }

    /// Appends the basic external symbols reachable from `root` to `order`, children first.
    mutating func postOrder(from root: Int32) {
        let ep = symEpoch
        if symMark[Int(root)] == ep { return }
        symMark[Int(root)] = ep
        stack.removeAll(keepingCapacity: true)
        stack.append((root, 0))
        while !stack.isEmpty {
            let top = stack.count - 1
            let (x, start) = stack[top]
            let r = Int(symRow[Int(x)])
            let n = Int(rows[r].count)
            let st = rows[r].start
            var k = Int(start)
            var pushed = false
            while k < n {
                let y = pool[st + k].sym
                k += 1
                let yi = Int(y)
                if symRow[yi] >= 0 && kind[yi] == .external && symMark[yi] != ep {
                    symMark[yi] = ep
                    stack[top].1 = Int32(k)
                    stack.append((y, 0))
                    pushed = true
                    break
                }
            }
            if !pushed {
                stack.removeLast()
                order.append(x)
            }
        }
    }
}
