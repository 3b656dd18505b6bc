/// A constraint in canonical form: `Σ coefficient × item.attribute  relation  constant`, terms
/// sorted by item path then attribute, the first coefficient 1, numbers cleaned of round-off.
struct CanonicalConstraint: Comparable {
    struct Term: Hashable {
        var item: String
        var attribute: String
        var coefficient: Double
        var name: String { "\(item).\(attribute)" }
    }

    var terms: [Term]
    var relation: LayoutRelation
    var constant: Double
    var priority: Double
    var implicit: String?

    /// Normalises `Σ terms relation constant`.
    init?(terms raw: [Term], relation: LayoutRelation, constant: Double, priority: Double, implicit: String?) {
        var merged: [Term] = []
        for t in raw.sorted(by: { ($0.item, $0.attribute) < ($1.item, $1.attribute) }) {
            if let last = merged.last, last.item == t.item, last.attribute == t.attribute {
                merged[merged.count - 1].coefficient += t.coefficient
            } else {
                merged.append(t)
            }
        }
        merged.removeAll { abs($0.coefficient) < 1e-12 }
        guard let lead = merged.first?.coefficient else { return nil }
        self.terms = merged.map { Term(item: $0.item, attribute: $0.attribute, coefficient: CanonicalNumber.clean($0.coefficient / lead)) }
        self.relation = lead < 0 ? relation.flipped : relation
        self.constant = CanonicalNumber.clean(constant / lead)
        self.priority = CanonicalNumber.clean(priority)
        self.implicit = implicit
    }

    /// `root/a.top == root/b.bottom + 8 @750`: the first term alone on the left.
    var line: String {
        var rhs: [String] = []
        for t in terms.dropFirst() {
            let m = -t.coefficient
            let magnitude = abs(m) == 1 ? "" : "\(CanonicalNumber.format(abs(m))) * "
            rhs.append((rhs.isEmpty ? (m < 0 ? "-" : "") : (m < 0 ? "- " : "+ ")) + magnitude + t.name)
        }
        if constant != 0 || rhs.isEmpty {
            if rhs.isEmpty {
                rhs.append(CanonicalNumber.format(constant))
            } else {
                rhs.append((constant < 0 ? "- " : "+ ") + CanonicalNumber.format(abs(constant)))
            }
        }
        var text = "\(terms[0].name) \(relation) \(rhs.joined(separator: " ")) @\(CanonicalNumber.format(priority))"
        if let implicit { text += "  # \(implicit)" }
        return text
    }

    static func < (a: CanonicalConstraint, b: CanonicalConstraint) -> Bool { a.line < b.line }
    static func == (a: CanonicalConstraint, b: CanonicalConstraint) -> Bool { a.line == b.line }
}
