extension Tableau {
    @inline(__always)
    mutating func accAdd(_ s: Int32, _ v: Double) {
        let i = Int(s)
        if accIn[i] {
            accum[i] += v
        } else {
            accIn[i] = true
            accum[i] = v
            accList.append(s)
        }
    }

    /// Rewrites `constant + Σ entries` over non-basic symbols only, expanding basic symbols by
    /// their rows. External rows are visited once each, parents before the rows they name
    /// (reverse post-order), so shared definitions cost nothing extra.
    mutating func expand(_ entries: [Entry], _ constant: Double) -> (entries: [Entry], constant: Double) {
        var hasBasic = false
        for e in entries where symRow[Int(e.sym)] >= 0 {
            hasBasic = true
            break
        }
        if !hasBasic { return (entries, constant) }
        var c = constant
        accList.removeAll(keepingCapacity: true)
        for e in entries { accAdd(e.sym, e.coef) }
        symEpoch &+= 1
        order.removeAll(keepingCapacity: true)
        for e in entries where symRow[Int(e.sym)] >= 0 && kind[Int(e.sym)] == .external {
            postOrder(from: e.sym)
        }
        var k = order.count - 1
        while k >= 0 {
            let x = order[k]
            k -= 1
            let f = accum[Int(x)]
            accum[Int(x)] = 0
            if f == 0 { continue }
            let r = Int(symRow[Int(x)])
            c += f * rows[r].constant
            let st = rows[r].start
            for k in st..<st + Int(rows[r].count) { accAdd(pool[k].sym, f * pool[k].coef) }
        }
        let n = accList.count
        for j in 0..<n {
            let s = accList[j]
            let r = symRow[Int(s)]
            if r < 0 || kind[Int(s)] == .external { continue }
            let f = accum[Int(s)]
            accum[Int(s)] = 0
            if f == 0 { continue }
            c += f * rows[Int(r)].constant
            let st = rows[Int(r)].start
            for k in st..<st + Int(rows[Int(r)].count) { accAdd(pool[k].sym, f * pool[k].coef) }
        }
        var out: [Entry] = []
        out.reserveCapacity(accList.count)
        for s in accList {
            let i = Int(s)
            let v = accum[i]
            accum[i] = 0
            accIn[i] = false
            if abs(v) > Tolerance.cell && symRow[i] < 0 { out.append(Entry(s, v)) }
        }
        accList.removeAll(keepingCapacity: true)
        out.sort { $0.sym < $1.sym }
        return (out, c)
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
