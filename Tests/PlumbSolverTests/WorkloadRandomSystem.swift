/// A port of the shared benchmarks' `random_system` (`gen_workloads.py`): `m` constraints over
/// `ceil(ratio·m)` variable slots drawn around a hidden integer solution, 60 % required (they
/// hold at it), the rest soft at priorities 999…1 with constants perturbed by up to ±100 —
/// with `ratio` 0.6 the benchmarks' `random-tight-*` family, whose soft constraints compete.
/// Two edit variables (slots 0 and v/2, priorities 999 and 500) get `steps` suggestions after
/// their first. `json` is the system as a `linear-system/1` document, in the generator's order.
///
/// `seed(constraints:index:)` is the seed of the sweep that found the edit-step and residue
/// faults in `TightSystemTests` (`0xABC00000 + 7919·index + m`); the benchmarks' own seeds are
/// in `gen_workloads.py`.
struct WorkloadRandomSystem {
    static func seed(constraints m: Int, index: Int) -> UInt64 { UInt64(0xABC0_0000 + 7919 * index + m) }

    static let coefficients: [Double] = [1, -1, 1, -1, 2, -2, 0.5, -0.5]
    static let softPriorities = [999, 750, 500, 250, 50, 1]
    let json: String

    init(constraints m: Int, seed: UInt64, ratio: Double, steps: Int = 5) {
        var rng = SplitMix64(seed: seed)
        let v = max(4, Int((ratio * Double(m)).rounded(.up)))
        let xs = (0..<v).map { _ in rng.int(0, 1000) }
        var lines: [String] = []
        for _ in 0..<m {
            let k = rng.int(2, 4)
            let centre = rng.int(0, v - 1)
            let lo = max(0, centre - 16), hi = min(v - 1, centre + 16)
            var idx: [Int] = []
            while idx.count < k {
                let j = rng.int(lo, hi)
                if !idx.contains(j) { idx.append(j) }
            }
            let coefs = idx.map { _ in rng.pick(Self.coefficients) }
            let r = rng.int(0, 3)
            let relation = r < 2 ? "==" : (r == 2 ? "<=" : ">=")
            let required = rng.int(0, 9) < 6
            var s = 0.0
            for (a, j) in zip(coefs, idx) { s += a * Double(xs[j]) }
            let constant: Double, priority: Int
            if required {
                let slack = Double(rng.int(0, 49))
                constant = relation == "==" ? -s : (relation == "<=" ? -s - slack : -s + slack)
                priority = 1000
            } else {
                constant = -s + Double(rng.int(-100, 100))
                priority = rng.pick(Self.softPriorities)
            }
            let terms = zip(idx, coefs).map { "\"x\($0)\":\($1)" }.joined(separator: ",")
            lines.append("{\"terms\":{\(terms)},\"constant\":\(constant == 0 ? 0 : constant),\"relation\":\"\(relation)\",\"priority\":\(priority)}")
        }
        var edits: [String] = []
        var erng = SplitMix64(seed: seed ^ 0xED175)
        for (j, p) in zip([0, v / 2], [999, 500]) {
            var sugg = [Double(xs[j])]
            for _ in 0..<steps { sugg.append(Double(xs[j] + erng.int(-50, 50))) }
            edits.append("{\"variable\":\"x\(j)\",\"priority\":\(p),\"suggestions\":[\(sugg.map { "\($0)" }.joined(separator: ","))]}")
        }
        json = "{\"format\":\"linear-system/1\",\"constraints\":[\n" + lines.joined(separator: ",\n")
            + "],\n\"edits\":[" + edits.joined(separator: ",") + "]}"
    }
}
