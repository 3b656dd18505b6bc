@testable import PlumbSolver
import Testing

/// Which row limits an entering symbol in the primal ratio test (`Tableau.primalLeavingRow`).
@Suite struct RatioTestThresholdTests {
    /// Two restricted rows limit increasing `s`: `b1 = 0 + a·s + y` (ratio 0) and
    /// `b2 = 10 - s` (ratio 10). With `a` 5·10⁻⁵ of `b1`'s largest coefficient, pivoting on it
    /// would multiply `y` by 2·10⁴ (threshold pivoting rejects it; random-tight-1000's rows
    /// grew from 10⁴ to 10⁹ on such a pivot), so `b2` limits. With `a` 5·10⁻³ `b1` limits.
    @Test func aPivotFarBelowItsRowsLargestCoefficientDoesNotLimit() {
        for (a, tiny) in [(-5e-5, true), (-5e-3, false)] {
            var t = Tableau()
            let s = t.newSymbol(.slack)
            let y = t.newSymbol(.slack)
            let b1 = t.newSymbol(.slack)
            let b2 = t.newSymbol(.slack)
            let r1 = t.makeSolvedRow(b1, [Entry(s, a), Entry(y, 1), Entry(b1, -1)], 0)
            let r2 = t.makeSolvedRow(b2, [Entry(s, -1), Entry(b2, -1)], 10)
            #expect(t.coefficient(r1, s) == a)
            #expect(t.primalLeavingRow(s, preferred: -1) == (tiny ? r2 : r1))
        }
    }
}
