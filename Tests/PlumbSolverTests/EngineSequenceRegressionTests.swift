import Testing
@testable import PlumbSolver

/// Operation sequences recorded from PlumbCore's layout passes, replayed against the solver and
/// compared with a fresh solver given only the surviving constraints.
@Suite struct EngineSequenceRegressionTests {
    typealias Op = (id: Int, terms: [(Int, Double)], constant: Double, relation: Relation)

    /// Left-to-right layout, then the same layout mirrored: three constraints are replaced.
    static let rtlInitial: [Op] = [
        (0, [(0, 1)], 0, .equal), (1, [(1, 1)], 0, .equal),
        (2, [(12, 1), (16, -1)], -8, .equal), (3, [(13, 1), (17, -1)], -8, .equal),
        (4, [(12, 1), (14, 1), (16, -1), (18, -1)], 8, .equal), (5, [(13, 1), (15, 1), (17, -1), (19, -1)], 8, .equal),
        (6, [(0, -1), (16, 1)], 0, .equal), (7, [(1, -1), (17, 1)], 0, .equal),
        (8, [(0, -1), (2, -1), (16, 1), (18, 1)], 0, .equal), (9, [(1, -1), (3, -1), (17, 1), (19, 1)], 0, .equal),
        (10, [(0, -1), (4, 1)], -10, .equal), (11, [(4, -1), (6, -1), (8, 1)], -5, .equal),
        (12, [(8, 1), (10, 1), (12, -1), (14, -1)], 0, .equal),
        (13, [(1, -1), (5, 1)], 0, .equal), (14, [(1, -1), (9, 1)], 0, .equal),
        (15, [(6, 1)], -50, .equal), (16, [(7, 1)], -10, .equal), (17, [(11, 1)], -10, .equal),
    ]
    static let rtlReplacements: [Op] = [
        (18, [(0, -1), (2, -1), (4, 1), (6, 1)], 10, .equal),
        (19, [(4, -1), (8, 1), (10, 1)], 5, .equal),
        (20, [(8, 1), (12, -1)], 0, .equal),
    ]

    func expression(_ vars: [Variable], _ op: Op) -> LinearExpression {
        LinearExpression(terms: op.terms.map { Term(vars[$0.0], $0.1) }, constant: op.constant)
    }

    @Test func replacingConstraintsAfterAnEditEqualsAFreshSolve() throws {
        let solver = Solver()
        let vars = (0..<20).map { solver.makeVariable("v\($0)") }
        var ids: [Int: ConstraintID] = [:]
        for op in Self.rtlInitial { ids[op.id] = try solver.addConstraint(expression(vars, op), op.relation) }
        try solver.addEditVariable(vars[2], priority: 999.999)
        try solver.addEditVariable(vars[3], priority: 999.999)
        try solver.suggestValue(300, for: vars[2])
        try solver.suggestValue(100, for: vars[3])
        solver.updateVariables()
        #expect(solver.value(of: vars[4]) == 10)
        for id in [10, 11, 12] {
            try solver.removeConstraint(ids[id]!)
            #expect(solver.t.invariantViolations().isEmpty, "after removing \(id)")
        }
        for op in Self.rtlReplacements {
            ids[op.id] = try solver.addConstraint(expression(vars, op), op.relation)
            #expect(solver.t.invariantViolations().isEmpty, "after adding \(op.id)")
        }
        try solver.suggestValue(300, for: vars[2])
        try solver.suggestValue(100, for: vars[3])
        solver.updateVariables()

        let fresh = Solver()
        let freshVars = (0..<20).map { fresh.makeVariable("v\($0)") }
        try fresh.addEditVariable(freshVars[2], priority: 999.999)
        try fresh.addEditVariable(freshVars[3], priority: 999.999)
        try fresh.suggestValue(300, for: freshVars[2])
        try fresh.suggestValue(100, for: freshVars[3])
        for op in (Self.rtlInitial + Self.rtlReplacements) where ![10, 11, 12].contains(op.id) {
            try fresh.addConstraint(expression(freshVars, op), op.relation)
        }
        fresh.updateVariables()
        #expect(fresh.value(of: freshVars[4]) == 240)
        #expect(fresh.value(of: freshVars[6]) == 50)
        for i in 0..<20 {
            #expect(solver.value(of: vars[i]) == fresh.value(of: freshVars[i]), "v\(i)")
        }
    }
}
