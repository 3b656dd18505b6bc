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

    /// Normalises `Σ terms relation constant`. Terms are ordered by item path, deepest name
    /// first, so the lead reads naturally (`root/title.top == root.top + 8`).
    init?(terms raw: [Term], relation: LayoutRelation, constant: Double, priority: Double, implicit: String?) {
        var merged: [Term] = []
        for t in raw.sorted(by: { ($0.item, $1.attribute) > ($1.item, $0.attribute) }) {
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

    /// `root/a.top == root/b.bottom + 8 @750  # implicit-name`.
    var line: String {
        var text = "\(relationText) @\(CanonicalNumber.format(priority))"
        if let implicit { text += "  # \(implicit)" }
        return text
    }

    /// `root/a.top == root/b.bottom + 8`: the first term alone on the left.
    var relationText: String {
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
        return "\(terms[0].name) \(relation) \(rhs.joined(separator: " "))"
    }

    /// Rewrites an item's raw variables as edges where the coefficients allow it: `left` + `width`
    /// with equal coefficients is `right`, with half `centerX`; `top` + `height` likewise.
    static func edges(_ terms: [Term]) -> [Term] {
        var byItem: [String: [String: Double]] = [:]
        var order: [String] = []
        for t in terms {
            if byItem[t.item] == nil { order.append(t.item) }
            byItem[t.item, default: [:]][t.attribute, default: 0] += t.coefficient
        }
        var out: [Term] = []
        for item in order {
            var attrs = byItem[item]!
            for (pos, size, far, center) in [("left", "width", "right", "centerX"), ("top", "height", "bottom", "centerY")] {
                guard let p = attrs[pos], let d = attrs[size], p != 0 else { continue }
                if abs(d - p) < 1e-12 {
                    attrs[pos] = nil; attrs[size] = nil; attrs[far] = p
                } else if abs(d - p / 2) < 1e-12 {
                    attrs[pos] = nil; attrs[size] = nil; attrs[center] = p
                }
            }
            for (attribute, c) in attrs.sorted(by: { $0.key < $1.key }) {
                out.append(Term(item: item, attribute: attribute, coefficient: c))
            }
        }
        return out
    }

    static func < (a: CanonicalConstraint, b: CanonicalConstraint) -> Bool { a.line < b.line }
    static func == (a: CanonicalConstraint, b: CanonicalConstraint) -> Bool { a.line == b.line }
}
