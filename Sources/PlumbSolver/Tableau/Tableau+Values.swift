extension Tableau {
    /// Evaluates every basic user variable from its (lazy) row, children first.
    ///
    /// `value` holds 0 for every non-basic symbol (kept so wherever a symbol leaves the basis),
    /// the row constant for every restricted basic symbol (written by `loadRestrictedValues`
    /// first) and the value of every evaluated basic user variable, so a row evaluates as
    /// `constant + Σ coef·value[symbol]` over its cells, with no test per cell but where the
    /// cells pass the last symbol that can be basic (`loadRestrictedValues`' limit). (Only
    /// about one cell in seven names a basic symbol on random-1000; testing each cell's symbol
    /// for a row cost a load and an unpredictable branch per cell.) Adding `coef·0` leaves
    /// every sum unchanged but the sign of a zero, and values are read with `-0` as `0`.
    ///
    /// When the evaluation order is known (`topoValid`) the rows are evaluated in it (testing
    /// each cell's symbol instead when restricted rows outnumber external ones more than
    /// twice). Otherwise (after a build, or after external rows were deleted or gained
    /// parents) `evaluateInLevelOrder` sums them in the order of the levels kept since the
    /// order broke, and when those are no order, `evaluateAndOrder` evaluates and orders them.
    mutating func computeValues() {
        if !topoValid {
            if !evaluateInLevelOrder() { evaluateAndOrder() }
            return
        }
        // Few short external rows among many restricted ones (a form such as grid-1: a third of
        // the rows external, three cells each): writing every restricted row's value first
        // costs more than it saves, so test each cell's symbol instead (the same sums).
        let nExternal = topoFront.count + topoBack.count
        if rows.count - freeRows.count - nExternal > 2 * nExternal {
            evaluateTestingCells()
            return
        }
        let limit = loadRestrictedValues(markExternal: false)
        rows.withUnsafeBufferPointer { rowsP in
            pool.withUnsafeBufferPointer { poolP in
                symRow.withUnsafeBufferPointer { symRowP in
                    value.withUnsafeMutableBufferPointer { valueP in
                        @inline(__always) func evaluate(_ x: Int32) {
                            let row = rowsP[Int(symRowP[Int(x)])]
                            valueP[Int(x)] = Tableau.rowSum(row, upTo: limit, poolP, valueP)
                        }
                        Tableau.inEvaluationOrder(topoFront, topoBack, evaluate)
                    }
                }
            }
        }
    }

    /// `computeValues` in the known order, reading a cell's value only when its symbol is
    /// basic (a restricted one's from its row's constant).
    mutating func evaluateTestingCells() {
        rows.withUnsafeBufferPointer { rowsP in
            pool.withUnsafeBufferPointer { poolP in
                symRow.withUnsafeBufferPointer { symRowP in
                    kind.withUnsafeBufferPointer { kindP in
                        value.withUnsafeMutableBufferPointer { valueP in
                            @inline(__always) func evaluate(_ x: Int32) {
                                let row = rowsP[Int(symRowP[Int(x)])]
                                var v = row.constant
                                for k in row.start..<row.start + Int(row.count) {
                                    let e = poolP[k]
                                    let s = Int(e.sym)
                                    let q = symRowP[s]
                                    if q >= 0 {
                                        v += e.coef * (kindP[s] == .external ? valueP[s] : rowsP[Int(q)].constant)
                                    }
                                }
                                valueP[Int(x)] = v
                            }
                            Tableau.inEvaluationOrder(topoFront, topoBack, evaluate)
                        }
                    }
                }
            }
        }
    }

    /// `constant + Σ coef·value[symbol]` over the row's cells naming symbols up to `limit`, in
    /// cell order (cells are sorted by symbol, so the sum stops at the first higher one).
    @inline(__always)
    static func rowSum(_ row: Row, upTo limit: Int32, _ poolP: UnsafeBufferPointer<Entry>,
                       _ valueP: UnsafeMutableBufferPointer<Double>) -> Double {
        var v = row.constant
        var k = row.start
        let end = k + Int(row.count)
        if limit == .max {
            // No limit (the same for every row): no test per cell.
            while k < end {
                let e = poolP[k]
                v += e.coef * valueP[Int(e.sym)]
                k += 1
            }
            return v
        }
        while k < end {
            let e = poolP[k]
            if e.sym > limit { break }
            v += e.coef * valueP[Int(e.sym)]
            k += 1
        }
        return v
    }

    /// Writes each restricted row's constant as its basic symbol's value (a symbol that leaves
    /// the basis gets value 0 where it leaves: `pivot`, `deleteRow`, the journal's rollback);
    /// with `markExternal`, also marks every basic user variable not evaluated (NaN).
    ///
    /// Returns the highest symbol whose cells external rows must sum: `userCeil` when no
    /// external row names a restricted basic symbol above it (their counts `cntE`, read
    /// here), else `Int32.max`. Above `userCeil` there are only slack, error, dummy and
    /// artificial symbols; when none of those that external rows name is basic, every cell
    /// above it reads a value of 0 and the sums can stop there. On random-1000 (user
    /// variables made first, no restricted basic symbol named by an external row) that
    /// leaves 3 482 of the 11 210 cells, the rest naming the rows' own markers.
    mutating func loadRestrictedValues(markExternal: Bool) -> Int32 {
        let nRows = rows.count
        let ceil = userCeil
        var named: Int32 = 0
        rows.withUnsafeBufferPointer { rowsP in
            kind.withUnsafeBufferPointer { kindP in
                cntE.withUnsafeBufferPointer { cntEP in
                    value.withUnsafeMutableBufferPointer { valP in
                        for r in 0..<nRows {
                            let row = rowsP[r]
                            let b = Int(row.basic)
                            if b < 0 { continue }
                            if kindP[b] != .external {
                                valP[b] = row.constant
                                if b > ceil { named |= cntEP[b] }
                            } else if markExternal {
                                valP[b] = .nan
                            }
                        }
                    }
                }
            }
        }
        return named == 0 ? ceil : .max
    }

    /// Evaluates every basic user variable and records the evaluation order (`topoBack`).
    ///
    /// Every basic user variable is marked NaN first, so `rowSum` of a row naming a definition
    /// not evaluated yet is NaN. The external rows are summed in reverse row order (a row made
    /// later more often defines a variable that earlier rows name than the other way round);
    /// a row that sums to NaN is put back (`pendingRows`) and summed again in a pass over the
    /// rows put back, repeated while a pass evaluates at least half of them. What is left is
    /// evaluated depth-first, cell by cell: a cell naming a definition not evaluated yet
    /// suspends the row on a small stack while that definition is evaluated first. Each row
    /// joins the order when it is evaluated, so the order lists every definition before the
    /// rows naming it (values do not depend on which such order it is), and every sum adds the
    /// same products in the same cell order as `computeValues`.
    mutating func evaluateAndOrder() {
        let limit = loadRestrictedValues(markExternal: true)
        let nRows = rows.count
        // The buffers hold at most one entry per row: written through raw pointers, never
        // read before written.
        if valueStack.count < nRows + 1 { valueStack = Tableau.uninitialized(nRows + 1, ValueFrame.self) }
        if pendingRows.count < nRows { pendingRows = Tableau.uninitialized(nRows, Int32.self) }
        var out = topoBack
        topoBack = []
        if out.count < nRows { out = Tableau.uninitialized(nRows, Int32.self) }
        var done = 0
        rows.withUnsafeBufferPointer { rowsP in
            pool.withUnsafeBufferPointer { poolP in
                symRow.withUnsafeBufferPointer { symRowP in
                    kind.withUnsafeBufferPointer { kindP in
                        value.withUnsafeMutableBufferPointer { valP in
                            valueStack.withUnsafeMutableBufferPointer { stP in
                                out.withUnsafeMutableBufferPointer { outP in
                                    pendingRows.withUnsafeMutableBufferPointer { pendP in
                                        var pending = 0
                                        var r = nRows
                                        while r > 0 {
                                            r -= 1
                                            let b = rowsP[r].basic
                                            guard b >= 0 && kindP[Int(b)] == .external else { continue }
                                            let sum = Tableau.rowSum(rowsP[r], upTo: limit, poolP, valP)
                                            if sum.isNaN {
                                                pendP[pending] = Int32(r)
                                                pending += 1
                                            } else {
                                                valP[Int(b)] = sum
                                                outP[done] = b
                                                done += 1
                                            }
                                        }
                                        while pending > 0 {
                                            var kept = 0
                                            for j in 0..<pending {
                                                let q = Int(pendP[j])
                                                let sum = Tableau.rowSum(rowsP[q], upTo: limit, poolP, valP)
                                                if sum.isNaN {
                                                    pendP[kept] = Int32(q)
                                                    kept += 1
                                                } else {
                                                    valP[Int(rowsP[q].basic)] = sum
                                                    outP[done] = rowsP[q].basic
                                                    done += 1
                                                }
                                            }
                                            let progress = pending - kept
                                            pending = kept
                                            if 2 * progress < pending + progress { break }
                                        }
                                        var depth = 0
                                        for j in 0..<pending {
                                            let b = rowsP[Int(pendP[j])].basic
                                            guard valP[Int(b)].isNaN else { continue }
                                            var x = Int(b)
                                            var row = rowsP[Int(pendP[j])]
                                            var k = row.start
                                            var end = k + Int(row.count)
                                            var acc = row.constant
                                            // In progress: a cycle (never made) would read 0, not loop.
                                            valP[x] = 0
                                            while true {
                                                while k < end {
                                                    let e = poolP[k]
                                                    let s = Int(e.sym)
                                                    let v = valP[s]
                                                    if v.isNaN && symRowP[s] >= 0 && kindP[s] == .external {
                                                        // A definition not evaluated yet: evaluate it first.
                                                        stP[depth] = ValueFrame(x: Int32(x), k: k, acc: acc)
                                                        depth += 1
                                                        x = s
                                                        valP[x] = 0
                                                        row = rowsP[Int(symRowP[s])]
                                                        k = row.start
                                                        end = k + Int(row.count)
                                                        acc = row.constant
                                                        continue
                                                    }
                                                    acc += e.coef * v
                                                    k += 1
                                                }
                                                valP[x] = acc
                                                // Room for every row once (a value that is NaN
                                                // itself could otherwise be evaluated twice).
                                                if done < nRows {
                                                    outP[done] = Int32(x)
                                                    done += 1
                                                }
                                                if depth == 0 { break }
                                                depth -= 1
                                                let top = stP[depth]
                                                x = Int(top.x)
                                                k = top.k
                                                acc = top.acc
                                                row = rowsP[Int(symRowP[x])]
                                                end = row.start + Int(row.count)
                                                // Take the definition just evaluated, whatever it is: re-reading
                                                // it would descend again forever if it overflowed to NaN
                                                // (constants near ±1.8·10³⁰⁸ make inf − inf).
                                                let e = poolP[k]
                                                acc += e.coef * valP[Int(e.sym)]
                                                k += 1
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        out.removeLast(out.count - done)
        topoBack = out
        topoFront.removeAll(keepingCapacity: true)
        topoValid = true
    }

    /// An array of `n` elements whose memory is not initialised: for buffers every element of
    /// which is written before it is read.
    static func uninitialized<T: BitwiseCopyable>(_ n: Int, _: T.Type) -> [T] {
        [T](unsafeUninitializedCapacity: n) { _, count in count = n }
    }

    /// Calls `body` on every basic user variable in evaluation order (definitions first):
    /// `front` from its end, then `back`.
    @inline(__always)
    static func inEvaluationOrder(_ front: [Int32], _ back: [Int32], _ body: (Int32) -> Void) {
        var k = front.count - 1
        while k >= 0 {
            body(front[k])
            k -= 1
        }
        for x in back { body(x) }
    }
}
