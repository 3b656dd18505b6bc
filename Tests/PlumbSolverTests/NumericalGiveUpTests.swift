@testable import PlumbSolver
import Testing

/// The dual simplex's give-ups are counted (`Tableau.clampedRows`, `Solver.numericalGiveUps`)
/// instead of passing silently.
@Suite struct NumericalGiveUpTests {
    /// `b = -5 - s` cannot be raised by any symbol (its only cell is negative): the dual
    /// simplex sets it to 0 and counts the give-up; a row at -5·10⁻⁷ (infeasible, but within
    /// `Tolerance.clampReport` of 0: round-off) is set to 0 without being counted.
    @Test func aRowNoSymbolCanRaiseIsCountedWhenItIsMoreThanRoundOff() {
        for (constant, counted) in [(-5.0, 1), (-5e-7, 0)] {
            var t = Tableau()
            let s = t.newSymbol(.slack)
            let b = t.newSymbol(.slack)
            let r = t.makeSolvedRow(b, [Entry(s, -1), Entry(b, -1)], 0)
            t.rows[Int(r)].constant = constant
            t.infeasible.append(r)
            t.inInfeasible[Int(r)] = true
            t.dualOptimize()
            #expect(t.clampedRows == counted)
            #expect(t.rows[Int(r)].constant >= -Tolerance.feasibility)
        }
    }

    /// Well-conditioned systems (random hidden-point systems, a row of views) never give up,
    /// and the counter survives a solver that empties (its tableau is rebuilt) but not `reset`.
    @Test func wellConditionedSystemsNeverGiveUp() throws {
        for seed in 0..<UInt64(20) {
            let sys = RandomSystem(seed: seed)
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            let ids = try add(sys.constraints, to: s, vars: vars)
            s.updateVariables()
            #expect(s.numericalGiveUps == 0, "seed \(seed)")
            for id in ids { try s.removeConstraint(id) }
            #expect(s.numericalGiveUps == 0, "seed \(seed)")
        }
        let s = Solver()
        let x = s.makeVariable("x")
        let id = try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -3), .equal)
        s.state.t.clampedRows = 2
        try s.removeConstraint(id)
        #expect(s.numericalGiveUps == 2)
        s.reset()
        #expect(s.numericalGiveUps == 0)
    }
}
