extension Tableau {
    /// Primal simplex on the lexicographic objective, starting from a primal-feasible tableau.
    /// Pricing: the highest level with a negative reduced cost; there, the symbol named by the
    /// fewest restricted rows (the cheapest pivot), then the most negative cost, then the lowest
    /// id. After many pivots, Bland's rule (lowest id enters, ratio ties to the lowest basic id).
    ///
    /// Preferring short columns matters on systems whose parts share a value (forms of equal
    /// width in a grid): the symbols that parametrise the shared value are named by every
    /// part's rows, and Dantzig's most-negative rule walks a degenerate cascade through every
    /// part on those long columns — O(parts²) work per link. The short local columns reach the
    /// same optimum in a constant number of pivots per part.
    ///
    /// A reduced cost counts only below `-Tolerance.optimality` (10⁻⁷, not `Tolerance.cost`):
    /// on random-tight-1000 a level's round-off (costs up to 10² with 10⁻¹¹ noise, a cost of
    /// -2.8·10⁻⁹) let a symbol "improve" that level by 10⁻⁹ while raising the next by 40, and
    /// the symbol undoing it entered next, forever.
    ///
    /// After a refactorisation (`dantzigPricing`, set by the solver for the optimisation that
    /// follows one) the column length is ignored: that optimisation is long by definition,
    /// and on random-tight-1000 the most negative cost needs about half the pivots of the
    /// shortest column (the build finishes in 39 s instead of breaking down at constraint 981).
    ///
    /// On a system that has refactorised (`refactorCount > 0`: only numerically hard ones,
    /// whose optimisations run to hundreds of pivots) the price is Devex's instead: at the
    /// highest level with a negative cost, the largest `cost² / weight` (`updateDevexWeights`),
    /// then the lowest id. On random-tight-1000 (with phase one's most-negative order and the
    /// refactorisation's column order) the build makes 11 487 primal pivots with it and
    /// 12 985 with Dantzig's rule; before those changes it made 35 939.
    ///
    /// An entering symbol whose only limiting row has a small pivot (`primalRatioTest`) waits
    /// while another symbol can enter (the list is cleared after each pivot); when none can,
    /// the solver refactorises if it may, else pivots on the first of them.
    mutating func optimize() {
        var pivots = 0
        let limit = 50 + 4 * (cand.count + rows.count / 8)
        bland = false
        costTolerance = Tolerance.optimality
        defer {
            bland = false
            costTolerance = Tolerance.cost
        }
        // Systems that have needed refactorisations run long optimisations: price by Devex
        // (the most negative cost scaled by an estimate of its edge's length).
        let devex = refactorCount > 0
        if devex {
            devexWeight.removeAll(keepingCapacity: true)
            devexWeight.append(contentsOf: repeatElement(1, count: kind.count))
        }
        var bestScore = 0.0
        var rejected: [Int32] = []
        var fallback: (s: Int32, r: Int32) = (-1, -1)
        while true {
            var best: Int32 = -1
            var bestLevel = Int.max
            var bestCost = 0.0
            var bestN = Int32.max
            var w = 0
            for k in 0..<cand.count {
                let s = cand[k]
                if symRow[Int(s)] < 0 && isPivotable(s) && lexSign(s) < 0 {
                    cand[w] = s
                    w += 1
                    if !rejected.isEmpty && rejected.contains(s) { continue }
                    if bland {
                        if best < 0 || s < best { best = s }
                        continue
                    }
                    // The highest level with a negative cost; there the shortest column, then the
                    // most negative cost, then the lowest id.
                    let base = Int(s) * levels
                    var l = 0
                    while l < levels && abs(cost[base + l]) <= costTolerance { l += 1 }
                    let c = cost[base + l]
                    if devex {
                        let score = c * c / devexWeight[Int(s)]
                        if best < 0 || l < bestLevel || (l == bestLevel && (score > bestScore || (score == bestScore && s < best))) {
                            best = s
                            bestLevel = l
                            bestScore = score
                        }
                        continue
                    }
                    let n = dantzigPricing ? 0 : cntR[Int(s)]
                    if best < 0 || l < bestLevel || (l == bestLevel && (n < bestN || (n == bestN && (c < bestCost || (c == bestCost && s < best))))) {
                        bestN = n
                        best = s
                        bestLevel = l
                        bestCost = c
                    }
                } else {
                    inCand[Int(s)] = false
                }
            }
            if w < cand.count { cand.removeLast(cand.count - w) }
            var leaving: Int32 = -1
            if best < 0 {
                if fallback.s < 0 { return }
                // Every improving symbol is limited by a small pivot only: refactorise (fresh
                // rows may offer better pivots), or after one take the first of them.
                if canRefactor && !(freshRows && pivots == 0) {
                    needsRefactor = true
                    return
                }
                (best, leaving) = fallback
            } else if let (r, small) = primalRatioTest(best, preferred: -1) {
                if small {
                    if fallback.s < 0 { fallback = (best, r) }
                    rejected.append(best)
                    continue
                }
                leaving = r
            }
            if !rejected.isEmpty { rejected.removeAll(keepingCapacity: true) }
            fallback = (-1, -1)
            pivots += 1
            if canRefactor && pivots == 100 + rows.count / 4 {
                // Many pivots for one change: round-off has usually crept into the rows.
                // Stop; the solver rebuilds the rows from the constraints and starts again.
                needsRefactor = true
                return
            }
            if pivots == limit {
                // Long runs come from degenerate cycling on round-off: start again from a
                // freshly computed objective with Bland's rule.
                bland = true
                recomputeObjective()
                continue
            }
            if pivots == 4 * limit { costTolerance = 1e-6 }
            if pivots > 16 * limit { return }
            if leaving >= 0 {
                if devex { updateDevexWeights(entering: best, row: leaving) }
                pivot(best, leaving)
            } else {
                // Bounded by construction (errors are >= 0): only round-off gets here.
                for l in 0..<levels where cost[Int(best) * levels + l] < 0 { setCost(l, best, 0) }
            }
        }
    }

    /// Devex's weight update for `s` entering in row `r` (before the pivot): every other
    /// symbol `j` of the row gets at least `(a_j / a_s)² · w_s`, the leaving basic symbol
    /// `max(w_s / a_s², 1)`.
    mutating func updateDevexWeights(entering s: Int32, row r: Int32) {
        let ri = Int(r)
        let st = rows[ri].start
        let p = rowFind(ri, s)
        guard p >= 0 else { return }
        let a = pool[p].coef
        let ws = devexWeight[Int(s)]
        for k in st..<st + Int(rows[ri].count) where k != p {
            let e = pool[k]
            let ratio = e.coef / a
            devexWeight[Int(e.sym)] = max(devexWeight[Int(e.sym)], ratio * ratio * ws)
        }
        devexWeight[Int(rows[ri].basic)] = max(ws / (a * a), 1)
    }

    /// Rebuilds the objective from the error symbols (cost 1 at their level, expressed over
    /// non-basic symbols), dropping accumulated round-off.
    mutating func recomputeObjective() {
        for k in cost.indices where cost[k] != 0 { setCost(k % max(1, levels), Int32(k / max(1, levels)), 0) }
        for s in 0..<kind.count where kind[s] == .error {
            guard let l = existingLevel(for: errorPriority[s]) else { continue }
            addCost(level: l, symbol: Int32(s), weight: 1)
        }
    }

    /// The ratio test for increasing non-basic `s` (Harris' two passes: the bound allows every
    /// row to go `feasibility` below zero, then the largest pivot within it wins). Every row
    /// with a coefficient below `-pivot` limits the step: skipping one would let its restricted
    /// basic variable go negative. A pivot that `isResidue` (threshold pivoting) is taken only
    /// when no other row lies within the bound; `small` then says so, and callers should
    /// rather let another symbol enter. Ties go to `preferred`, then the lowest basic id. In
    /// `bland` mode (after many pivots) exact minimum ratio, lowest basic id.
    mutating func primalRatioTest(_ s: Int32, preferred: Int32) -> (row: Int32, small: Bool)? {
        // The column is read in place, not copied: the test only reads rows, cells and columns.
        let h = colHead[Int(s)]
        let lo = Int(h.start), hi = lo + Int(h.count)
        var bound = Double.infinity
        for j in lo..<hi {
            let q = colPool[j]
            let qi = Int(q)
            if qi >= rows.count || rows[qi].basic < 0 { continue }
            let k = kind[Int(rows[qi].basic)]
            if k == .external { continue }
            // A basic dummy is fixed at 0: its row limits in either direction, at ratio 0.
            let a = k == .dummy ? -abs(coefficient(q, s)) : coefficient(q, s)
            if a < -Tolerance.pivot {
                let r = ((k == .dummy ? 0 : max(0, rows[qi].constant)) + (bland ? 0 : Tolerance.feasibility)) / -a
                if r < bound { bound = r }
            }
        }
        if bound == .infinity { return nil }
        var best: Int32 = -1
        var bestA = 0.0
        var bestBasic = Int32.max
        var bestSmall = false
        for j in lo..<hi {
            let q = colPool[j]
            let qi = Int(q)
            if qi >= rows.count { continue }
            let b = rows[qi].basic
            if b < 0 { continue }
            let k = kind[Int(b)]
            if k == .external { continue }
            let a = k == .dummy ? -abs(coefficient(q, s)) : coefficient(q, s)
            if a >= -Tolerance.pivot { continue }
            if (k == .dummy ? 0 : max(0, rows[qi].constant)) / -a > bound { continue }
            let better: Bool
            if b == preferred {
                better = true
            } else if bestBasic == preferred {
                better = false
            } else if bland {
                better = b < bestBasic
            } else {
                better = -a > bestA || (-a == bestA && b < bestBasic)
            }
            // A small pivot never replaces one that is not; one that is not always replaces
            // a small one.
            if best >= 0 && !better && !bestSmall { continue }
            let small = isResidue(a, inRow: qi)
            if best < 0 || (small == bestSmall && better) || (bestSmall && !small) {
                best = q
                bestA = -a
                bestBasic = b
                bestSmall = small
            }
        }
        return best < 0 ? nil : (best, bestSmall)
    }

    /// Whether `a` is too small a pivot for row `r`: below 10⁻⁴ of the row's largest
    /// coefficient (threshold pivoting, as in the subject choice of `insert`; pivoting on it
    /// would multiply the row's other coefficients by more than 10⁴ and substitute that into
    /// every row of the column). On random-tight-1000 a ratio-test pivot 10⁻⁶ below its row's
    /// largest (the earlier bound) took the rows from 10⁴ to 10⁹ at constraint 616 and the
    /// basis was numerically singular six constraints later. Elements of 1 and more are not
    /// checked (the row scan would cost as much as the pivot; rows only reach 10⁴ after severe
    /// growth, which refactorisation repairs).
    @inline(__always)
    mutating func isResidue(_ a: Double, inRow r: Int) -> Bool {
        if abs(a) >= 1 { return false }
        let limit = abs(a) * 1e4
        let st = rows[r].start
        for k in st..<st + Int(rows[r].count) where abs(pool[k].coef) > limit { return true }
        return false
    }

    /// Dual simplex: restores primal feasibility after constants changed, keeping the
    /// objective optimal (leaving: lowest basic id among infeasible rows; entering:
    /// lexicographically smallest cost ratio, ties to the lowest id), then the primal simplex
    /// on the symbols whose costs its pivots changed.
    ///
    /// The dual simplex keeps every reduced cost lexicographically non-negative only up to its
    /// tolerances: a cost within `Tolerance.optimality` of 0 on a higher level counts as 0, so a
    /// pivot can leave a symbol at (0, 10⁻⁸, -3) — optimal on the first two levels, improving
    /// the third. The primal pass takes such symbols in (as HiGHS's clean-up after its dual
    /// simplex does); when none is left it is one scan of the changed costs.
    mutating func dualOptimize() {
        let pivots = dualSimplex()
        if pivots > 0 && infeasible.isEmpty { optimize() }
    }

    /// The dual simplex of `dualOptimize`; returns the number of pivots.
    mutating func dualSimplex() -> Int {
        maintainPool()
        var iterations = 0
        var pivots = 0
        let limit = 1000 + 20 * rows.count
        while !infeasible.isEmpty {
            var leave: Int32 = -1
            var leaveBasic = Int32.max
            var w = 0
            for k in 0..<infeasible.count {
                let r = infeasible[k]
                let ri = Int(r)
                let b = rows[ri].basic
                if b >= 0 && kind[Int(b)] != .external && rows[ri].constant < -Tolerance.feasibility {
                    infeasible[w] = r
                    w += 1
                    if b < leaveBasic {
                        leaveBasic = b
                        leave = r
                    }
                } else {
                    inInfeasible[ri] = false
                }
            }
            infeasible.removeLast(infeasible.count - w)
            if leave < 0 { return pivots }
            iterations += 1
            if canRefactor && iterations == 200 + rows.count / 2 {
                needsRefactor = true
                return pivots
            }
            if iterations > limit {
                // Give up rather than loop: clamp what is left (round-off on a sound basis; counted in `clampedRows` when larger).
                for r in infeasible where rows[Int(r)].basic >= 0 {
                    if rows[Int(r)].constant < -Tolerance.clampReport { clampedRows += 1 }
                    journalRow(r)
                    rows[Int(r)].constant = 0
                    inInfeasible[Int(r)] = false
                }
                infeasible.removeAll()
                return pivots
            }
            // Threshold pivoting as in the primal ratio test (`isResidue`): a cell below 1 and
            // 10⁻⁴ of the row's largest enters only when no other can. On a random-tight system
            // of 300 constraints the smallest ratio fell on cells of 3·10⁻⁷ in rows reaching 10²
            // three times within five pivots, and the rows grew to 10¹¹. Passing over one leaves
            // its reduced cost at most that cell times the ratio below zero; the primal pass of
            // `dualOptimize` takes it in. (The second scan runs only when the smallest ratio
            // is on such a cell.)
            let st = rows[Int(leave)].start, end = st + Int(rows[Int(leave)].count)
            let first = dualEntering(st, end, atLeast: 0)
            var (enter, enterCoef) = (first.sym, first.coef)
            let small = first.rowMax * 1e-4
            if enter >= 0 && enterCoef < 1 && enterCoef < small {
                let alt = dualEntering(st, end, atLeast: min(1, small))
                if alt.sym >= 0 { (enter, enterCoef) = (alt.sym, alt.coef) }
            }
            if enter < 0 {
                // No way to raise this basic variable: only round-off on a feasible system.
                if rows[Int(leave)].constant < -Tolerance.clampReport { clampedRows += 1 }
                journalRow(leave)
                rows[Int(leave)].constant = 0
                continue
            }
            pivot(enter, leave)
            pivots += 1
        }
        return pivots
    }

    /// The dual ratio test over the leaving row's cells `pool[st..<end]`: the pivotable symbol
    /// with a coefficient above `Tolerance.pivot` and at least `floor` whose ratio is
    /// lexicographically smallest (`dualRatioBeats`), or -1; and the row's largest |cell|.
    @inline(__always)
    mutating func dualEntering(_ st: Int, _ end: Int, atLeast floor: Double) -> (sym: Int32, coef: Double, rowMax: Double) {
        var enter: Int32 = -1
        var enterCoef = 0.0
        var rowMax = 0.0
        for k in st..<end {
            let e = pool[k]
            rowMax = max(rowMax, abs(e.coef))
            guard e.coef > Tolerance.pivot && e.coef >= floor && isPivotable(e.sym) else { continue }
            if enter < 0 || dualRatioBeats(e.sym, e.coef, enter, enterCoef) {
                enter = e.sym
                enterCoef = e.coef
                keepDualRatio(enter, enterCoef)
            }
        }
        return (enter, enterCoef, rowMax)
    }

    /// Symbol `s`'s dual ratio at level `l`: cost / a, where a cost within
    /// `Tolerance.optimality` of 0 counts as 0 (the primal simplex's optimality test).
    @inline(__always)
    func dualRatio(_ s: Int32, _ a: Double, _ l: Int) -> Double {
        let c = cost[Int(s) * levels + l]
        return abs(c) <= Tolerance.optimality ? 0 : c / a
    }

    /// Keeps `s`'s ratios as `dualBest` (the candidate `dualRatioBeats` compares with).
    @inline(__always)
    mutating func keepDualRatio(_ s: Int32, _ a: Double) {
        if dualBest.count < levels { dualBest = [Double](repeating: 0, count: levels) }
        for l in 0..<levels { dualBest[l] = dualRatio(s, a, l) }
    }

    /// Whether cost(s)/a is lexicographically below `dualBest` (the ratios of `t` with pivot
    /// `b`); ties by the larger pivot, then the lower id.
    ///
    /// Costs within `Tolerance.optimality` of 0 count as 0 and ratios are compared relative to
    /// their size. Comparing raw ratios with an absolute tolerance let round-off decide: a
    /// level's noise cost of 10⁻¹⁰ over a pivot of 10⁻² is a ratio of 10⁻⁸, which outranked
    /// every lower level, so the symbol with the larger ratio on a lower level entered and left
    /// another with a reduced cost of -5 there — an edit step that ended 2.5 % above the optimum
    /// of its lowest level (a random-tight system of 100 constraints, `TightSystemTests`).
    @inline(__always)
    func dualRatioBeats(_ s: Int32, _ a: Double, _ t: Int32, _ b: Double) -> Bool {
        for l in 0..<levels {
            let x = dualRatio(s, a, l)
            let y = dualBest[l]
            let tol = Tolerance.cost * max(1, abs(x), abs(y))
            if x < y - tol { return true }
            if x > y + tol { return false }
        }
        if a != b { return a > b }
        return s < t
    }

    /// Minimises the auxiliary objective (`aux`) by primal simplex (Bland's rule). Returns
    /// false when it is unbounded (only possible in the ambiguity test; in phase one the
    /// artificial row bounds it, so a column without a limiting row is round-off and skipped).
    /// Stops early once the preferred symbol (the artificial) leaves the basis.
    mutating func auxOptimize() -> Bool {
        var pivots = 0
        bland = false
        defer { bland = false }
        let limit = 1000 + 20 * rows.count
        while let a = aux {
            if a.preferredLeaving >= 0 && symRow[Int(a.preferredLeaving)] < 0 { return true }
            // The first improving symbol whose limiting pivot is not small, else the first.
            var choice: (s: Int32, r: Int32) = (-1, -1)
            // On a system that has needed refactorisations, the most negative entry first
            // (Dantzig): in entry order (almost Bland's rule) random-tight-1000's phase one
            // took 8 308 pivots, most negative first 1 376.
            let order = refactorCount > 0 && !bland
                ? a.entries.sorted { $0.coef < $1.coef || ($0.coef == $1.coef && $0.sym < $1.sym) }
                : a.entries
            for e in order where e.coef < -Tolerance.pivot && isPivotable(e.sym) {
                if a.requireZeroCost && lexSign(e.sym) != 0 { continue }
                guard let (r, small) = primalRatioTest(e.sym, preferred: a.preferredLeaving) else {
                    if a.requireZeroCost { return false }
                    continue
                }
                if small {
                    if choice.s < 0 { choice = (e.sym, r) }
                    continue
                }
                choice = (e.sym, r)
                break
            }
            if choice.s < 0 { return true }
            pivots += 1
            if pivots > 50 + 4 * a.entries.count { bland = true }
            if pivots > limit { return true }
            pivot(choice.s, choice.r)
        }
        return true
    }
}
