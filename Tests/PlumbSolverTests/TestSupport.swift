@testable import PlumbSolver

/// `Σ coef·var + constant` from pairs, for short test code.
func expr(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms: terms.map { Term($0.0, $0.1) }, constant: constant)
}

/// A random system that holds at a hidden integer point: required constraints are built to
/// hold there (inequalities with slack), soft ones are perturbed so that they compete.
struct RandomSystem {
    var variables: Int
    var constraints: [TestConstraint]
    var hidden: [Double]

    init(seed: UInt64, maxVariables: Int = 5, maxConstraints: Int = 8,
         coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 1, -1]) {
        var rng = SplitMix64(seed: seed)
        variables = rng.int(1, maxVariables)
        hidden = (0..<variables).map { _ in Double(rng.int(-20, 20)) }
        constraints = []
        let count = rng.int(1, maxConstraints)
        let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250, 250, 250.5, 1]
        for _ in 0..<count {
            var terms: [(Int, Double)] = []
            for _ in 0..<rng.int(1, min(3, variables)) {
                let v = rng.int(0, variables - 1)
                if terms.contains(where: { $0.0 == v }) { continue }
                terms.append((v, rng.pick(coefficients)))
            }
            let relation = rng.pick([Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
            let priority = rng.pick(priorities)
            let atHidden = terms.reduce(0.0) { $0 + $1.1 * hidden[$1.0] }
            var constant = -atHidden
            if priority >= 1000 {
                let slack = Double(rng.int(0, 5))
                if relation == .lessThanOrEqual { constant -= slack }
                if relation == .greaterThanOrEqual { constant += slack }
            } else {
                constant += Double(rng.int(-10, 10))
            }
            constraints.append(TestConstraint(terms: terms, constant: constant, relation: relation, priority: priority))
        }
    }
}

/// Level error sums (highest priority first) and the worst required violation at `x`.
func levelErrors(_ cs: [TestConstraint], _ x: [Double]) -> (required: Double, levels: [Double: Double]) {
    var worst = 0.0
    var sums: [Double: Double] = [:]
    for c in cs {
        let e = c.error(x)
        if c.priority >= 1000 { worst = max(worst, e) } else { sums[c.priority, default: 0] += e }
    }
    return (worst, sums)
}

/// Adds a test system to a solver; returns the ids.
@discardableResult
func add(_ cs: [TestConstraint], to s: Solver, vars: [Variable]) throws -> [ConstraintID] {
    try cs.map { c in
        try s.addConstraint(LinearExpression(terms: c.terms.map { Term(vars[$0.0], $0.1) }, constant: c.constant),
                            c.relation, priority: c.priority)
    }
}

/// Checks that `x` meets the lexicographic optimum: required constraints hold and no
/// level's error exceeds the reference optimum (levels checked from the highest down).
func meetsOptimum(_ cs: [TestConstraint], _ x: [Double], variables n: Int) -> String? {
    guard let optima = referenceLevelOptima(cs, variables: n) else { return "reference says infeasible" }
    let (worst, sums) = levelErrors(cs, x)
    if worst > 1e-6 { return "required constraint violated by \(worst)" }
    for (p, best) in optima {
        let got = sums[p] ?? 0
        if got > best + 1e-6 * max(1, abs(best)) { return "priority \(p): error \(got) > optimum \(best)" }
    }
    return nil
}

/// The number of systems the property tests run (env `PLUMB_SWEEP` for more).
let sweepSize: Int = {
    #if canImport(Glibc)
    if let v = getenv("PLUMB_SWEEP"), let n = Int(String(cString: v)) { return n }
    #endif
    return 300
}()

#if canImport(Glibc)
import Glibc
#endif
