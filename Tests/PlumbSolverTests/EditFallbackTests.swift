import Testing
@testable import PlumbSolver

/// The edit steps' primal fallback (`SolverState.restartEditsThroughPrimal`). On
/// random-tight-1000 the dual simplex of an edit step walked through ever smaller pivots on
/// the ill-conditioned basis the build ends with (values of 10²⁷); the fallback restores the
/// tableau from before the suggestions and moves each edit by removing its constraint and
/// adding it again (the primal path of every add). That workload is too slow for the tests;
/// these force the fallback (`alwaysRestartsEdits`) on small systems.
@Suite("Edit fallback")
struct EditFallbackTests {
    /// Only solvers that have refactorised keep a snapshot for the fallback: every other
    /// system's edit steps run exactly as before.
    @Test func snapshotOnlyAfterARefactorisation() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addEditVariable(x, priority: 999)
        try s.addConstraint(expr([(x, 1), (y, 1)], -100), .equal)
        try s.addConstraint(expr([(y, 1)]), .greaterThanOrEqual)
        s.updateVariables()
        try s.suggestValue(40, for: x)
        #expect(s.state.editSnapshot == nil)
        #expect(s.value(of: y) == 60)
        s.state.t.refactorCount = 1
        try s.suggestValue(140, for: x)
        #expect(s.state.editSnapshot != nil)
        // y >= 0 caps x at 100: a row goes negative and the dual simplex restores it.
        #expect(s.value(of: x) == 100)
        #expect(s.value(of: y) == 0)
        #expect(s.state.editSnapshot == nil)
    }

    /// random-tight-100 (fractional coefficients, more constraints than variables): every
    /// edit step through the fallback reaches the same level error sums as the dual simplex.
    @Test func randomTight100StepsMatchTheDualPath() throws {
        let sys = try LinearSystem(json: Array(randomTight100JSON.utf8))
        let fast = try editSteps(sys, restarting: false)
        let slow = try editSteps(sys, restarting: true)
        #expect(fast.count == sys.suggestionCount && slow.count == fast.count)
        var cs = sys.constraints.map { c in
            TestConstraint(terms: c.terms.map { ($0.variable, $0.coefficient) }, constant: c.constant,
                           relation: c.relation, priority: c.priority)
        }
        let base = cs.count
        for (k, (a, b)) in zip(fast, slow).enumerated() {
            cs.removeLast(cs.count - base)
            for e in sys.edits {
                cs.append(TestConstraint(terms: [(e.variable, 1)], constant: -e.suggestions[k], relation: .equal,
                                         priority: e.priority))
            }
            let ea = levelErrors(cs, a), eb = levelErrors(cs, b)
            #expect(eb.required < 1e-7, "step \(k)")
            for (p, sum) in ea.levels {
                #expect(abs((eb.levels[p] ?? 0) - sum) <= 1e-7 * max(1, sum), "step \(k), level \(p)")
            }
        }
    }

    /// The values after the build and after each edit step (the benchmark protocol).
    func editSteps(_ sys: LinearSystem, restarting: Bool) throws -> [[Double]] {
        let s = Solver()
        s.state.alwaysRestartsEdits = restarting
        let vars = sys.variableNames.map { s.makeVariable($0) }
        for e in sys.edits {
            try s.addEditVariable(vars[e.variable], priority: e.priority)
            try s.suggestValue(e.suggestions[0], for: vars[e.variable])
        }
        for c in sys.constraints {
            try s.addConstraint(LinearExpression(terms: c.terms.map { Term(vars[$0.variable], $0.coefficient) },
                                                 constant: c.constant), c.relation, priority: c.priority)
        }
        var out: [[Double]] = [vars.map { s.value(of: $0) }]
        for k in 1..<sys.suggestionCount {
            for e in sys.edits { try s.suggestValue(e.suggestions[k], for: vars[e.variable]) }
            out.append(vars.map { s.value(of: $0) })
        }
        #expect(s.numericalGiveUps == 0)
        #expect(s.t.invariantViolations().isEmpty)
        return out
    }
}
