import Testing
@testable import PlumbSolver

/// Random-tight systems (`gen_workloads.py`'s family: fewer variables than constraints, six
/// soft levels competing) with seeds the benchmarks do not use: after the build and after every
/// edit step the tableau must be optimal — no non-basic slack or error with a lexicographically
/// negative reduced cost (`invariantViolations`), which is the simplex's optimality certificate
/// — and no required constraint may be refused (each holds at the hidden solution).
@Suite("Tight systems")
struct TightSystemTests {
    /// Builds the system as `plumb solve` does (edits with their first suggestion, then the
    /// constraints in order); returns the problems found after the build and after each step.
    static func run(_ json: String, check: (Solver, [Variable], Int) -> Void = { _, _, _ in }) throws -> [String] {
        let sys = try LinearSystem(json: Array(json.utf8))
        let s = Solver()
        let vars = sys.variableNames.map { s.makeVariable($0) }
        for e in sys.edits {
            try s.addEditVariable(vars[e.variable], priority: e.priority)
            try s.suggestValue(e.suggestions[0], for: vars[e.variable])
        }
        var problems: [String] = []
        for (k, c) in sys.constraints.enumerated() {
            let terms = c.terms.map { Term(vars[$0.variable], $0.coefficient) }
            do {
                try s.addConstraint(LinearExpression(terms: terms, constant: c.constant), c.relation, priority: c.priority)
            } catch {
                problems.append("constraint \(k) refused: \(error)")
            }
        }
        s.updateVariables()
        for v in s.t.invariantViolations().prefix(2) { problems.append("build: \(v)") }
        check(s, vars, 0)
        for step in 1..<(sys.edits.first?.suggestions.count ?? 1) {
            for e in sys.edits { try s.suggestValue(e.suggestions[step], for: vars[e.variable]) }
            s.updateVariables()
            for v in s.t.invariantViolations().prefix(2) { problems.append("step \(step): \(v)") }
            check(s, vars, step)
        }
        return problems
    }

    /// Level error sums of `sys` (edits as equalities at step `k`'s suggestions) at `x`.
    static func levelSums(_ json: String, _ x: [Double], step k: Int) throws -> [Double: Double] {
        let sys = try LinearSystem(json: Array(json.utf8))
        var sums: [Double: Double] = [:]
        for c in sys.constraints where c.priority < 1000 {
            let r = c.terms.reduce(c.constant) { $0 + $1.coefficient * x[$1.variable] }
            sums[c.priority, default: 0] += c.relation == .equal ? abs(r) : c.relation.violation(r)
        }
        for e in sys.edits { sums[e.priority, default: 0] += abs(x[e.variable] - e.suggestions[k]) }
        return sums
    }

    /// Edit step 5 of this 100-constraint system ended 2.5 % above the optimum of its lowest
    /// level (823.142 against 803.357), every higher level optimal: the dual simplex compared
    /// its lexicographic ratios with an absolute tolerance, so a level-2 cost of 10⁻¹⁰ (round-off)
    /// over a small pivot outranked the real ratios below, and the step left a slack at
    /// (0, 0, 10⁻¹⁰, -3·10⁻¹⁰, -10⁻⁹, -5). The optima are the LP oracle's (HiGHS, level-fixing
    /// slack 10⁻¹³).
    @Test func editStepReachesTheOptimumOfEveryLevel() throws {
        let json = WorkloadRandomSystem(constraints: 100, seed: WorkloadRandomSystem.seed(constraints: 100, index: 9), ratio: 0.6).json
        var step5: [Double: Double] = [:]
        let problems = try Self.run(json) { s, vars, step in
            if step == 5 { step5 = (try? Self.levelSums(json, vars.map { s.value(of: $0) }, step: 5)) ?? [:] }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        let optimum: [Double: Double] = [999: 0, 750: 0, 500: 282.102, 250: 1476.836, 50: 3981.029, 1: 803.357]
        for (p, best) in optimum {
            #expect(abs((step5[p] ?? .nan) - best) <= 1e-3 * max(1, best), "priority \(p): \(step5[p] ?? .nan), optimum \(best)")
        }
    }

    /// A redundant required equality of this 300-constraint system expanded to dummies plus
    /// two error cells of 1.6·10⁻¹³ (round-off); equilibration scaled them to ~1.4 and they were
    /// pivoted on: cells of 10¹² at once, of 10¹⁸ a hundred constraints later, and constraint
    /// 295 was refused although the hidden solution satisfies every required constraint.
    @Test func roundOffCellsOfARedundantEqualityAreNotPivotedOn() throws {
        let json = WorkloadRandomSystem(constraints: 300, seed: WorkloadRandomSystem.seed(constraints: 300, index: 50), ratio: 0.6).json
        var largest = 0.0
        let problems = try Self.run(json) { s, _, step in
            guard step == 0 else { return }
            let t = s.t
            for r in t.rows where r.basic >= 0 {
                for k in r.start..<(r.start + Int(r.count)) { largest = max(largest, abs(t.pool[k].coef)) }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(largest < 1e6, "largest cell after the build: \(largest)")
    }

    /// Systems on which main's solver ended an edit step non-optimal (the dual ratio test's
    /// tolerance; step 3 of (300, 7) was 10 % above the optimum of level 250 and, with residue
    /// cells dropped, its dual simplex pivoted on cells of 3·10⁻⁷ next to 10² — see
    /// `dualSimplex`'s threshold) or, for (100, 22), left a required constraint violated by
    /// 7·10¹¹ after step 5.
    @Test(arguments: zip([300, 100, 300, 300, 100], [7, 22, 25, 26, 88]))
    func editStepsThatEndedNonOptimalAreOptimal(constraints m: Int, index: Int) throws {
        let json = WorkloadRandomSystem(constraints: m, seed: WorkloadRandomSystem.seed(constraints: m, index: index), ratio: 0.6).json
        let problems = try Self.run(json)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
    }

    /// Fresh seeds at 30 and 100 constraints (`PLUMB_SWEEP` scales the count; 150 seeds at 30,
    /// 100 and 300 constraints found 20 faulty systems of 450 before the fixes, none after).
    @Test(arguments: [30, 100])
    func everyEditStepEndsOptimal(constraints m: Int) throws {
        var failures: [String] = []
        for index in 1...max(4, sweepSize / 10) {
            let json = WorkloadRandomSystem(constraints: m, seed: WorkloadRandomSystem.seed(constraints: m, index: index), ratio: 0.6).json
            let problems = try Self.run(json)
            if !problems.isEmpty { failures.append("seed index \(index): \(problems.prefix(2))") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
