import Testing
@testable import PlumbSolver

@Suite struct BasicTests {
    @Test func weakPullAgainstRequiredBound() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addConstraint(LinearExpression(terms: [Term(x, 1)], constant: -10), .greaterThanOrEqual)
        try s.addConstraint(LinearExpression(terms: [Term(x, 1)]), .equal, priority: 250)
        #expect(s.value(of: x) == 10)
    }
}
