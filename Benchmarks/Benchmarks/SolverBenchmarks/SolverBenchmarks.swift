import Benchmark
import PlumbSolver

/// A solver built with every edit and constraint of a workload (the protocol's build phase).
struct Built {
    let solver: Solver
    let vars: [Variable]
    let ids: [ConstraintID]

    init(_ system: LinearSystem) {
        let solver = Solver()
        let vars = system.variableNames.map { solver.makeVariable($0) }
        self.solver = solver
        self.vars = vars
        for e in system.edits {
            try? solver.addEditVariable(vars[e.variable], priority: e.priority)
            if let s = e.suggestions.first { try? solver.suggestValue(s, for: vars[e.variable]) }
        }
        var ids: [ConstraintID] = []
        for c in system.constraints {
            let terms = c.terms.map { Term(vars[$0.variable], $0.coefficient) }
            if let id = try? solver.addConstraint(LinearExpression(terms: terms, constant: c.constant), c.relation, priority: c.priority) {
                ids.append(id)
            }
        }
        self.ids = ids
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal],
                                           maxDuration: .seconds(2), maxIterations: 1000)
    for (name, system) in Workloads.load() {
        Benchmark("build \(name)") { benchmark in
            // Built systems are freed after the measurement: teardown is not part of a build.
            var built: [Built] = []
            built.reserveCapacity(benchmark.scaledIterations.count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { built.append(Built(system)) }
            benchmark.stopMeasurement()
            blackHole(built)
        }
        Benchmark("solve \(name)") { benchmark in
            let built = Built(system)
            benchmark.startMeasurement()
            built.solver.updateVariables()
            benchmark.stopMeasurement()
        }
        if system.suggestionCount > 1 {
            Benchmark("edit step \(name)") { benchmark in
                let built = Built(system)
                built.solver.updateVariables()
                var k = 1
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    for e in system.edits { try? built.solver.suggestValue(e.suggestions[k], for: built.vars[e.variable]) }
                    built.solver.updateVariables()
                    k = k + 1 < system.suggestionCount ? k + 1 : 1
                }
                benchmark.stopMeasurement()
            }
        }
        Benchmark("remove \(name)") { benchmark in
            let built = Built(system)
            benchmark.startMeasurement()
            for id in built.ids { try? built.solver.removeConstraint(id) }
            benchmark.stopMeasurement()
        }
    }
}
