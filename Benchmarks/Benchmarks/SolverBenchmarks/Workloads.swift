import PlumbSolver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The workloads to time: every `NAME.json` listed in `PLUMB_WORKLOADS_LIST` (comma
/// separated, default `grid-1,grid-10,chain-100,random-1000,resize-grid-1`) from the
/// directory `PLUMB_WORKLOADS`; without that directory, chains generated in-process (a Swift
/// port of `gen_workloads.py`'s `chain-N`).
enum Workloads {
    static func load() -> [(String, LinearSystem)] {
        if let dir = env("PLUMB_WORKLOADS") {
            let names = (env("PLUMB_WORKLOADS_LIST") ?? "grid-1,grid-10,chain-100,random-1000,resize-grid-1")
                .split(separator: ",").map(String.init)
            return names.compactMap { name in
                (try? LinearSystem(contentsOf: dir + "/" + name + ".json")).map { (name, $0) }
            }
        }
        return [100, 1000].map { ("chain-\($0)", chain($0)) }
    }

    static func env(_ key: String) -> String? {
        guard let v = getenv(key) else { return nil }
        let s = String(cString: v)
        return s.isEmpty ? nil : s
    }

    /// `chain-N`: N views in a row, minimum width 20 (required), preferred width 50 (250),
    /// gaps of 8, the last right edge at the container width (edit at 999).
    static func chain(_ n: Int) -> LinearSystem {
        var text = #"{"format": "linear-system/1", "constraints": ["#
        func c(_ terms: [(String, Double)], _ k: Double, _ rel: String, _ p: Int) -> String {
            let t = terms.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
            return #"{"terms": {"# + t + #"}, "constant": "# + "\(k)" + #", "relation": ""# + rel + #"", "priority": "# + "\(p)}"
        }
        var cs = [c([("view[0].left", 1)], 0, "==", 1000)]
        for i in 0..<n {
            cs.append(c([("view[\(i)].width", 1)], -20, ">=", 1000))
            cs.append(c([("view[\(i)].width", 1)], -50, "==", 250))
            if i + 1 < n {
                cs.append(c([("view[\(i + 1)].left", 1), ("view[\(i)].left", -1), ("view[\(i)].width", -1)], -8, "==", 1000))
            }
        }
        cs.append(c([("view[\(n - 1)].left", 1), ("view[\(n - 1)].width", 1), ("container.width", -1)], 0, "==", 1000))
        text += cs.joined(separator: ", ") + "], "
        let w0 = Double(n * 50 + (n - 1) * 8)
        let sugg = [1.0, 0.8, 1.2, 0.45, 1.0, 0.9, 1.1].map { "\(($0 * w0).rounded())" }.joined(separator: ", ")
        text += #""edits": [{"variable": "container.width", "priority": 999, "suggestions": ["# + sugg + "]}]}"
        // The generator's output is well-formed by construction.
        return try! LinearSystem(json: Array(text.utf8))
    }
}
