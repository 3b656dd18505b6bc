import PlumbSolver

/// kiwi's "enaml-like" benchmark form (111 constraints over 35 variables plus the edit
/// variables `width` and `height`), as data: one `<expression> <op> 0 | <strength>` per line.
///
/// Transcribed from nucleic/kiwi, `benchmarks/enaml_like_benchmark.cpp`; kiwi is distributed
/// under the Modified BSD licence, (c) Nucleic Development Team. Used by the scaling tests to
/// tile grids of forms that share their width and height (`../shared/bench/`'s `grid-K`).
enum EnamlLikeForm {
    static let lines = """
        left >= 0 | required
        height == 0 | medium
        top >= 0 | required
        width >= 0 | required
        height >= 0 | required
        -top + contents_top - 10 == 0 | required
        lb3height - 16 == 0 | strong
        lb3height - 16 >= 0 | strong
        ctleft >= 0 | required
        cttop >= 0 | required
        ctwidth >= 0 | required
        ctheight >= 0 | required
        fl3left >= 0 | required
        ctheight - 24 >= 0 | smedium
        ctwidth - 16777200 <= 0 | smedium
        ctheight - 24 <= 0 | smedium
        fl3top >= 0 | required
        fl3width >= 0 | required
        fl3height >= 0 | required
        lb1width - 67 == 0 | weak
        lb2width >= 0 | required
        lb2height >= 0 | required
        fl2height >= 0 | required
        lb3left >= 0 | required
        fl2width - 125 >= 0 | strong
        fl2height - 21 == 0 | strong
        fl2height - 21 >= 0 | strong
        lb3top >= 0 | required
        lb3width >= 0 | required
        fl1left >= 0 | required
        fl1width >= 0 | required
        lb1width - 67 >= 0 | strong
        fl2left >= 0 | required
        lb2width - 66 == 0 | weak
        lb2width - 66 >= 0 | strong
        lb2height - 16 == 0 | strong
        fl1height >= 0 | required
        fl1top >= 0 | required
        lb2top >= 0 | required
        -lb2top + lb3top - lb2height - 10 == 0 | mmedium
        -lb3top - lb3height + fl3top - 10 >= 0 | required
        -lb3top - lb3height + fl3top - 10 == 0 | mmedium
        contents_bottom - fl3height - fl3top == 0 | mmedium
        fl1top - contents_top >= 0 | required
        fl1top - contents_top == 0 | mmedium
        contents_bottom - fl3height - fl3top >= 0 | required
        -left - width + contents_right + 10 == 0 | required
        -top - height + contents_bottom + 10 == 0 | required
        -left + contents_left - 10 == 0 | required
        lb3left - contents_left == 0 | mmedium
        fl1left - midline == 0 | strong
        fl2left - midline == 0 | strong
        ctleft - midline == 0 | strong
        fl1top + 0.5*fl1height - lb1top - 0.5*lb1height == 0 | strong
        lb1left - contents_left >= 0 | required
        lb1left - contents_left == 0 | mmedium
        -lb1left + fl1left - lb1width - 10 >= 0 | required
        -lb1left + fl1left - lb1width - 10 == 0 | mmedium
        -fl1left + contents_right - fl1width >= 0 | required
        width == 0 | medium
        -fl1top + fl2top - fl1height - 10 >= 0 | required
        -fl1top + fl2top - fl1height - 10 == 0 | mmedium
        cttop - fl2top - fl2height - 10 >= 0 | required
        -ctheight - cttop + fl3top - 10 >= 0 | required
        contents_bottom - fl3height - fl3top >= 0 | required
        cttop - fl2top - fl2height - 10 == 0 | mmedium
        -fl1left + contents_right - fl1width == 0 | mmedium
        -lb2top - 0.5*lb2height + fl2top + 0.5*fl2height == 0 | strong
        -contents_left + lb2left >= 0 | required
        -contents_left + lb2left == 0 | mmedium
        fl2left - lb2width - lb2left - 10 >= 0 | required
        -ctheight - cttop + fl3top - 10 == 0 | mmedium
        contents_bottom - fl3height - fl3top == 0 | mmedium
        lb1top >= 0 | required
        lb1width >= 0 | required
        lb1height >= 0 | required
        fl2left - lb2width - lb2left - 10 == 0 | mmedium
        -fl2left - fl2width + contents_right == 0 | mmedium
        -fl2left - fl2width + contents_right >= 0 | required
        lb3left - contents_left >= 0 | required
        lb1left >= 0 | required
        0.5*ctheight + cttop - lb3top - 0.5*lb3height == 0 | strong
        ctleft - lb3left - lb3width - 10 >= 0 | required
        -ctwidth - ctleft + contents_right >= 0 | required
        ctleft - lb3left - lb3width - 10 == 0 | mmedium
        fl3left - contents_left >= 0 | required
        fl3left - contents_left == 0 | mmedium
        -ctwidth - ctleft + contents_right == 0 | mmedium
        -fl3left + contents_right - fl3width == 0 | mmedium
        -contents_top + lb1top >= 0 | required
        -contents_top + lb1top == 0 | mmedium
        -fl3left + contents_right - fl3width >= 0 | required
        lb2top - lb1top - lb1height - 10 >= 0 | required
        -lb2top + lb3top - lb2height - 10 >= 0 | required
        lb2top - lb1top - lb1height - 10 == 0 | mmedium
        fl1height - 21 == 0 | strong
        fl1height - 21 >= 0 | strong
        lb2left >= 0 | required
        lb2height - 16 >= 0 | strong
        fl2top >= 0 | required
        fl2width >= 0 | required
        lb1height - 16 >= 0 | strong
        lb1height - 16 == 0 | strong
        fl3width - 125 >= 0 | strong
        fl3height - 21 == 0 | strong
        fl3height - 21 >= 0 | strong
        lb3height >= 0 | required
        ctwidth - 119 >= 0 | smedium
        lb3width - 24 == 0 | weak
        lb3width - 24 >= 0 | strong
        fl1width - 125 >= 0 | strong
        """.split(separator: "\n").map { $0.trimmingCharacters() }

    /// kiwi's strengths as Plumb priorities (the benchmark generator's mapping).
    static let priority: [Substring: Double] = [
        "required": 1000, "strong": 751, "medium": 251, "weak": 1, "mmedium": 251.25, "smedium": 350,
    ]

    /// One line as `(terms, constant, relation, priority)`; term names are the form's variables.
    static func parse(_ line: Substring) -> (terms: [(String, Double)], constant: Double, relation: Relation, priority: Double) {
        let halves = line.split(separator: "|")
        let strength = halves[1].trimmingCharacters()
        let lhs = halves[0].trimmingCharacters()
        let ops: [(String, Relation)] = [("==", .equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual)]
        let (op, relation) = ops.first { lhs.contains($0.0) }!
        let expression = String(lhs.split(separator: Substring(op))[0]).replacingOccurrences(" - ", " + -")
        var terms: [(String, Double)] = []
        var constant = 0.0
        for raw in expression.split(separator: "+") {
            var token = raw.trimmingCharacters()
            var sign = 1.0
            if token.hasPrefix("-") { sign = -1; token = token.dropFirst().trimmingCharacters() }
            if let number = Double(token) { constant += sign * number; continue }
            let parts = token.split(separator: "*")
            if parts.count == 2 { terms.append((String(parts[1]), sign * Double(parts[0])!)) }
            else { terms.append((String(token), sign)) }
        }
        return (terms, constant, relation, priority[strength]!)
    }
}

extension Substring {
    func trimmingCharacters() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: Substring(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
