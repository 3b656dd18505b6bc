import Testing
@testable import PlumbSolver

/// `Relation.violation`: how far `expression REL 0` misses (the drift check after removals).
struct RelationViolationTests {
    @Test(arguments: [(Relation.equal, -2.5, 2.5), (.equal, 0.0, 0.0), (.equal, 3.0, 3.0),
                      (.lessThanOrEqual, -4.0, 0.0), (.lessThanOrEqual, 1.5, 1.5),
                      (.greaterThanOrEqual, 4.0, 0.0), (.greaterThanOrEqual, -1.5, 1.5)])
    func violation(relation: Relation, residual: Double, expected: Double) {
        #expect(relation.violation(residual) == expected)
    }
}
