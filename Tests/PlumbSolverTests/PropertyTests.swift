import Testing
@testable import PlumbSolver

/// Random feasible systems (hidden-solution construction) against the dense reference LP.
@Suite("Property sweeps")
struct PropertyTests {
    @Test func randomSystemsMeetTheLexicographicOptimum() throws {
        var failures: [String] = []
        for seed in 0..<UInt64(sweepSize) {
            let sys = RandomSystem(seed: seed)
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            try add(sys.constraints, to: s, vars: vars)
            s.updateVariables()
            #expect(s.t.invariantViolations().isEmpty, "seed \(seed)")
            let x = vars.map { s.value(of: $0) }
            if let problem = meetsOptimum(sys.constraints, x, variables: sys.variables) {
                failures.append("seed \(seed): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// After every add, no restricted basic variable is negative beyond `feasibility` (the
    /// primal ratio test must not skip a row whose pivot is small; it used to let such rows go
    /// negative without bound. Harris' bound lets a row go `feasibility` below zero).
    @Test func restrictedRowsStayFeasibleAfterEveryAdd() {
        var failures: [String] = []
        for seed in 0..<UInt64(max(1, sweepSize / 3)) {
            // Coefficients over six orders of magnitude, so that small pivots occur.
            let sys = badlyScaledSystem(seed: seed)
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            for (k, c) in sys.constraints.enumerated() {
                // Refused adds leave the solver unchanged (`refusedRequiredAddsAreInfeasible`
                // checks that they are right to); the rows must still hold.
                do { try add([c], to: s, vars: vars) } catch { continue }
                let t = s.t
                for row in t.rows where row.basic >= 0 && t.kind[Int(row.basic)] != .external && row.constant < -Tolerance.feasibility {
                    failures.append("seed \(seed), constraint \(k): basic \(row.basic) at \(row.constant)")
                }
            }
            #expect(s.t.invariantViolations(requireOptimal: false).isEmpty, "seed \(seed)")
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// A required add is refused only when it really cannot hold. On the badly scaled systems,
    /// with one required constraint in six shifted off the hidden point (so that some adds
    /// really conflict): when the hidden point satisfies every required constraint so far and
    /// the new one (up to round-off relative to the terms), nothing may be refused; otherwise
    /// the dense reference LP, on the rows scaled to a largest coefficient of 1 (its tolerances
    /// are absolute), must find the accepted required constraints plus the refused one
    /// infeasible — by more than 10⁻¹⁰ (seed 120's system misses by 9.6·10⁻⁹, and HiGHS calls
    /// it infeasible too). A refusal is not judged once the solver's values violate an accepted
    /// required constraint (by 10⁻⁶ of its terms): then the rows have lost the precision to
    /// decide (ill-conditioned bases, cells of 10¹⁰ — see "What remains" in Solver.md).
    @Test func refusedRequiredAddsAreInfeasible() {
        var failures: [String] = []
        var refused = 0
        for seed in 0..<UInt64(max(1, sweepSize / 3)) {
            var sys = badlyScaledSystem(seed: seed)
            var rng = SplitMix64(seed: seed ^ 0xC0FF_1C7)
            for k in sys.constraints.indices where sys.constraints[k].priority >= 1000 && rng.int(0, 5) == 0 {
                sys.constraints[k].constant += Double(rng.int(1, 9))
            }
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            var accepted: [TestConstraint] = []
            for (k, c) in sys.constraints.enumerated() {
                do {
                    try add([c], to: s, vars: vars)
                    if c.priority >= 1000 { accepted.append(c) }
                    continue
                } catch {}
                refused += 1
                let x = vars.map { s.value(of: $0) }
                if accepted.contains(where: { !$0.holds(at: x, relative: 1e-6) }) { continue }
                if (accepted + [c]).allSatisfy({ $0.holds(at: sys.hidden, relative: 1e-12) }) {
                    failures.append("seed \(seed), constraint \(k): refused, but the hidden point satisfies it")
                } else if referenceLevelOptima((accepted + [c]).map { $0.normalized }, variables: sys.variables, infeasibility: 1e-10) != nil {
                    failures.append("seed \(seed), constraint \(k): refused, but the reference LP finds it feasible")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(refused > 0)
    }

    /// Also through the edit steps' primal fallback (`restarting`: remove and re-add every
    /// changed edit from the basis before the suggestions).
    @Test(arguments: [false, true])
    func editsAfterManySuggestionsMatchAFreshSolve(restarting: Bool) throws {
        for seed in 0..<UInt64(max(1, sweepSize / 3)) {
            var rng = SplitMix64(seed: seed ^ 0xED17)
            let sys = RandomSystem(seed: seed)
            let s = Solver()
            s.state.alwaysRestartsEdits = restarting
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            let edited = [0, sys.variables - 1].filter { $0 < sys.variables }
            let editVars = Array(Set(edited)).sorted()
            let editPriorities: [Double] = [999, 400]
            for (k, v) in editVars.enumerated() { try s.addEditVariable(vars[v], priority: editPriorities[k]) }
            try add(sys.constraints, to: s, vars: vars)
            var last: [Double] = []
            for _ in 0..<20 {
                last = editVars.map { _ in Double(rng.int(-40, 40)) }
                for (k, v) in editVars.enumerated() { try s.suggestValue(last[k], for: vars[v]) }
                s.updateVariables()
            }
            #expect(s.t.invariantViolations().isEmpty, "seed \(seed)")
            // The same system with the edits as ordinary constraints at their last values.
            var held = sys.constraints
            for (k, v) in editVars.enumerated() {
                held.append(TestConstraint(terms: [(v, 1)], constant: -last[k], relation: .equal, priority: editPriorities[k]))
            }
            let x = vars.map { s.value(of: $0) }
            let problem = meetsOptimum(held, x, variables: sys.variables)
            #expect(problem == nil, "seed \(seed): \(problem ?? "")")
        }
    }

    @Test func addRemoveRoundTripsLeaveAnEquivalentSolver() throws {
        for seed in 0..<UInt64(max(1, sweepSize / 3)) {
            let base = RandomSystem(seed: seed)
            let extra = RandomSystem(seed: seed &+ 1_000_003, maxVariables: base.variables, maxConstraints: 6)
            let s = Solver()
            let vars = (0..<base.variables).map { s.makeVariable("x\($0)") }
            // interleave: base, extra (only those that fit), then remove the extras
            let baseIDs = try add(base.constraints, to: s, vars: vars)
            var extraIDs: [ConstraintID] = []
            for c in extra.constraints where c.terms.allSatisfy({ $0.0 < base.variables }) {
                do {
                    extraIDs.append(try s.addConstraint(LinearExpression(terms: c.terms.map { Term(vars[$0.0], $0.1) }, constant: c.constant),
                                                        c.relation, priority: c.priority))
                } catch { continue }  // an extra required constraint may conflict: refused, nothing kept
            }
            for id in extraIDs.reversed() where seed % 2 == 0 { try s.removeConstraint(id) }
            for id in extraIDs where seed % 2 == 1 { try s.removeConstraint(id) }
            #expect(s.t.invariantViolations().isEmpty, "seed \(seed)")
            #expect(baseIDs.allSatisfy { s.hasConstraint($0) })
            let x = vars.map { s.value(of: $0) }
            let problem = meetsOptimum(base.constraints, x, variables: base.variables)
            #expect(problem == nil, "seed \(seed): \(problem ?? "")")
        }
    }

    @Test func removingEverythingLeavesAnEmptyTableau() throws {
        for seed in 0..<UInt64(max(1, sweepSize / 3)) {
            let sys = RandomSystem(seed: seed)
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            try s.addEditVariable(vars[0], priority: 700)
            try s.suggestValue(12, for: vars[0])
            let ids = try add(sys.constraints, to: s, vars: vars)
            for id in ids { try s.removeConstraint(id) }
            try s.removeEditVariable(vars[0])
            #expect(s.t.rows.allSatisfy { $0.basic < 0 }, "seed \(seed)")
            #expect(s.t.cost.allSatisfy { $0 == 0 }, "seed \(seed)")
            #expect(vars.allSatisfy { s.value(of: $0) == 0 })
        }
    }

    @Test func unsatisfiableAddsAreRefusedWithAValidConflictSet() throws {
        var refused = 0
        for seed in 0..<UInt64(sweepSize) {
            let sys = RandomSystem(seed: seed)
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            try add(sys.constraints, to: s, vars: vars)
            s.updateVariables()
            let before = vars.map { s.value(of: $0) }
            // Contradict a required equality/inequality of the system by a shifted copy.
            guard let c = sys.constraints.first(where: { $0.priority >= 1000 }) else { continue }
            let shift: Double = c.relation == .greaterThanOrEqual ? 50 : -50
            let bad = TestConstraint(terms: c.terms, constant: c.constant + shift,
                                     relation: c.relation == .equal ? .equal : (c.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual),
                                     priority: 1000)
            do {
                try add([bad], to: s, vars: vars)
                // It can hold when the original inequality had room; then it must really hold.
                #expect(bad.error(vars.map { s.value(of: $0) }) < 1e-6)
            } catch {
                refused += 1
                guard case let .unsatisfiable(_, others)? = error as? SolverError else { Issue.record("\(error)"); continue }
                // The named constraints with the refused one are infeasible by themselves.
                let subset = others.map { sys.constraints[$0.rawValue] } + [bad]
                #expect(referenceLevelOptima(subset, variables: sys.variables) == nil, "seed \(seed)")
                #expect(vars.map { s.value(of: $0) } == before, "seed \(seed)")
                #expect(s.t.invariantViolations().isEmpty, "seed \(seed)")
            }
        }
        #expect(refused > sweepSize / 4)
    }
}
