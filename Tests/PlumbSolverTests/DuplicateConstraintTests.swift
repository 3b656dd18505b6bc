import Testing
@testable import PlumbSolver

/// Identical constraints added separately: removing some of them must leave the others in force.
@Suite("Duplicate constraints")
struct DuplicateConstraintTests {
    @Test func removingOneOfTwoIdenticalEqualitiesKeepsTheOther() throws {
        for removeFirst in [true, false] {
            let s = Solver()
            let x = s.makeVariable("x")
            let a = try s.addConstraint(expr([(x, 1)], -10), .equal)
            let b = try s.addConstraint(expr([(x, 1)], -10), .equal)
            #expect(s.value(of: x) == 10)
            try s.removeConstraint(removeFirst ? a : b)
            #expect(s.value(of: x) == 10, "removeFirst \(removeFirst)")
            #expect(s.t.invariantViolations().isEmpty)
        }
    }

    @Test func removingOneOfTwoIdenticalEqualitiesWithAWeakPull() throws {
        for removeFirst in [true, false] {
            for weakFirst in [true, false] {
                let s = Solver()
                let x = s.makeVariable("x")
                let y = s.makeVariable("y")
                if weakFirst { try s.addConstraint(expr([(x, 1)], -3), .equal, priority: 250) }
                let a = try s.addConstraint(expr([(x, 1), (y, -1)], -10), .equal)
                let b = try s.addConstraint(expr([(x, 1), (y, -1)], -10), .equal)
                if !weakFirst { try s.addConstraint(expr([(x, 1)], -3), .equal, priority: 250) }
                try s.addConstraint(expr([(y, 1)], -20), .equal, priority: 500)
                #expect(s.value(of: x) - s.value(of: y) == 10)
                try s.removeConstraint(removeFirst ? a : b)
                #expect(abs(s.value(of: x) - s.value(of: y) - 10) < 1e-9, "removeFirst \(removeFirst) weakFirst \(weakFirst): x \(s.value(of: x)) y \(s.value(of: y))")
                #expect(abs(s.value(of: y) - 20) < 1e-9)
                #expect(s.t.invariantViolations().isEmpty)
            }
        }
    }

    /// Random feasible systems where some constraints appear two or three times; removing a
    /// random subset must give the same answer as a fresh solver built with the rest.
    @Test func removingRandomSubsetsOfDuplicatedSystemsMatchesAFreshSolve() throws {
        var failures: [String] = []
        for seed in 0..<UInt64(sweepSize) {
            var rng = SplitMix64(seed: seed ^ 0xD0B1E)
            let base = RandomSystem(seed: seed, maxVariables: 5, maxConstraints: 8)
            var all: [TestConstraint] = []
            for c in base.constraints {
                all.append(c)
                for _ in 0..<rng.int(0, 2) {
                    // an identical copy, or the same constraint scaled (the same set of solutions)
                    var d = c
                    if rng.int(0, 2) == 0 {
                        let f = rng.pick([2.0, -1.0, 0.5])
                        d.terms = c.terms.map { ($0.0, $0.1 * f) }
                        d.constant = c.constant * f
                        if f < 0 && c.relation != .equal {
                            d.relation = c.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                        }
                    }
                    all.append(d)
                }
            }
            // shuffle the order of addition
            for k in stride(from: all.count - 1, to: 0, by: -1) {
                let j = rng.int(0, k)
                all.swapAt(k, j)
            }
            let s = Solver()
            let vars = (0..<base.variables).map { s.makeVariable("x\($0)") }
            let ids = try add(all, to: s, vars: vars)
            s.updateVariables()
            var keep: [TestConstraint] = []
            var drop: [ConstraintID] = []
            for (k, c) in all.enumerated() {
                if rng.int(0, 1) == 0 { drop.append(ids[k]) } else { keep.append(c) }
            }
            for k in stride(from: drop.count - 1, to: 0, by: -1) {
                let j = rng.int(0, k)
                drop.swapAt(k, j)
            }
            for (n, id) in drop.enumerated() {
                try s.removeConstraint(id)
                if n % 2 == 0 { s.updateVariables() }
            }
            let inv = s.t.invariantViolations()
            if !inv.isEmpty { failures.append("seed \(seed): invariants \(inv.prefix(2))") }
            let x = vars.map { s.value(of: $0) }
            let fresh = Solver()
            let fvars = (0..<base.variables).map { fresh.makeVariable("x\($0)") }
            try add(keep, to: fresh, vars: fvars)
            let fx = fvars.map { fresh.value(of: $0) }
            let (worst, sums) = levelErrors(keep, x)
            let (fworst, fsums) = levelErrors(keep, fx)
            if worst > 1e-7 { failures.append("seed \(seed): required violated by \(worst) (fresh \(fworst))") }
            for (p, e) in fsums where abs((sums[p] ?? 0) - e) > 1e-6 * max(1, abs(e)) {
                failures.append("seed \(seed): level \(p) error \(sums[p] ?? 0) vs fresh \(e)")
            }
            if let problem = meetsOptimum(keep, x, variables: base.variables) {
                failures.append("seed \(seed): \(problem)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(6))")
    }
}
