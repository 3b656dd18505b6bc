import Testing
@testable import PlumbSolver

@Suite("Solver operations")
struct SolverOperationTests {
    @Test func requiredEqualityFixesValue() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let id = try s.addConstraint(expr([(x, 2)], -8), .equal)
        #expect(s.value(of: x) == 4)
        #expect(s.hasConstraint(id))
        #expect(id == ConstraintID(rawValue: 0))
        #expect(s.name(of: x) == "x")
    }

    @Test func weakPullStopsAtRequiredBound() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(expr([(x, 1)], -10), .greaterThanOrEqual)
        try s.addConstraint(expr([(x, 1)]), .equal, priority: 250)
        #expect(s.value(of: x) == 10)
    }

    @Test func higherPriorityWinsOverAnyNumberOfLower() throws {
        // outvote: w == 0 at 251; 1 001 pairs u_i == w (required), u_i == 1 at 250.
        let s = Solver()
        let w = s.makeVariable("w")
        try s.addConstraint(expr([(w, 1)]), .equal, priority: 251)
        for i in 0..<1001 {
            let u = s.makeVariable("u\(i)")
            try s.addConstraint(expr([(u, 1), (w, -1)]), .equal)
            try s.addConstraint(expr([(u, 1)], -1), .equal, priority: 250)
        }
        #expect(s.value(of: w) == 0)
    }

    @Test func fractionalPrioritiesAreLevelsToo() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(expr([(x, 1)], -1), .equal, priority: 250.25)
        try s.addConstraint(expr([(x, 1)], -2), .equal, priority: 250)
        try s.addConstraint(expr([(x, 1)], -2), .equal, priority: 250)
        #expect(s.value(of: x) == 1)
    }

    @Test func errorsWithinALevelAddUp() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(expr([(x, 1)]), .equal, priority: 500)
        try s.addConstraint(expr([(x, 1)], -10), .equal, priority: 500)
        try s.addConstraint(expr([(x, 1)], -10), .equal, priority: 500)
        #expect(s.value(of: x) == 10)
    }

    @Test func removeRestoresEarlierOptimum() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(expr([(x, 1)], -3), .equal, priority: 100)
        let strong = try s.addConstraint(expr([(x, 1)], -7), .equal, priority: 900)
        #expect(s.value(of: x) == 7)
        try s.removeConstraint(strong)
        #expect(s.value(of: x) == 3)
        #expect(!s.hasConstraint(strong))
        #expect(throws: SolverError.unknownConstraint(strong)) { try s.removeConstraint(strong) }
    }

    @Test func readdUnderSameId() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let e = expr([(x, 1)], -3)
        let id = try s.addConstraint(e, .equal)
        #expect(throws: SolverError.duplicateConstraint(id)) { try s.addConstraint(e, .equal, priority: 1000, id: id) }
        try s.removeConstraint(id)
        try s.addConstraint(e, .equal, priority: 1000, id: id)
        #expect(s.hasConstraint(id) && s.value(of: x) == 3)
        let never = ConstraintID(rawValue: 99)
        #expect(throws: SolverError.unknownConstraint(never)) { try s.addConstraint(e, .equal, priority: 1000, id: never) }
    }

    @Test func repeatedVariablesAreFolded() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(LinearExpression(terms: [Term(x, 1), Term(x, 2)], constant: -9), .equal)
        #expect(s.value(of: x) == 3)
    }

    @Test func editVariableFollowsSuggestions() throws {
        let s = Solver()
        let w = s.makeVariable("container.width")
        let left = s.makeVariable("left"), width = s.makeVariable("width")
        try s.addEditVariable(w, priority: 999)
        try s.suggestValue(320, for: w)
        try s.addConstraint(expr([(left, 1)], -16), .equal)
        try s.addConstraint(expr([(left, 1), (width, 1), (w, -1)], 16), .equal)  // right margin 16
        try s.addConstraint(expr([(width, 1)], -100), .greaterThanOrEqual)
        #expect(s.value(of: width) == 288)
        try s.suggestValue(414, for: w)
        #expect(s.value(of: width) == 382)
        try s.suggestValue(100, for: w)  // below the minimum: the edit gives
        #expect(s.value(of: width) == 100)
        #expect(s.value(of: w) == 132)
        try s.removeEditVariable(w)
        #expect(!s.hasEditVariable(w))
    }

    @Test func editVariableErrors() throws {
        let s = Solver()
        let v = s.makeVariable("v")
        #expect(throws: SolverError.unknownEditVariable(v)) { try s.suggestValue(1, for: v) }
        #expect(throws: SolverError.unknownEditVariable(v)) { try s.removeEditVariable(v) }
        #expect(throws: SolverError.requiredEditVariable(v)) { try s.addEditVariable(v, priority: 1000) }
        #expect(throws: SolverError.invalidPriority(0)) { try s.addEditVariable(v, priority: 0) }
        try s.addEditVariable(v, priority: 500)
        #expect(s.hasEditVariable(v))
        #expect(throws: SolverError.duplicateEditVariable(v)) { try s.addEditVariable(v, priority: 400) }
        #expect(throws: SolverError.nonFinite("suggested value inf for variable #0 (v)")) {
            try s.suggestValue(.infinity, for: v)
        }
    }

    @Test(arguments: [0.0, -1, 1000.5, Double.nan, Double.infinity])
    func invalidPriorities(_ p: Double) throws {
        let s = Solver()
        let x = s.makeVariable("x")
        do {
            try s.addConstraint(expr([(x, 1)]), .equal, priority: p)
            Issue.record("accepted priority \(p)")
        } catch {
            guard case let .invalidPriority(q) = error else { Issue.record("wrong error \(error)"); return }
            #expect(q.isNaN ? p.isNaN : q == p)
        }
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let s = Solver()
        let x = s.makeVariable("left")
        #expect(throws: SolverError.nonFinite("coefficient nan of variable #0 (left)")) {
            try s.addConstraint(expr([(x, .nan)]), .equal)
        }
        #expect(throws: SolverError.nonFinite("constant -inf")) {
            try s.addConstraint(expr([(x, 1)], -.infinity), .equal)
        }
        #expect(s.value(of: x) == 0)
    }

    @Test func unsatisfiableLeavesSolverUnchanged() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let a = try s.addConstraint(expr([(x, 1)], -10), .equal)
        try s.addConstraint(expr([(y, 1), (x, -1)]), .equal, priority: 250)
        let before = (s.value(of: x), s.value(of: y))
        #expect(throws: SolverError.unsatisfiable(ConstraintID(rawValue: 2), conflictingWith: [a])) {
            try s.addConstraint(expr([(x, 1)], -20), .equal)
        }
        #expect(!s.hasConstraint(ConstraintID(rawValue: 2)))
        #expect(s.value(of: x) == before.0 && s.value(of: y) == before.1)
        #expect(s.t.invariantViolations().isEmpty)
        let next = try s.addConstraint(expr([(y, 1)], -4), .equal, priority: 500)
        #expect(next == ConstraintID(rawValue: 3))
        #expect(s.value(of: y) == 4)
    }

    @Test func conflictSetIsTheCycleOnly() throws {
        // x <= y, y <= z (plus unrelated constraints); z <= x - 1 conflicts with exactly the first two.
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z"), u = s.makeVariable("u")
        let c0 = try s.addConstraint(expr([(x, 1), (y, -1)]), .lessThanOrEqual)
        try s.addConstraint(expr([(u, 1)], -5), .equal)
        let c2 = try s.addConstraint(expr([(y, 1), (z, -1)]), .lessThanOrEqual)
        try s.addConstraint(expr([(u, 1), (x, -1)]), .greaterThanOrEqual)
        do {
            try s.addConstraint(expr([(z, 1), (x, -1)], 1), .lessThanOrEqual)
            Issue.record("accepted an impossible constraint")
        } catch {
            #expect(error == .unsatisfiable(ConstraintID(rawValue: 4), conflictingWith: [c0, c2]))
            #expect(error.description == "required constraint #4 cannot be satisfied together with required constraints #0, #2")
        }
    }

    @Test func constantOnlyConstraints() throws {
        let s = Solver()
        try s.addConstraint(LinearExpression(constant: 0), .equal)
        #expect(throws: SolverError.unsatisfiable(ConstraintID(rawValue: 1), conflictingWith: [])) {
            try s.addConstraint(LinearExpression(constant: 5), .equal)
        }
        try s.addConstraint(LinearExpression(constant: -1), .lessThanOrEqual)
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addConstraint(expr([(x, 1), (y, -1)]), .equal)
        try s.addConstraint(expr([(y, 1)], -2), .equal)
        let again = try s.addConstraint(expr([(x, 1)], -2), .equal)
        #expect(s.value(of: x) == 2)
        try s.removeConstraint(again)
        #expect(s.value(of: x) == 2)
    }

    @Test func resetKeepsVariablesAndIds() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(expr([(x, 1)], -1), .equal)
        try s.addEditVariable(x, priority: 10)
        s.reset()
        #expect(s.value(of: x) == 0)
        #expect(!s.hasEditVariable(x))
        #expect(!s.hasConstraint(ConstraintID(rawValue: 0)))
        #expect(try s.addConstraint(expr([(x, 1)], -2), .equal) == ConstraintID(rawValue: 1))
        #expect(s.value(of: x) == 2)
    }

    @Test func ambiguity() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c"), d = s.makeVariable("d")
        try s.addConstraint(expr([(a, 1), (b, -1)]), .equal)
        try s.addConstraint(expr([(c, 1)], -5), .greaterThanOrEqual)
        try s.addConstraint(expr([(d, 1), (c, -1)]), .equal, priority: 100)
        // a == b floats; c only has a lower bound: any c >= 5 with d == c is optimal.
        #expect(s.ambiguousVariables(among: [d, c, b, a]) == [d, c, b, a])
        try s.addConstraint(expr([(a, 1)], -3), .equal)
        try s.addConstraint(expr([(c, 1)], -6), .lessThanOrEqual)
        try s.addConstraint(expr([(c, 1)]), .equal, priority: 50)
        #expect(s.ambiguousVariables(among: [a, b, c, d]) == [])
        #expect(s.value(of: b) == 3 && s.value(of: c) == 5 && s.value(of: d) == 5)
    }

    @Test func errorDescriptions() {
        let v = Variable(id: 3)
        #expect(SolverError.duplicateConstraint(ConstraintID(rawValue: 1)).description == "constraint #1 is already in the solver")
        #expect(SolverError.unknownConstraint(ConstraintID(rawValue: 2)).description == "unknown constraint #2")
        #expect(SolverError.duplicateEditVariable(v).description == "variable #3 is already an edit variable")
        #expect(SolverError.unknownEditVariable(v).description == "variable #3 is not an edit variable")
        #expect(SolverError.requiredEditVariable(v).description == "edit variable #3 cannot be required (priority must be below 1000)")
        #expect(SolverError.invalidPriority(0).description == "priority 0.0 is outside (0, 1000]")
        #expect(SolverError.unsatisfiable(ConstraintID(rawValue: 4), conflictingWith: []).description
                == "required constraint #4 cannot be satisfied")
    }
}
