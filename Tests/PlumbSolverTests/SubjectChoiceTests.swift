@testable import PlumbSolver
import Testing

/// Which slack or error a new row is solved for (`Tableau.directSubject`).
@Suite struct SubjectChoiceTests {
    /// `0 = 1 - 0.005·s1 - s2`: solving for `s1` would need no pivot afterwards (its reduced cost
    /// is zero, `s2`'s is not), but it divides the row by 0.005 and multiplies every other
    /// coefficient up by 200. Threshold pivoting takes `s2`, within a factor 100 of the
    /// row's largest coefficient; `s1` wins only among candidates of similar size.
    @Test func aSmallCoefficientIsNeverTheSubjectWhenALargeOneQualifies() {
        var t = Tableau()
        let s1 = t.newSymbol(.slack)
        let s2 = t.newSymbol(.slack)
        t.addCost(level: t.level(for: 500), symbol: s2, weight: 1)
        #expect(t.directSubject([Entry(s1, -0.005), Entry(s2, -1)], 1) == s2)
        // Of similar size, the zero reduced cost wins.
        #expect(t.directSubject([Entry(s1, -0.5), Entry(s2, -1)], 1) == s1)
    }
}
