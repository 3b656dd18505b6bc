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
            let sys = RandomSystem(seed: seed ^ 0x5EED_F0F0, maxVariables: 10, maxConstraints: 40,
                                   coefficients: [1, -1, 3, -0.7, 1e-3, -2e-3, 300, -250, 0.01, -7])
            let s = Solver()
            let vars = (0..<sys.variables).map { s.makeVariable("x\($0)") }
            for (k, c) in sys.constraints.enumerated() {
                // Refused adds (round-off on these coefficients can make the hidden point's
                // equalities disagree) leave the solver unchanged; the rows must still hold.
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

    @Test func editsAfterManySuggestionsMatchAFreshSolve() throws {
        for seed in 0..<UInt64(max(1, sweepSize / 3)) {
            var rng = SplitMix64(seed: seed ^ 0xED17)
            let sys = RandomSystem(seed: seed)
            let s = Solver()
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
