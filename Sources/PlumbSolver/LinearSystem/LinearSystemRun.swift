/// Runs the shared benchmark protocol on a ``LinearSystem``: **build** (edit variables with
/// their first suggestion, then every constraint in file order), **solve**, **edit steps**
/// (every edit's next suggestion, then the values), **remove** (every constraint in file order).
///
/// ```swift
/// let system = try LinearSystem(contentsOf: "/tmp/wl/grid-1.json")
/// let run = try LinearSystemRun(system, repeats: 5)
/// print(run.json(timing: true))
/// ```
public struct LinearSystemRun: Sendable {
    /// Per-phase nanoseconds (medians over the measured repetitions).
    public struct Timing: Sendable, Equatable {
        /// Making the solver, variables and expressions, edits and every constraint.
        public var buildNs: UInt64
        /// `updateVariables()` after the build.
        public var solveNs: UInt64
        /// Mean nanoseconds of one edit step (suggest every edit, then `updateVariables()`).
        public var suggestNs: UInt64
        /// Median of single edit steps, pooled over repetitions.
        public var suggestP50Ns: UInt64
        /// 90th percentile of single edit steps, pooled over repetitions.
        public var suggestP90Ns: UInt64
        /// Removing every constraint (`nil` when the run skipped the removal phase).
        public var removeNs: UInt64?
    }

    /// The system that was run.
    public let system: LinearSystem
    /// Values after the build, indexed like ``LinearSystem/variableNames``.
    public var values: [Double]
    /// Values after each edit step.
    public var afterEdits: [[Double]]
    /// The timings.
    public var timing: Timing
    /// ``Solver/numericalGiveUps`` at the end of the first run: 0 unless the solver gave up
    /// restoring rows of a numerically ill-conditioned system (values may then be wrong).
    public var numericalGiveUps: Int

    /// Runs the protocol `repeats` times on fresh solvers (plus one warm-up run when
    /// `repeats > 1`); values come from the first run. `maxSteps` runs only the first edit
    /// steps and `removal: false` skips the removal phase (for timing the other phases of very
    /// large workloads). Throws
    /// ``LinearSystemError/unsatisfiable(index:conflictingWith:)`` when the required
    /// constraints cannot all hold.
    ///
    /// ```swift
    /// let run = try LinearSystemRun(try LinearSystem(contentsOf: "chain-100.json"))
    /// ```
    public init(_ system: LinearSystem, repeats: Int = 1, maxSteps: Int? = nil, removal: Bool = true) throws(LinearSystemError) {
        self.system = system
        let n = max(1, repeats)
        var builds: [UInt64] = [], solves: [UInt64] = [], means: [UInt64] = [], removes: [UInt64] = []
        var steps: [UInt64] = []
        var values: [Double] = []
        var after: [[Double]] = []
        var giveUps = 0
        for rep in 0..<(n > 1 ? n + 1 : 1) {
            let keep = rep == 0
            let r = try LinearSystemRun.lifecycle(system, record: keep, maxSteps: maxSteps, removal: removal)
            if keep {
                values = r.values
                after = r.after
                giveUps = r.giveUps
            }
            if n > 1 && rep == 0 { continue }
            builds.append(r.build)
            solves.append(r.solve)
            removes.append(r.remove)
            if !r.steps.isEmpty {
                means.append(r.steps.reduce(0, +) / UInt64(r.steps.count))
                steps.append(contentsOf: r.steps)
            }
        }
        self.values = values
        self.afterEdits = after
        self.numericalGiveUps = giveUps
        steps.sort()
        func pct(_ q: Double) -> UInt64 {
            guard !steps.isEmpty else { return 0 }
            let i = min(steps.count - 1, max(0, Int((q * Double(steps.count - 1)).rounded())))
            return steps[i]
        }
        self.timing = Timing(buildNs: LinearSystemRun.median(builds), solveNs: LinearSystemRun.median(solves),
                             suggestNs: LinearSystemRun.median(means), suggestP50Ns: pct(0.5),
                             suggestP90Ns: pct(0.9), removeNs: removal ? LinearSystemRun.median(removes) : nil)
    }

    static func median(_ v: [UInt64]) -> UInt64 {
        guard !v.isEmpty else { return 0 }
        let s = v.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    struct Lifecycle {
        var build: UInt64 = 0, solve: UInt64 = 0, remove: UInt64 = 0
        var steps: [UInt64] = []
        var values: [Double] = []
        var after: [[Double]] = []
        var giveUps = 0
    }

    static func lifecycle(_ system: LinearSystem, record: Bool, maxSteps: Int?, removal: Bool) throws(LinearSystemError) -> Lifecycle {
        var out = Lifecycle()
        let clock = ContinuousClock()
        let t0 = clock.now
        let solver = Solver()
        var vars: [Variable] = []
        vars.reserveCapacity(system.variableNames.count)
        for name in system.variableNames { vars.append(solver.makeVariable(name)) }
        var ids: [ConstraintID] = []
        ids.reserveCapacity(system.constraints.count)
        do {
            for e in system.edits {
                try solver.addEditVariable(vars[e.variable], priority: e.priority)
                if let s = e.suggestions.first { try solver.suggestValue(s, for: vars[e.variable]) }
            }
        } catch {
            throw .badEdit(index: 0, reason: error.description)
        }
        for (k, c) in system.constraints.enumerated() {
            var terms: [Term] = []
            terms.reserveCapacity(c.terms.count)
            for t in c.terms { terms.append(Term(vars[t.variable], t.coefficient)) }
            do {
                ids.append(try solver.addConstraint(LinearExpression(terms: terms, constant: c.constant),
                                                    c.relation, priority: c.priority))
            } catch {
                if case let .unsatisfiable(_, others) = error {
                    // Constraint ids are file indices: one id per add, in order.
                    throw .unsatisfiable(index: k, conflictingWith: others.map(\.rawValue))
                }
                throw .badConstraint(index: k, reason: error.description)
            }
        }
        let t1 = clock.now
        solver.updateVariables()
        let t2 = clock.now
        out.build = ns(t1 - t0)
        out.solve = ns(t2 - t1)
        if record { out.values = vars.map { solver.value(of: $0) } }
        let count = min(system.suggestionCount, (maxSteps ?? Int.max - 1) + 1)
        if count > 1 {
            out.steps.reserveCapacity(count - 1)
            if record { out.after.reserveCapacity(count - 1) }
            for k in 1..<count {
                let s0 = clock.now
                for e in system.edits { try? solver.suggestValue(e.suggestions[k], for: vars[e.variable]) }
                solver.updateVariables()
                let s1 = clock.now
                out.steps.append(ns(s1 - s0))
                if record { out.after.append(vars.map { solver.value(of: $0) }) }
            }
        }
        out.giveUps = solver.numericalGiveUps
        guard removal else { return out }
        let r0 = clock.now
        for id in ids { try? solver.removeConstraint(id) }
        let r1 = clock.now
        out.remove = ns(r1 - r0)
        out.giveUps = solver.numericalGiveUps
        return out
    }

    static func ns(_ d: Duration) -> UInt64 {
        let (s, a) = d.components
        return UInt64(max(0, s)) * 1_000_000_000 + UInt64(max(0, a) / 1_000_000_000)
    }

    /// The result as one JSON object: `{"values": {…}, "after_edits": [{…}, …]}` with keys
    /// sorted by their UTF-8 bytes and numbers in shortest round-trip form (`-0` as `0`);
    /// with `timing`, also `build_ns`, `solve_ns`, `suggest_ns`, `suggest_p50_ns`,
    /// `suggest_p90_ns` and `remove_ns` (left out when the removal phase was skipped).
    ///
    /// ```swift
    /// // {"values": {"x": 10.0}, "after_edits": []}
    /// ```
    public func json(timing withTiming: Bool = false) -> String {
        let order = system.variableNames.indices.sorted {
            system.variableNames[$0].utf8.lexicographicallyPrecedes(system.variableNames[$1].utf8)
        }
        let keys = order.map { JSONText.quoted(system.variableNames[$0]) }
        func object(_ vals: [Double]) -> String {
            var s = "{"
            for (j, i) in order.enumerated() {
                if j > 0 { s += ", " }
                s += keys[j]
                s += ": "
                s += JSONText.number(vals[i])
            }
            return s + "}"
        }
        var out = "{\"values\": " + object(values) + ", \"after_edits\": ["
        for (k, a) in afterEdits.enumerated() {
            if k > 0 { out += ", " }
            out += object(a)
        }
        out += "]"
        if withTiming {
            let t = timing
            out += ", \"build_ns\": \(t.buildNs), \"solve_ns\": \(t.solveNs), \"suggest_ns\": \(t.suggestNs)"
            out += ", \"suggest_p50_ns\": \(t.suggestP50Ns), \"suggest_p90_ns\": \(t.suggestP90Ns)"
            if let r = t.removeNs { out += ", \"remove_ns\": \(r)" }
        }
        return out + "}"
    }
}
