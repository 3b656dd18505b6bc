extension Tableau {
    /// Evaluates every basic user variable from its (lazy) row, in dependency order.
    mutating func computeValues() {
        if !topoValid { rebuildTopo() }
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

    /// Every basic user variable in dependency order (one depth-first pass over raw buffers:
    /// this runs on the first read after most builds).
    mutating func rebuildTopo() {
        symEpoch &+= 1
        let ep = symEpoch
        var out: [Int32] = []
        out.reserveCapacity(topoBack.count + topoFront.count)
        var st: [(Int32, Int32)] = []
        swap(&st, &stack)
        st.removeAll(keepingCapacity: true)
        rows.withUnsafeBufferPointer { rowsP in
            pool.withUnsafeBufferPointer { poolP in
                symRow.withUnsafeBufferPointer { symRowP in
                    kind.withUnsafeBufferPointer { kindP in
                        symMark.withUnsafeMutableBufferPointer { markP in
                            for r in 0..<rowsP.count {
                                let root = rowsP[r].basic
                                guard root >= 0 && kindP[Int(root)] == .external && markP[Int(root)] != ep else { continue }
                                markP[Int(root)] = ep
                                st.append((root, 0))
                                while let (x, start) = st.last {
                                    let row = rowsP[Int(symRowP[Int(x)])]
                                    let n = Int(row.count)
                                    var k = Int(start)
                                    var pushed = false
                                    while k < n {
                                        let y = Int(poolP[row.start + k].sym)
                                        k += 1
                                        if symRowP[y] >= 0 && kindP[y] == .external && markP[y] != ep {
                                            markP[y] = ep
                                            st[st.count - 1].1 = Int32(k)
                                            st.append((Int32(y), 0))
                                            pushed = true
                                            break
                                        }
                                    }
                                    if !pushed {
                                        st.removeLast()
                                        out.append(x)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        swap(&st, &stack)
        topoFront.removeAll(keepingCapacity: true)
        topoBack = out
        topoValid = true
    }
}
