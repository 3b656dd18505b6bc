import Testing
@testable import PlumbSolver

@Suite struct DebugTests {
    @Test func chain14() throws {
        let sys = try LinearSystem(contentsOf: "/tmp/wl/random-tight-100.json")
        let s = Solver()
        let vars = sys.variableNames.map { s.makeVariable($0) }
        for e in sys.edits { try s.addEditVariable(vars[e.variable], priority: e.priority); try s.suggestValue(e.suggestions[0], for: vars[e.variable]) }
        for (k, c) in sys.constraints.enumerated() {
            ProcessInfoLite.debug = k == 76
            try s.addConstraint(LinearExpression(terms: c.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: c.constant), c.relation, priority: c.priority)
            let v = s.t.invariantViolations()
            if !v.isEmpty { print("after add \(k):", v); return }
            var worst = 0.0
            for c2 in sys.constraints[0...k] where c2.priority >= 1000 {
                var lhs = c2.constant
                for t in c2.terms { lhs += t.coefficient * s.value(of: vars[t.variable]) }
                worst = max(worst, c2.relation == .equal ? abs(lhs) : (c2.relation == .lessThanOrEqual ? lhs : -lhs))
            }
            if worst > 1e-6 { print("add \(k) worst \(worst) rel \(sys.constraints[k].relation) p \(sys.constraints[k].priority)") }
            for (j, c2) in sys.constraints[0...k].enumerated() where c2.priority >= 1000 {
                var lhs = c2.constant
                for t in c2.terms { lhs += t.coefficient * s.value(of: vars[t.variable]) }
                let bad = c2.relation == .equal ? abs(lhs) > 1e3 : (c2.relation == .lessThanOrEqual ? lhs > 1e3 : lhs < -1e3)
                if bad { print("after add \(k): constraint \(j) violated: \(lhs)", c2); return }
            }
        }
        for k in 1..<sys.suggestionCount {
            for e in sys.edits { try s.suggestValue(e.suggestions[k], for: vars[e.variable]) }
            s.updateVariables()
            let v = s.t.invariantViolations()
            if !v.isEmpty { print("after step \(k):", v); return }
        }
    }
}
