import Testing
@testable import PlumbSolver

/// Removing many constraints from a tight system (more constraints than variables).
@Suite("Tight removals")
struct TightRemovalTests {
    /// Removing half of `random-tight-100` (every other constraint, or the first or second half):
    /// markers whose restricted-row cells are only round-off residues must not be solved through
    /// an external row into the restricted rows (which then named user variables), and the
    /// remaining required constraints hold (up to the drift of lazy ghost chains: ~1e-5 at
    /// values of 2·10⁴, a relative 10⁻⁹). With `repairingDrift` the solver counts as one that
    /// has refactorised, so each removal checks the required residuals and refactorises when
    /// one exceeds `feasibility` (`refactorOnDrift`): the residuals then stay at round-off.
    @Test(arguments: [false, true])
    func removingHalfOfRandomTight100KeepsTheTableauSound(repairingDrift: Bool) throws {
        let sys = try LinearSystem(json: Array(randomTight100JSON.utf8))
        for mode in 0..<4 {
            let (s, vars, ids) = try Self.solved(sys)
            if repairingDrift { s.state.t.refactorCount = 1 }
            var kept: [Int] = []
            for k in ids.indices {
                let drop = [k % 2 == 0, k % 2 == 1, k < ids.count / 2, k >= ids.count / 2][mode]
                if drop { try s.removeConstraint(ids[k]) } else { kept.append(k) }
            }
            #expect(s.t.invariantViolations().isEmpty, "mode \(mode): \(s.t.invariantViolations().prefix(3))")
            let x = vars.map { s.value(of: $0) }
            var worst = 0.0
            for k in kept where sys.constraints[k].priority >= 1000 {
                let c = sys.constraints[k]
                let r = c.terms.reduce(c.constant) { $0 + $1.coefficient * x[$1.variable] }
                worst = max(worst, c.relation.violation(r))
            }
            #expect(worst < (repairingDrift ? 1e-6 : 1e-4), "mode \(mode): required residual \(worst)")
        }
    }

    /// Every removal on a solver that has refactorised leaves as many basic rows as equations
    /// (the live constraints and one per live ghost), so a refactorisation of the rows succeeds
    /// after each one. A ghost whose row is handed over to a newer ghost is basic no more; its
    /// equation must still count (before: `refactor` read a ghost's equation from its row, found
    /// more basic rows than equations and declined from random-tight-1000's removal 308 on).
    @Test func everyRemovalKeepsOneEquationPerBasicRow() throws {
        let sys = try LinearSystem(json: Array(randomTight100JSON.utf8))
        var nonBasicGhosts = 0
        for mode in 0..<4 {
            let (s, _, ids) = try Self.solved(sys)
            s.state.t.refactorCount = 1
            let order = mode < 2 ? Array(ids.indices) : Array(ids.indices.reversed())
            for (n, k) in order.enumerated() where n % 2 == mode % 2 || n < ids.count * 3 / 4 {
                try s.removeConstraint(ids[k])
                let t = s.state.t
                nonBasicGhosts += t.ghosts.filter { t.isLiveGhost($0) && t.symRow[Int($0)] < 0 }.count
                var copy = t
                let refactored = copy.refactor(s.state.equations())
                #expect(refactored, "mode \(mode): refactorisation declined after removing constraint \(k)")
            }
        }
        #expect(nonBasicGhosts > 0, "the removals never left a ghost non-basic")
    }

    /// A solver holding every constraint of `sys` (added in file order, values updated), its
    /// variables and the constraints' ids.
    static func solved(_ sys: LinearSystem) throws -> (Solver, [Variable], [ConstraintID]) {
        let s = Solver()
        let vars = sys.variableNames.map { s.makeVariable($0) }
        var ids: [ConstraintID] = []
        for c in sys.constraints {
            let e = LinearExpression(terms: c.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: c.constant)
            ids.append(try s.addConstraint(e, c.relation, priority: c.priority))
        }
        s.updateVariables()
        return (s, vars, ids)
    }
}
