import Foundation
internal import PlumbSolver

extension View {
    /// The tree's constraints as the solver sees them, in the `linear-system/1` format that
    /// `plumb solve` and other solvers read: every constraint lowered over `path.left/top/width/height`
    /// variables, and the window's size as two edit variables. Use it to time or check a real
    /// layout with another solver.
    ///
    /// ```swift
    /// try root.linearSystem().write(toFile: "screen.json", atomically: true, encoding: .utf8)
    /// // plumb solve screen.json --timing
    /// ```
    public func linearSystem() -> String {
        let root = rootView
        let engine = root.layoutEngine
        var collector = ConstraintCollector(engine: engine)
        collector.collect(root: root)
        let names = PathNames(root: root)
        func variable(_ v: Variable) -> String {
            let n = engine.name(of: v, in: names)
            return JSONText.string("\(n.item).\(n.attribute)")
        }
        var lines: [String] = []
        for c in collector.lowered {
            let terms = c.expression.terms.map { "\(variable($0.variable)): \(CanonicalNumber.format($0.coefficient))" }
            let relation = switch c.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
            lines.append("{\"terms\": {\(terms.joined(separator: ", "))}, \"constant\": \(CanonicalNumber.format(c.expression.constant)), \"relation\": \"\(relation)\", \"priority\": \(CanonicalNumber.format(c.priority))}")
        }
        let slot = engine.variables(of: root.slot, owner: root)
        let edits = [
            "{\"variable\": \(variable(slot.width)), \"priority\": \(CanonicalNumber.format(EnginePriority.window)), \"suggestions\": [\(CanonicalNumber.format(root.storedFrame.width))]}",
            "{\"variable\": \(variable(slot.height)), \"priority\": \(CanonicalNumber.format(EnginePriority.window)), \"suggestions\": [\(CanonicalNumber.format(root.storedFrame.height))]}",
        ]
        return "{\"format\": \"linear-system/1\",\n \"constraints\": [\n  " + lines.joined(separator: ",\n  ")
            + "],\n \"edits\": [\n  " + edits.joined(separator: ",\n  ") + "]}\n"
    }
}
