@testable import PlumbSolver
import Testing

/// Which row limits an entering symbol in the primal ratio test (`Tableau.primalRatioTest`).
@Suite struct RatioTestThresholdTests {
    /// Two restricted rows limit increasing `s`: `b1 = 0 + a·s + y` (ratio 0) and
    /// `b2 = 10 - s` (ratio 10). With `a` 5·10⁻⁵ of `b1`'s largest coefficient, pivoting on it
    /// would multiply `y` by 2·10⁴ (random-tight-1000's rows grew from 10⁴ to 10⁹ on such
    /// pivots), but skipping `b1` would let it go to `a·10 = -5·10⁻⁴` (an inequality silently
    /// violated): `b1` still limits, and the test says the pivot is small (the caller rather
    /// lets another symbol enter). With `a` 5·10⁻³ `b1` limits and is not small.
    @Test func aSmallPivotStillLimitsWhenItIsTheOnlyRowInRange() {
        for (a, tiny) in [(-5e-5, true), (-5e-3, false)] {
            var t = Tableau()
            let s = t.newSymbol(.slack)
            let y = t.newSymbol(.slack)
            let b1 = t.newSymbol(.slack)
            let b2 = t.newSymbol(.slack)
            let r1 = t.makeSolvedRow(b1, [Entry(s, a), Entry(y, 1), Entry(b1, -1)], 0)
            _ = t.makeSolvedRow(b2, [Entry(s, -1), Entry(b2, -1)], 10)
            #expect(t.coefficient(r1, s) == a)
            let test = t.primalRatioTest(s, preferred: -1)
            #expect(test?.row == r1)
            #expect(test?.small == tiny)
        }
    }

    /// With a third row `b3 = 0 - s` also at ratio 0, the pivot 5·10⁻⁵ of its row's largest
    /// coefficient is not taken: `b3` limits (threshold pivoting), and `b1` stays at 0.
    @Test func aSmallPivotIsNotTakenWhenAnotherRowIsInRange() {
        var t = Tableau()
        let s = t.newSymbol(.slack)
        let y = t.newSymbol(.slack)
        let b1 = t.newSymbol(.slack)
        let b2 = t.newSymbol(.slack)
        let b3 = t.newSymbol(.slack)
        let r1 = t.makeSolvedRow(b1, [Entry(s, -5e-5), Entry(y, 1), Entry(b1, -1)], 0)
        _ = t.makeSolvedRow(b2, [Entry(s, -1), Entry(b2, -1)], 10)
        let r3 = t.makeSolvedRow(b3, [Entry(s, -1), Entry(b3, -1)], 0)
        let test = t.primalRatioTest(s, preferred: -1)
        #expect(test?.row == r3)
        #expect(test?.small == false)
        t.pivot(s, r3)
        #expect(t.rows[Int(r1)].constant >= 0)
    }

    /// Whichever row the ratio test picks, pivoting on it leaves no restricted row negative:
    /// `b1 = 0 + a·s + y` is never skipped (it used to end at -5·10⁻⁴).
    @Test func noRowGoesNegativeAfterTheRatioTestsPivot() {
        for a in [-5e-5, -5e-3, -0.5] {
            var t = Tableau()
            let s = t.newSymbol(.slack)
            let y = t.newSymbol(.slack)
            let b1 = t.newSymbol(.slack)
            let b2 = t.newSymbol(.slack)
            _ = t.makeSolvedRow(b1, [Entry(s, a), Entry(y, 1), Entry(b1, -1)], 0)
            _ = t.makeSolvedRow(b2, [Entry(s, -1), Entry(b2, -1)], 10)
            guard let r = t.primalRatioTest(s, preferred: -1)?.row else {
                Issue.record("no limiting row for a = \(a)")
                continue
            }
            t.pivot(s, r)
            for row in t.rows where row.basic >= 0 && t.kind[Int(row.basic)] != .external {
                #expect(row.constant >= -1e-9, "a = \(a): basic \(row.basic) at \(row.constant)")
            }
        }
    }
}
