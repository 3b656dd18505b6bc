import Testing
@testable import PlumbSolver

@Suite struct DebugTests {
    @Test func chain14() throws {
        let sys = try LinearSystem(contentsOf: "/tmp/dbg/chain-14.json")
        let s = Solver()
        let vars = sys.variableNames.map { s.makeVariable($0) }
        for e in sys.edits { try s.addEditVariable(vars[e.variable], priority: e.priority); try s.suggestValue(e.suggestions[0], for: vars[e.variable]) }
        for (k, c) in sys.constraints.enumerated() {
            try s.addConstraint(LinearExpression(terms: c.terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: c.constant), c.relation, priority: c.priority)
            let v = s.t.invariantViolations()
            if !v.isEmpty { print("after add \(k):", v); return }
        }
        for k in 1..<sys.suggestionCount {
            for e in sys.edits { try s.suggestValue(e.suggestions[k], for: vars[e.variable]) }
            s.updateVariables()
            let v = s.t.invariantViolations()
            if !v.isEmpty { print("after step \(k):", v); return }
        }
    }
}
