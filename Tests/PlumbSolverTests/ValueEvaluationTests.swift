import Testing
@testable import PlumbSolver

/// The two ways of evaluating the lazy rows agree: `evaluateAndOrder` (order unknown: rows
/// summed with every basic user variable marked NaN, put back and summed again, the rest
/// depth-first) and `computeValues` in the order it recorded; and every non-basic symbol
/// holds value 0, which both read for every cell.
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
        for seed in 0..<UInt64(max(1, sweepSize / 3)) {
            let sys = RandomSystem(seed: seed)
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            try add(sys.constraints, to: s, vars: vars)
            s.updateVariables()
            try expectSameValuesInRecordedOrder(s, "seed \(seed)")
        }
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
