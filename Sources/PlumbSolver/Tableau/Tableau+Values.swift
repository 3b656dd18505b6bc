extension Tableau {
    /// Evaluates every basic user variable from its (lazy) row, in dependency order.
    mutating func computeValues() {
        if !topoValid { rebuildTopo() }
        var k = topoFront.count - 1
        while k >= 0 {
            evaluate(topoFront[k])
            k -= 1
        }
        for j in 0..<topoBack.count { evaluate(topoBack[j]) }
    }

    @inline(__always)
    mutating func evaluate(_ x: Int32) {
        let r = Int(symRow[Int(x)])
        var v = rows[r].constant
        let st = rows[r].start
        for k in st..<st + Int(rows[r].count) {
            let e = pool[k]
            let s = Int(e.sym)
            let q = symRow[s]
            if q >= 0 {
                v += e.coef * (kind[s] == .external ? value[s] : rows[Int(q)].constant)
            }
        }
        value[Int(x)] = v
    }

    mutating func rebuildTopo() {
        symEpoch &+= 1
        order.removeAll(keepingCapacity: true)
        for r in 0..<rows.count {
            let b = rows[r].basic
            if b >= 0 && kind[Int(b)] == .external { postOrder(from: b) }
        }
        topoFront.removeAll(keepingCapacity: true)
        swap(&topoBack, &order)
        topoValid = true
    }
}
