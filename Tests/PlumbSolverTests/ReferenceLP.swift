import PlumbSolver

/// A small dense two-phase simplex (Bland's rule) used as the exact reference:
/// minimise `c·z` subject to `A z = b`, `z >= 0`. Only for a handful of variables.
enum ReferenceLP {
    /// The minimum, or nil when infeasible: phase one ends with the artificials' sum above
    /// `infeasibility`. (The test problems are bounded.)
    static func minimize(_ a: [[Double]], _ b: [Double], _ c: [Double], infeasibility limit: Double = 1e-7) -> Double? {
        let m = a.count, n = c.count
        // Tableau with artificials: columns 0..<n, n..<n+m, then rhs.
        var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = sign * a[i][j] }
            t[i][n + i] = 1
            t[i][n + m] = sign * b[i]
        }
        var basis = (0..<m).map { n + $0 }
        func run(_ cost: [Double], allowed: Int) -> Bool {
            while true {
                // reduced costs
                var enter = -1
                for j in 0..<allowed {
                    if basis.contains(j) { continue }
                    var r = cost[j]
                    for i in 0..<m { r -= cost[basis[i]] * t[i][j] }
                    if r < -1e-9 { enter = j; break }
                }
                if enter < 0 { return true }
                var leave = -1
                var best = Double.infinity
                for i in 0..<m where t[i][enter] > 1e-9 {
                    let ratio = t[i][n + m] / t[i][enter]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leave]) {
                        best = ratio
                        leave = i
                    }
                }
                if leave < 0 { return false }
                let p = t[leave][enter]
                for j in 0...(n + m) { t[leave][j] /= p }
                for i in 0..<m where i != leave && t[i][enter] != 0 {
                    let f = t[i][enter]
                    for j in 0...(n + m) { t[i][j] -= f * t[leave][j] }
                }
                basis[leave] = enter
            }
        }
        var phase1 = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phase1[n + i] = 1 }
        _ = run(phase1, allowed: n + m)
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= n { infeasibility += t[i][n + m] }
        if infeasibility > limit { return nil }
        // Drive artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { !basis.contains($0) && abs(t[i][$0]) > 1e-9 }) {
                let p = t[i][j]
                for k in 0...(n + m) { t[i][k] /= p }
                for r in 0..<m where r != i && t[r][j] != 0 {
                    let f = t[r][j]
                    for k in 0...(n + m) { t[r][k] -= f * t[i][k] }
                }
                basis[i] = j
            }
        }
        var phase2 = [Double](repeating: 0, count: n + m)
        for j in 0..<n { phase2[j] = c[j] }
        for i in 0..<m where basis[i] >= n { phase2[basis[i]] = 0 }
        guard run(phase2, allowed: n) else { return -Double.infinity }
        var v = 0.0
        for i in 0..<m { v += phase2[basis[i]] * t[i][n + m] }
        return v
    }
}

/// One constraint of a test system, over variable indices.
struct TestConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Double

    func residual(_ x: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.1 * x[$1.0] }
    }

    /// Whether the constraint holds at `x` up to `relative` of its terms' magnitudes.
    func holds(at x: [Double], relative: Double) -> Bool {
        let scale = terms.reduce(abs(constant)) { $0 + abs($1.1 * x[$1.0]) }
        return error(x) <= relative * max(1, scale)
    }

    /// The same constraint divided by its largest coefficient (the reference LP's tolerances
    /// are absolute).
    var normalized: TestConstraint {
        let m = terms.reduce(0.0) { max($0, abs($1.1)) }
        guard m > 0 else { return self }
        return TestConstraint(terms: terms.map { ($0.0, $0.1 / m) }, constant: constant / m, relation: relation, priority: priority)
    }

    /// The error of the constraint at `x` (violation amount).
    func error(_ x: [Double]) -> Double {
        let r = residual(x)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }
}

/// Lexicographic optimum of a test system: the optimal error sum of each priority level
/// below 1000, highest first; nil when the required constraints are infeasible (phase one's
/// residual above `infeasibility`).
func referenceLevelOptima(_ cs: [TestConstraint], variables n: Int, infeasibility: Double = 1e-7) -> [(Double, Double)]? {
    // columns: x+ (n), x- (n), then per constraint up to two non-negative columns
    var cols = 2 * n
    var rows: [[Double]] = []
    var rhs: [Double] = []
    var costCols: [Double: [Int]] = [:]
    var specs: [([(Int, Double)], Double)] = []
    for c in cs {
        var extra: [(Int, Double)] = []
        let required = c.priority >= 1000
        switch (required, c.relation) {
        case (true, .equal): break
        case (true, .lessThanOrEqual): extra = [(cols, 1)]; cols += 1
        case (true, .greaterThanOrEqual): extra = [(cols, -1)]; cols += 1
        case (false, .equal):
            extra = [(cols, -1), (cols + 1, 1)]
            costCols[c.priority, default: []] += [cols, cols + 1]
            cols += 2
        case (false, .lessThanOrEqual):
            extra = [(cols, -1), (cols + 1, 1)]
            costCols[c.priority, default: []] += [cols]
            cols += 2
        case (false, .greaterThanOrEqual):
            extra = [(cols, 1), (cols + 1, -1)]
            costCols[c.priority, default: []] += [cols]
            cols += 2
        }
        specs.append((extra, -c.constant))
    }
    for (k, c) in cs.enumerated() {
        var row = [Double](repeating: 0, count: cols)
        for (v, a) in c.terms {
            row[v] += a
            row[n + v] -= a
        }
        for (j, a) in specs[k].0 { row[j] += a }
        rows.append(row)
        rhs.append(specs[k].1)
    }
    var out: [(Double, Double)] = []
    for p in costCols.keys.sorted(by: >) {
        var c = [Double](repeating: 0, count: cols)
        for j in costCols[p]! { c[j] = 1 }
        guard let opt = ReferenceLP.minimize(rows, rhs, c, infeasibility: infeasibility) else { return nil }
        out.append((p, opt))
        // fix the level: c·z + s = opt + tol
        var row = c
        row.append(1)
        for k in rows.indices { rows[k].append(0) }
        rows.append(row)
        rhs.append(opt + 1e-9)
        cols += 1
    }
    if costCols.isEmpty {
        guard ReferenceLP.minimize(rows, rhs, [Double](repeating: 0, count: cols), infeasibility: infeasibility) != nil else { return nil }
    }
    return out
}
