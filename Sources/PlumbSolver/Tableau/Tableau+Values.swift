extension Tableau {
    /// Evaluates every basic user variable from its (lazy) row, children first.
    ///
    /// When the evaluation order is known (`topoValid`) the rows are evaluated in it. Otherwise
    /// (after a build, or after external rows were deleted or gained parents) one pass over raw
    /// buffers evaluates and orders them at once: external rows are visited in row order, and a
    /// row naming a basic user variable not evaluated yet (marked NaN) suspends on a small stack
    /// while that definition is evaluated first; each row is appended to the order when done.
    /// Every cell is read once either way (the depth-first sort that used to precede the
    /// evaluation read them all a second time).
    mutating func computeValues() {
        if !topoValid {
            evaluateAndOrder()
            return
        }
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
                            var k = topoFront.count - 1
                            while k >= 0 {
                                evaluate(topoFront[k])
                                k -= 1
                            }
                            for x in topoBack { evaluate(x) }
                        }
                    }
                }
            }
        }
    }

    /// Evaluates every basic user variable and records the evaluation order (`topoBack`).
    mutating func evaluateAndOrder() {
        // Both buffers hold at most one entry per row: written through raw pointers.
        let nRows = rows.count
        var st = valueStack
        valueStack = []
        if st.count < nRows + 1 { st = [(x: Int32, k: Int, acc: Double)](repeating: (0, 0, 0), count: nRows + 1) }
        var out = topoBack
        topoBack = []
        if out.count < nRows { out = [Int32](repeating: 0, count: nRows) }
        var done = 0
        rows.withUnsafeBufferPointer { rowsP in
            pool.withUnsafeBufferPointer { poolP in
                symRow.withUnsafeBufferPointer { symRowP in
                    kind.withUnsafeBufferPointer { kindP in
                        value.withUnsafeMutableBufferPointer { valP in
                            st.withUnsafeMutableBufferPointer { stP in
                                out.withUnsafeMutableBufferPointer { outP in
                                    for r in 0..<nRows {
                                        let b = Int(rowsP[r].basic)
                                        if b >= 0 && kindP[b] == .external { valP[b] = .nan }
                                    }
                                    var depth = 0
                                    for r in 0..<nRows {
                                        let b = rowsP[r].basic
                                        guard b >= 0 && valP[Int(b)].isNaN && kindP[Int(b)] == .external else { continue }
                                        var x = Int(b)
                                        var row = rowsP[r]
                                        var k = row.start
                                        var end = k + Int(row.count)
                                        var acc = row.constant
                                        // In progress: a cycle (never made) would read 0, not loop.
                                        valP[x] = 0
                                        while true {
                                            while k < end {
                                                let e = poolP[k]
                                                let s = Int(e.sym)
                                                let q = symRowP[s]
                                                if q >= 0 {
                                                    if kindP[s] == .external {
                                                        let v = valP[s]
                                                        if v.isNaN {
                                                            // A definition not evaluated yet: evaluate it first.
                                                            stP[depth] = (Int32(x), k, acc)
                                                            depth += 1
                                                            x = s
                                                            valP[x] = 0
                                                            row = rowsP[Int(q)]
                                                            k = row.start
                                                            end = k + Int(row.count)
                                                            acc = row.constant
                                                            continue
                                                        }
                                                        acc += e.coef * v
                                                    } else {
                                                        acc += e.coef * rowsP[Int(q)].constant
                                                    }
                                                }
                                                k += 1
                                            }
                                            valP[x] = acc
                                            outP[done] = Int32(x)
                                            done += 1
                                            if depth == 0 { break }
                                            depth -= 1
                                            let top = stP[depth]
                                            x = Int(top.x)
                                            k = top.k
                                            acc = top.acc
                                            row = rowsP[Int(symRowP[x])]
                                            end = row.start + Int(row.count)
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
        valueStack = st
        topoBack = out
        topoFront.removeAll(keepingCapacity: true)
        topoValid = true
    }
}
