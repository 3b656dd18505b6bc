extension Tableau {
    /// Scales the expanded row `0 = c + Σ row` by a power of two so that its largest slack or
    /// error coefficient lies in [1, 2) (row equilibration). The row says the same thing, and
    /// every row solved from it is bit-for-bit the same (a power-of-two factor is exact and
    /// cancels in the division by the pivot), but the absolute tolerances the insert path
    /// applies to it — the degenerate test `c <= feasibility`, the pivot threshold of
    /// `directSubject` and of phase one, the artificial's final value — now mean the same
    /// thing for `0.001·x - 0.006 == 0` as for `x - 6 == 0`. Unscaled, such a row (expanded
    /// coefficients of 10⁻⁷..10⁻⁴) ended phase one with every slack/error cell below the pivot
    /// tolerance, left its dummy basic, and a later pivot on a 10⁻⁷ cell of that row put a
    /// slack at -3; rows with coefficients of 10⁴ and more were refused because the
    /// artificial's round-off exceeded 10⁻⁷. Rows whose largest coefficient is already in
    /// [0.5, 4) are left alone (nothing to gain, and it keeps the common unit rows untouched).
    /// Dummies do not count (their coefficient is the constraint's own scale, not the current
    /// basis's), except when the row has nothing else (then the row is redundant or
    /// contradictory, and its constant is compared with `feasibility` against their scale).
    /// Returns the factor.
    @discardableResult
    static func equilibrate(_ row: inout [Entry], _ c: inout Double, kind: [SymbolKind]) -> Double {
        var maxAbs = 0.0, dummyAbs = 0.0
        for e in row {
            if kind[Int(e.sym)] == .dummy { dummyAbs = max(dummyAbs, abs(e.coef)) } else { maxAbs = max(maxAbs, abs(e.coef)) }
        }
        if maxAbs == 0 { maxAbs = dummyAbs }
        guard maxAbs.isNormal else { return 1 }
        let e = maxAbs.exponent
        if e >= -1 && e <= 1 { return 1 }
        let f = Double(sign: .plus, exponent: -e, significand: 1)
        for k in row.indices { row[k].coef *= f }
        c *= f
        return f
    }

    /// Drops the slack and error cells of the expanded row `0 = c + Σ row` when every one of
    /// them is round-off next to its dummies (below `Tolerance.residue` of the largest cell) and
    /// the constant is too (at most `feasibility` of the largest dummy): the row is then a
    /// redundant equality, dummies only. On a random-tight system of 300 constraints such a
    /// row, `0.5·d₁ + d₂ ± 1.6·10⁻¹³·(e₁ - e₂)`, was equilibrated by 2⁴³ (`equilibrate` scales by
    /// the slacks and errors alone), the residues looked like unit pivots, `directSubject`
    /// solved for one, every row it was substituted into grew cells of 10¹², and a later add
    /// was refused although the hidden solution satisfies every required constraint. Rows with
    /// a real constant keep their cells: on badly scaled systems (coefficients over six orders
    /// of magnitude) cells that small can be all that makes a constraint satisfiable.
    static func dropResidues(_ row: inout [Entry], _ c: Double, kind: [SymbolKind]) {
        var maxAbs = 0.0, dummyAbs = 0.0
        for e in row {
            maxAbs = max(maxAbs, abs(e.coef))
            if kind[Int(e.sym)] == .dummy { dummyAbs = max(dummyAbs, abs(e.coef)) }
        }
        guard dummyAbs > 0 && abs(c) <= Tolerance.feasibility * dummyAbs else { return }
        let floor = Tolerance.residue * maxAbs
        guard row.allSatisfy({ kind[Int($0.sym)] == .dummy || abs($0.coef) < floor }),
              row.contains(where: { kind[Int($0.sym)] != .dummy }) else { return }
        row.removeAll { kind[Int($0.sym)] != .dummy }
    }
}
