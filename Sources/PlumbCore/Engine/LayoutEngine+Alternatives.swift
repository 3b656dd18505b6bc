import Foundation
internal import PlumbSolver

extension LayoutEngine {
    /// For each ambiguous view of the tree, its frame and the frame it gets in another optimal
    /// solution: a copy of the solver pulls the view's open variables 100 pt up (or, where they
    /// cannot grow, down) at a priority below every other, so no level gets worse. The engine's
    /// own solver and the written frames are left as they are.
    func alternatives() -> [AmbiguityAlternative] {
        var out: [AmbiguityAlternative] = []
        let views = root.subtree.filter { $0 !== root && $0.slot.engine === self }
        let open = Set(solver.ambiguousVariables(among: views.flatMap(\.slot.variables)).map(\.id))
        for view in views {
            let variables = view.slot.variables
            let loose = variables.filter { open.contains($0.id) }
            guard !loose.isEmpty else { continue }
            let names = zip(["x", "y", "width", "height"], variables).filter { open.contains($0.1.id) }.map(\.0)
            guard let trial = moved(loose, by: 100) ?? moved(loose, by: -100) else { continue }
            out.append(AmbiguityAlternative(item: view.itemName, attributes: names,
                                            frame: relativeRect(of: view, in: solver),
                                            alternative: relativeRect(of: view, in: trial)))
        }
        return out
    }

    /// A solver copy in which `variables` are pulled `delta` away from their values, if any moved.
    private func moved(_ variables: [Variable], by delta: Double) -> Solver? {
        let trial = solver.copy()
        for v in variables {
            let target = solver.value(of: v) + delta
            _ = try? trial.addConstraint(LinearExpression(terms: [Term(v, 1)], constant: -target), .equal,
                                         priority: EnginePriority.exercise)
        }
        trial.updateVariables()
        let moved = variables.contains { abs(trial.value(of: $0) - solver.value(of: $0)) > 1e-6 }
        return moved ? trial : nil
    }

    /// A view's frame in its superview's coordinates, from `solver`'s values (on the pixel grid
    /// when the root has one, as layout passes write frames).
    private func relativeRect(of view: View, in solver: Solver) -> CGRect {
        func absolute(_ slot: LayoutSlot) -> CGRect {
            snapped(CGRect(x: CanonicalNumber.clean(solver.value(of: slot.x)), y: CanonicalNumber.clean(solver.value(of: slot.y)),
                           width: CanonicalNumber.clean(solver.value(of: slot.width)),
                           height: CanonicalNumber.clean(solver.value(of: slot.height))))
        }
        let own = absolute(view.slot)
        guard let parent = view.superview, parent.slot.engine === self else { return own }
        let origin = absolute(parent.slot).origin
        return CGRect(x: CanonicalNumber.clean(own.minX - origin.x), y: CanonicalNumber.clean(own.minY - origin.y),
                      width: own.width, height: own.height)
    }
}
