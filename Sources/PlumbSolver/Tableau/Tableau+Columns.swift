extension Tableau {
    // Column lists live in one pool of row ids (`colPool`): symbol `s` owns
    // `colPool[colHead[s].start ..< start + count]`, with room for `cap`. A full column moves
    // to the pool's end with twice the room (the old space becomes garbage, reclaimed by
    // `maintainColumns`); a released symbol keeps its room for the symbol that recycles its id.
    // No symbol owns a heap array of its own, so making and releasing symbols allocates nothing.

    @inline(__always)
    mutating func countUp(_ s: Int32, _ r: Int32, external: Bool) {
        let i = Int(s)
        if external { cntE[i] += 1 } else { cntR[i] += 1 }
        var h = colHead[i]
        if h.count == h.cap { h = growColumn(i) }
        colPool[Int(h.start) + Int(h.count)] = r
        colHead[i].count = h.count + 1
        if Int(h.count) + 1 > 2 * Int(cntR[i] + cntE[i]) + 16 { compactQueue.append(s) }
    }

    /// `countUp(fillBuf[k], r, external:)` for every `k < n`, through raw buffers; a symbol whose
    /// column is full or due for compaction goes through `countUp` itself.
    mutating func countUpFill(_ n: Int, _ r: Int32, external: Bool) {
        var k = 0
        // `fillBuf` as a local meanwhile (read without a retain while the columns are written).
        var filled: [Int32] = []
        swap(&filled, &fillBuf)
        defer { swap(&filled, &fillBuf) }
        while k < n {
            filled.withUnsafeBufferPointer { fill in
                colHead.withUnsafeMutableBufferPointer { heads in
                    colPool.withUnsafeMutableBufferPointer { pool in
                        cntR.withUnsafeMutableBufferPointer { cr in
                            cntE.withUnsafeMutableBufferPointer { ce in
                                while k < n {
                                    let i = Int(fill[k])
                                    let h = heads[i]
                                    let live = Int(cr[i]) + Int(ce[i]) + 1
                                    if h.count == h.cap || Int(h.count) + 1 > 2 * live + 16 { return }
                                    if external { ce[i] += 1 } else { cr[i] += 1 }
                                    pool[Int(h.start) + Int(h.count)] = r
                                    heads[i].count = h.count + 1
                                    k += 1
                                }
                            }
                        }
                    }
                }
            }
            if k < n {
                countUp(filled[k], r, external: external)
                k += 1
            }
        }
    }

    @inline(__always)
    mutating func countDown(_ s: Int32, external: Bool) {
        if external { cntE[Int(s)] -= 1 } else { cntR[Int(s)] -= 1 }
    }

    /// Moves column `i` to the end of the used pool (`colEnd`) with twice its room.
    @inline(never)
    mutating func growColumn(_ i: Int) -> ColumnHead {
        let h = colHead[i]
        let cap = max(8, 2 * Int(h.cap))
        let start = colEnd
        if start + cap > colPool.count {
            colPool = Tableau.grown(colPool, to: max(start + cap, 2 * colPool.count, 1024), filler: -1)
        }
        colEnd = start + cap
        let from = Int(h.start)
        colPool.withUnsafeMutableBufferPointer { pool in
            for k in 0..<Int(h.count) { pool[start + k] = pool[from + k] }
        }
        colGarbage += Int(h.cap)
        let moved = ColumnHead(start: Int32(start), count: h.count, cap: Int32(cap))
        colHead[i] = moved
        return moved
    }

    /// The number of ids in `s`'s column (a superset of the rows naming it until compacted).
    @inline(__always)
    mutating func columnCount(_ s: Int32) -> Int { Int(colHead[Int(s)].count) }

    /// A copy of `s`'s column (in a reused buffer: pass it to `recycleColumn` when done), so
    /// the caller may change rows and columns while it walks the list.
    mutating func takeColumn(_ s: Int32) -> [Int32] {
        var list = colBufs.popLast() ?? []
        let h = colHead[Int(s)]
        colPool.withUnsafeBufferPointer { pool in
            list.replaceSubrange(0..<list.count, with: UnsafeBufferPointer(rebasing: pool[Int(h.start)..<Int(h.start) + Int(h.count)]))
        }
        return list
    }

    mutating func recycleColumn(_ list: [Int32]) {
        colBufs.append(list)
    }

    /// Rewrites the column pool without garbage, when it is mostly garbage.
    mutating func maintainColumns() {
        guard colGarbage > 65_536 && colGarbage * 2 > colEnd else { return }
        var fresh: [Int32] = []
        fresh.reserveCapacity(colEnd - colGarbage + colHead.count * 2)
        for i in colHead.indices {
            let h = colHead[i]
            let n = Int(h.count)
            let cap = n == 0 ? 0 : n + (n >> 1) + 2
            colHead[i] = ColumnHead(start: Int32(fresh.count), count: h.count, cap: Int32(cap))
            fresh.append(contentsOf: colPool[Int(h.start)..<Int(h.start) + n])
            for _ in n..<cap { fresh.append(-1) }
        }
        colEnd = fresh.count
        colPool = fresh
        colGarbage = 0
    }

    /// Compacts the columns that grew long with stale ids.
    mutating func drainCompactQueue() {
        while let s = compactQueue.popLast() {
            let i = Int(s)
            if i < colHead.count && Int(colHead[i].count) > 2 * Int(cntR[i] + cntE[i]) + 16 { compactColumn(s) }
        }
    }

    /// Makes `s`'s column exactly the live rows naming `s`, each once, in first-seen order.
    mutating func compactColumn(_ s: Int32) {
        let i = Int(s)
        // The column is a superset of the rows naming `s` and their number is exact: as long
        // as it is as long as that number, it holds exactly those rows, once each.
        let h = colHead[i]
        if Int(h.count) == Int(cntR[i] + cntE[i]) { return }
        rowEpoch &+= 1
        let ep = rowEpoch
        var w = 0
        let nRows = rows.count
        let st = Int(h.start)
        // The written arrays as locals meanwhile: the rows and the pool are then read without a
        // retain/release pair.
        var marks: [UInt32] = [], columns: [Int32] = []
        swap(&marks, &rowMark)
        swap(&columns, &colPool)
        rows.withUnsafeBufferPointer { rows in
            pool.withUnsafeBufferPointer { pool in
                marks.withUnsafeMutableBufferPointer { rowMark in
                    columns.withUnsafeMutableBufferPointer { list in
                        for k in st..<st + Int(h.count) {
                            let r = list[k]
                            let ri = Int(r)
                            guard ri < nRows && rows[ri].basic >= 0 && rowMark[ri] != ep else { continue }
                            let start = rows[ri].start
                            if Tableau.search(pool, start, start + Int(rows[ri].count), s) >= 0 {
                                rowMark[ri] = ep
                                list[st + w] = r
                                w += 1
                            }
                        }
                    }
                }
            }
        }
        swap(&marks, &rowMark)
        swap(&columns, &colPool)
        colHead[i].count = Int32(w)
    }
}
