extension Tableau {
    /// Gives the new definition of `x` (its cells in `scratch`) a level above every basic user
    /// variable its row names, and raises the rows that already name `x` above it (through
    /// their column lists; a stale id only raises a row more than needed). Returns whether the
    /// row names a basic user variable (is lazy).
    ///
    /// The levels order the lazy rows for the first evaluation after a build
    /// (`evaluateInLevelOrder`), which checks the order as it goes: nothing here has to be
    /// exact, and a raise that runs long gives the levels up (`levelsUsable`).
    mutating func placeDefinition(_ x: Int32) -> Bool {
        var top: Int32 = -1
        var summed: Int32 = 0
        for k in 0..<scratch.count {
            let y = Int(scratch[k].sym)
            if y <= Int(userCeil) { summed += 1 }
            if symRow[y] >= 0 && kind[y] == .external && level[y] >> 3 > top { top = level[y] >> 3 }
        }
        let lx = top + 1
        level[Int(x)] = lx << 3 | min(summed, 7)
        if lx > maxLevel { maxLevel = lx }
        if levelsUsable && cntE[Int(x)] > 0 { raiseParents(of: x) }
        return top >= 0
    }

    /// Whether the row in `scratch` names a basic user variable.
    mutating func namesBasicUserVariable() -> Bool {
        for k in 0..<scratch.count {
            let y = Int(scratch[k].sym)
            if symRow[y] >= 0 && kind[y] == .external { return true }
        }
        return false
    }

    /// Starts keeping levels: each definition in the evaluation order (still valid for every
    /// row but the new definition of `x`, whose cells are in `scratch`) gets the level above
    /// its children, then `x` is placed.
    mutating func activateLevels(adding x: Int32) {
        levelsActive = true
        level = [Int32](repeating: 0, count: kind.count)
        maxLevel = 0
        level[Int(x)] = -8
        let front = topoFront, back = topoBack
        Tableau.inEvaluationOrder(front, back) { y in
            let r = Int(symRow[Int(y)])
            var top: Int32 = -1
            var summed: Int32 = 0
            for k in rows[r].start..<rows[r].start + Int(rows[r].count) {
                let z = Int(pool[k].sym)
                if z <= Int(userCeil) { summed += 1 }
                if symRow[z] >= 0 && kind[z] == .external && level[z] >> 3 > top { top = level[z] >> 3 }
            }
            level[Int(y)] = (top + 1) << 3 | min(summed, 7)
            if top + 1 > maxLevel { maxLevel = top + 1 }
        }
        _ = placeDefinition(x)
    }

    /// Raises every external row naming `x` (transitively) above `x`'s level.
    mutating func raiseParents(of x: Int32) {
        var work = levelWork
        levelWork = []
        work.removeAll(keepingCapacity: true)
        work.append(x)
        var budget = 4 * rows.count + 64
        while let z = work.popLast() {
            let h = colHead[Int(z)]
            let lz = level[Int(z)] >> 3
            for c in Int(h.start)..<Int(h.start) + Int(h.count) {
                let q = Int(colPool[c])
                guard q < rows.count else { continue }
                let p = rows[q].basic
                guard p >= 0 && p != z && kind[Int(p)] == .external && level[Int(p)] >> 3 <= lz else { continue }
                level[Int(p)] = (lz + 1) << 3 | level[Int(p)] & 7
                if lz + 1 > maxLevel { maxLevel = lz + 1 }
                work.append(p)
                budget -= 1
                if budget < 0 {
                    levelsUsable = false
                    levelWork = work
                    return
                }
            }
        }
        levelWork = work
    }

    /// The first evaluation after a build: the external rows sorted by level (a counting sort),
    /// summed in that order with every basic user variable marked NaN first. A row that sums
    /// to NaN names a definition not evaluated yet (the levels were not an order after all):
    /// false, and `evaluateAndOrder` starts over. Otherwise the order is recorded
    /// (`topoBack`) and every value is what `evaluateAndOrder` gives (the same sums in the
    /// same cell order; only the order of the rows differs).
    mutating func evaluateInLevelOrder() -> Bool {
        let nRows = rows.count
        guard levelsActive && levelsUsable && Int(maxLevel) < nRows else { return false }
        let limit = loadRestrictedValues(markExternal: true)
        // Buckets by level and, within a level, by the number of cells summed (as the row
        // was made, at most 7): rows summing as many cells one after another.
        let nLevels = (Int(maxLevel) + 1) << 3
        // One more bucket (`spare`) takes the restricted rows.
        let spare = nLevels + 1
        if levelStart.count < spare + 1 { levelStart = [Int32](repeating: 0, count: spare + 1) }
        var out = topoBack
        topoBack = []
        if out.count < nRows + 1 { out = Tableau.uninitialized(nRows + 1, Int32.self) }
        var done = 0
        var ok = true
        rows.withUnsafeBufferPointer { rowsP in
            pool.withUnsafeBufferPointer { poolP in
                kind.withUnsafeBufferPointer { kindP in
                    level.withUnsafeBufferPointer { levelP in
                        levelStart.withUnsafeMutableBufferPointer { startP in
                            out.withUnsafeMutableBufferPointer { outP in
                                value.withUnsafeMutableBufferPointer { valP in
                                    // Without a branch on each row's kind (half the rows,
                                    // in no pattern): a restricted row counts into `spare`
                                    // and its id is written to `out[nRows]`. Arithmetic, not
                                    // selects, which the compiler turns into branches here.
                                    @inline(__always) func bucket(_ b: Int, shift: Int) -> (Int, Int) {
                                        let d = UInt64(kindP[b].rawValue ^ SymbolKind.external.rawValue)
                                        let external = Int(truncatingIfNeeded: (d &- 1) >> 63)
                                        return (external &* (Int(levelP[b]) &+ shift) &+ (1 &- external) &* spare, external)
                                    }
                                    for l in 0...spare { startP[l] = 0 }
                                    for r in 0..<nRows {
                                        let b = Int(rowsP[r].basic)
                                        if b < 0 { continue }
                                        startP[bucket(b, shift: 1).0] &+= 1
                                    }
                                    for l in 0..<nLevels { startP[l + 1] += startP[l] }
                                    startP[spare] = Int32(nRows)
                                    for r in 0..<nRows {
                                        let b = Int(rowsP[r].basic)
                                        if b < 0 { continue }
                                        let (l, external) = bucket(b, shift: 0)
                                        outP[Int(startP[l])] = Int32(r)
                                        startP[l] &+= Int32(truncatingIfNeeded: external)
                                    }
                                    done = Int(startP[nLevels - 1])
                                    for j in 0..<done {
                                        let row = rowsP[Int(outP[j])]
                                        let sum = Tableau.rowSum(row, upTo: limit, poolP, valP)
                                        if sum.isNaN {
                                            ok = false
                                            break
                                        }
                                        valP[Int(row.basic)] = sum
                                        outP[j] = row.basic
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        guard ok else {
            topoBack = out
            return false
        }
        out.removeLast(out.count - done)
        topoBack = out
        topoFront.removeAll(keepingCapacity: true)
        topoValid = true
        return true
    }
}
