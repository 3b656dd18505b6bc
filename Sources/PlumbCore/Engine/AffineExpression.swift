internal import PlumbSolver

/// `Σ coefficient × variable + constant`, built while lowering constraints.
struct AffineExpression {
    var terms: [Term] = []
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }
    init(_ v: Variable, _ coefficient: Double = 1) { terms = [Term(v, coefficient)] }

    static func + (a: AffineExpression, b: AffineExpression) -> AffineExpression {
        var r = a
        r.terms.append(contentsOf: b.terms)
        r.constant += b.constant
        return r
    }
    static func + (a: AffineExpression, k: Double) -> AffineExpression {
        var r = a
        r.constant += k
        return r
    }
    static func - (a: AffineExpression, b: AffineExpression) -> AffineExpression { a + b * -1 }
    static func - (a: AffineExpression, k: Double) -> AffineExpression { a + -k }
    static func * (a: AffineExpression, k: Double) -> AffineExpression {
        var r = a
        r.terms = r.terms.map { Term($0.variable, $0.coefficient * k) }
        r.constant *= k
        return r
    }

    /// Terms merged by variable, sorted by id, zeros dropped: the form used for keys and the solver.
    var folded: AffineExpression {
        var sorted = terms.sorted { $0.variable.id < $1.variable.id }
        var out: [Term] = []
        out.reserveCapacity(sorted.count)
        for t in sorted {
            if let last = out.last, last.variable == t.variable {
                out[out.count - 1].coefficient += t.coefficient
            } else {
                out.append(t)
            }
        }
        sorted = out.filter { $0.coefficient != 0 }
        var r = AffineExpression(constant: constant)
        r.terms = sorted
        return r
    }

    var linear: LinearExpression { LinearExpression(terms: terms, constant: constant) }
}
