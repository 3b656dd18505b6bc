import Foundation
internal import PlumbSolver

extension View {
    /// The canonical IR of this view's tree: every item by its path, every active constraint —
    /// the engine's implicit ones included and labelled — normalised and sorted, so the same
    /// layout gives the same bytes however it was written. Identifiers and source locations are
    /// not part of it.
    ///
    /// ```swift
    /// print(root.canonicalIR(format: .text))
    /// // plumb-ir/1
    /// // view root 375x812
    /// // view root/title
    /// // root/title.top == root.safeArea.top + 8 @1000
    /// ```
    public func canonicalIR(format: CanonicalIRFormat) -> String {
        let root = rootView
        let engine = root.layoutEngine
        var collector = ConstraintCollector(engine: engine)
        collector.collect(root: root)
        let names = PathNames(root: root)
        var items: [(kind: String, path: String, extra: String)] = []
        for v in collector.views {
            var extra = v === root ? "\(CanonicalNumber.format(v.storedFrame.width))x\(CanonicalNumber.format(v.storedFrame.height))" : ""
            if v is StackView { extra = (extra.isEmpty ? "" : extra + " ") + "stack" }
            items.append(("view", names[v], extra))
            for g in v.existingSystemGuides + v.ownedGuides { items.append(("guide", names[g], "")) }
        }
        var constraints: [CanonicalConstraint] = []
        for v in collector.views {
            for c in v.installed {
                var terms = [CanonicalConstraint.Term(item: names[c.firstItem], attribute: "\(c.firstAttribute)", coefficient: 1)]
                if let s = c.secondItem {
                    terms.append(.init(item: names[s], attribute: "\(c.secondAttribute)", coefficient: -Double(c.multiplier)))
                }
                if let cc = CanonicalConstraint(terms: terms, relation: c.relation, constant: Double(c.constant),
                                                priority: Double(c.priority.rawValue), implicit: nil) {
                    constraints.append(cc)
                }
            }
        }
        for l in collector.implicitConstraints {
            guard case let .implicit(name) = l.source else { continue }
            let terms = l.expression.terms.map { t -> CanonicalConstraint.Term in
                let n = engine.name(of: t.variable, in: names)
                return .init(item: n.item, attribute: n.attribute, coefficient: t.coefficient)
            }
            let relation: LayoutRelation = switch l.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            if let cc = CanonicalConstraint(terms: CanonicalConstraint.edges(terms), relation: relation, constant: -l.expression.constant,
                                            priority: l.priority, implicit: name) {
                constraints.append(cc)
            }
        }
        constraints.sort()
        switch format {
        case .text:
            var lines = ["plumb-ir/1"]
            lines += items.map { "\($0.kind) \($0.path)" + ($0.extra.isEmpty ? "" : " \($0.extra)") }
            lines += constraints.map(\.line)
            return lines.joined(separator: "\n") + "\n"
        case .json:
            var out = "{\"format\":\"plumb-ir/1\",\"items\":["
            out += items.map { "{\"kind\":\(JSONText.string($0.kind)),\"path\":\(JSONText.string($0.path))\($0.extra.isEmpty ? "" : ",\"info\":\(JSONText.string($0.extra))")}" }.joined(separator: ",")
            out += "],\"constraints\":["
            out += constraints.map { c in
                let terms = c.terms.map { "{\"item\":\(JSONText.string($0.item)),\"attribute\":\(JSONText.string($0.attribute)),\"coefficient\":\(CanonicalNumber.format($0.coefficient))}" }
                var s = "{\"terms\":[\(terms.joined(separator: ","))],\"relation\":\(JSONText.string(c.relation.description)),\"constant\":\(CanonicalNumber.format(c.constant)),\"priority\":\(CanonicalNumber.format(c.priority))"
                if let i = c.implicit { s += ",\"implicit\":\(JSONText.string(i))" }
                return s + "}"
            }.joined(separator: ",")
            return out + "]}\n"
        }
    }
}
