import Testing
@testable import PlumbSolver

/// The ways of evaluating the lazy rows agree: `evaluateAndOrder` (order unknown: rows
/// summed with every basic user variable marked NaN, put back and summed again, the rest
/// depth-first), `evaluateInLevelOrder` (the levels kept since the order broke) and
/// `computeValues` in the order recorded; and every non-basic symbol holds value 0.
@Suite struct ValueEvaluationTests {
    /// A chain whose definitions are made before the rows that name them are: each add names
    /// only variables other rows already name, so the lazy rows end up in no useful row order.
    @Test func chainsDefinedBackwardsEvaluateAlike() throws {
        let s = Solver()
        let n = 40
        let x = (0..<n).map { s.makeVariable("x\($0)") }
        // x[i+1] = x[i] + 3, added from the far end of the chain inwards, then the anchor.
        for i in stride(from: n - 2, through: 0, by: -1) {
            try s.addConstraint(expr([(x[i + 1], 1), (x[i], -1)], -3), .equal)
        }
        try s.addConstraint(expr([(x[0], 1)], -5), .equal)
        s.updateVariables()
        for i in 0..<n { #expect(s.value(of: x[i]) == Double(5 + 3 * i), "x\(i)") }
        try expectSameValuesInRecordedOrder(s)
    }

    @Test func randomSystemsEvaluateAlikeInEitherOrder() throws {
        try forSolvedRandomSystems { s, seed in try expectSameValuesInRecordedOrder(s, "seed \(seed)") }
    }

    /// The first evaluation after a build sums the rows in level order when the levels are an
    /// order (checked as it goes): the same bits as `evaluateAndOrder`.
    @Test func levelOrderGivesTheValuesOfEvaluateAndOrder() throws {
        var inLevelOrder = 0
        func userValues(_ t: Tableau) -> [UInt64] {
            t.kind.indices.map { t.symRow[$0] >= 0 && t.kind[$0] == .external ? t.value[$0].bitPattern : 0 }
        }
        try forSolvedRandomSystems { s, seed in
            s.t.topoValid = false
            if s.t.evaluateInLevelOrder() { inLevelOrder += 1 }
            let levels = userValues(s.t)
            s.t.topoValid = false
            s.t.evaluateAndOrder()
            #expect(userValues(s.t) == levels, "seed \(seed)")
        }
        #expect(inLevelOrder > 0)
    }

    /// A lazy row naming a marker that a later constraint makes basic: the sums may not stop
    /// at the highest user variable (`loadRestrictedValues` returns no limit), and the value
    /// reads the marker's row.
    @Test func lazyRowNamingABasicMarkerReadsIt() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        // x = 10 + errors (x's lazy row names its soft equality's error markers) ...
        try s.addConstraint(expr([(x, 1)], -10), .equal, priority: 1)
        try s.addConstraint(expr([(y, 1), (x, -1)], -2), .equal)
        // ... and a required x == 50 makes one of those errors basic.
        try s.addConstraint(expr([(x, 1)], -50), .equal)
        s.updateVariables()
        #expect(s.value(of: x) == 50)
        #expect(s.value(of: y) == 52)
        #expect(s.t.loadRestrictedValues(markExternal: false) == .max)
        try expectSameValuesInRecordedOrder(s)
        try expectValuesOfEveryCell(s)
    }

    /// Random systems: the sums that stop at `userCeil` give the values of summing every cell
    /// that names a basic symbol (`evaluateTestingCells`), bit for bit but the sign of a zero.
    @Test func sumsUpToTheHighestUserVariableMatchEveryCell() throws {
        var limited = 0
        try forSolvedRandomSystems { s, seed in
            if s.t.loadRestrictedValues(markExternal: false) < .max { limited += 1 }
            try expectValuesOfEveryCell(s, "seed \(seed)")
        }
        #expect(limited > 0)
    }

    /// Builds and solves the sweep's random systems, one solver each.
    func forSolvedRandomSystems(_ body: (Solver, UInt64) throws -> Void) throws {
        for seed in 0..<UInt64(max(1, sweepSize / 3)) {
            let sys = RandomSystem(seed: seed)
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            try add(sys.constraints, to: s, vars: vars)
            s.updateVariables()
            try body(s, seed)
        }
    }

    /// `computeValues` (both orders) against `evaluateTestingCells`, which reads every cell
    /// naming a basic symbol; zeros compared without their sign.
    func expectValuesOfEveryCell(_ s: Solver, _ label: String = "") throws {
        func bits(_ t: Tableau) -> [UInt64] {
            t.kind.indices.map { t.symRow[$0] >= 0 && t.kind[$0] == .external ? (t.value[$0] == 0 ? 0 : t.value[$0].bitPattern) : 0 }
        }
        s.t.topoValid = false
        s.t.computeValues()
        let unordered = bits(s.t)
        s.t.computeValues()
        let ordered = bits(s.t)
        s.t.evaluateTestingCells()
        let reference = bits(s.t)
        #expect(unordered == reference, "\(label)")
        #expect(ordered == reference, "\(label)")
    }

    /// Evaluates the values from an unknown order, then again in the order recorded: the same
    /// bits; the order lists every basic user variable once, definitions first.
    func expectSameValuesInRecordedOrder(_ s: Solver, _ label: String = "") throws {
        s.t.topoValid = false
        s.t.computeValues()
        let first = s.t.value
        #expect(s.t.topoValid, "\(label)")
        s.t.computeValues()
        #expect(s.t.value.map(\.bitPattern) == first.map(\.bitPattern), "\(label)")
        #expect(s.t.invariantViolations().isEmpty, "\(label)")
        var position = [Int](repeating: -1, count: s.t.kind.count)
        let order = s.t.topoFront.reversed() + s.t.topoBack
        for (k, v) in order.enumerated() {
            #expect(position[Int(v)] == -1, "\(label): \(v) twice")
            position[Int(v)] = k
        }
        for r in s.t.rows.indices {
            let b = s.t.rows[r].basic
            guard b >= 0 && s.t.kind[Int(b)] == .external else { continue }
            #expect(position[Int(b)] >= 0, "\(label): \(b) not in the order")
            for e in s.t.entries(of: Int32(r)) where s.t.symRow[Int(e.sym)] >= 0 && s.t.kind[Int(e.sym)] == .external {
                #expect(position[Int(e.sym)] < position[Int(b)], "\(label): \(e.sym) after \(b)")
            }
        }
    }
}
