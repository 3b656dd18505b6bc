import Benchmark
import Foundation
import PlumbSolver

/// Solver benchmarks on `linear-system/1` workloads, phase by phase as `plumb solve --timing`
/// and `kiwi_bench.py` measure them: build (edits registered and suggested, then every
/// constraint added), solve, one edit step, remove. Workloads come from `$PLUMB_WORKLOADS`
/// (files written by `../shared/bench/gen_workloads.py`), or a small built-in set.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))
    for (name, system) in Workloads.load() {
        Benchmark("build \(name)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try Workloads.build(system)) }
        }
        Benchmark("solve \(name)") { benchmark in
            let (solver, variables, _) = try Workloads.build(system)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try Workloads.suggest(system, step: 0, solver, variables)
                solver.updateVariables()
                blackHole(solver.value(of: variables[0]))
            }
        }
        if system.suggestionCount > 1 {
            Benchmark("edit step \(name)") { benchmark in
                let (solver, variables, _) = try Workloads.build(system)
                solver.updateVariables()
                var step = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    step = step % (system.suggestionCount - 1) + 1
                    try Workloads.suggest(system, step: step, solver, variables)
                    solver.updateVariables()
                    blackHole(solver.value(of: variables[0]))
                }
            }
        }
        Benchmark("remove \(name)") { benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.stopMeasurement()
                let (solver, _, ids) = try Workloads.build(system)
                benchmark.startMeasurement()
                for id in ids { try solver.removeConstraint(id) }
            }
        }
    }
}

/// Loading, building and editing workloads.
enum Workloads {
    static func load() -> [(String, LinearSystem)] {
        if let dir = ProcessInfo.processInfo.environment["PLUMB_WORKLOADS"],
           let files = try? FileManager.default.contentsOfDirectory(atPath: dir) {
            return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix("manifest") }.sorted().compactMap { file in
                (try? LinearSystem(contentsOf: dir + "/" + file)).map { (String(file.dropLast(5)), $0) }
            }
        }
        return [100, 1_000].compactMap { n in (try? LinearSystem(json: Array(chain(n).utf8))).map { ("chain-\(n)", $0) } }
    }

    /// N views in a row: minimum widths, preferred widths at 250, a container-width edit.
    static func chain(_ n: Int) -> String {
        var constraints = ["{\"terms\": {\"v0.left\": 1}, \"constant\": 0, \"relation\": \"==\", \"priority\": 1000}"]
        for i in 0..<n {
            constraints.append("{\"terms\": {\"v\(i).width\": 1}, \"constant\": -10, \"relation\": \">=\", \"priority\": 1000}")
            constraints.append("{\"terms\": {\"v\(i).width\": 1}, \"constant\": -\(40 + i % 7), \"relation\": \"==\", \"priority\": 250}")
            let next = i + 1 < n ? "v\(i + 1).left" : "container.width"
            constraints.append("{\"terms\": {\"\(next)\": 1, \"v\(i).left\": -1, \"v\(i).width\": -1}, \"constant\": -8, \"relation\": \"==\", \"priority\": 1000}")
        }
        let widths = (0..<10).map { String(n * 30 + $0 * 97) }.joined(separator: ", ")
        return "{\"format\": \"linear-system/1\", \"constraints\": [\(constraints.joined(separator: ", "))], \"edits\": [{\"variable\": \"container.width\", \"priority\": 999, \"suggestions\": [\(widths)]}]}"
    }

    static func build(_ system: LinearSystem) throws -> (Solver, [Variable], [ConstraintID]) {
        let solver = Solver()
        let variables = system.variableNames.map { solver.makeVariable($0) }
        for edit in system.edits {
            try solver.addEditVariable(variables[edit.variable], priority: edit.priority)
            try solver.suggestValue(edit.suggestions[0], for: variables[edit.variable])
        }
        let ids = try system.constraints.map { c in
            try solver.addConstraint(
                LinearExpression(terms: c.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: c.constant),
                c.relation, priority: c.priority)
        }
        return (solver, variables, ids)
    }

    static func suggest(_ system: LinearSystem, step: Int, _ solver: Solver, _ variables: [Variable]) throws {
        for edit in system.edits { try solver.suggestValue(edit.suggestions[step], for: variables[edit.variable]) }
    }
}
