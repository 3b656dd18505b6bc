/// A `linear-system/1` document: constraints `Σ coef·var + constant REL 0` with priorities,
/// and edit variables with their suggestions (see the architecture notes).
///
/// ```swift
/// let text = #"{"format": "linear-system/1", "constraints": [{"terms": {"x": 1}, "constant": -10, "relation": ">=", "priority": 1000}], "edits": []}"#
/// let system = try LinearSystem(json: Array(text.utf8))
/// assert(system.variableNames == ["x"])
/// ```
public struct LinearSystem: Sendable {
    /// One `name × coefficient` term.
    public struct NamedTerm: Sendable, Equatable {
        /// Index into ``LinearSystem/variableNames``.
        public var variable: Int
        /// The coefficient.
        public var coefficient: Double
    }

    /// One constraint of the document.
    public struct Constraint: Sendable {
        /// The terms in file order.
        public var terms: [NamedTerm]
        /// The constant.
        public var constant: Double
        /// `==`, `<=` or `>=` (against 0).
        public var relation: Relation
        /// Priority in (0, 1000].
        public var priority: Double
    }

    /// One edit variable with its suggestions.
    public struct Edit: Sendable {
        /// Index into ``LinearSystem/variableNames``.
        public var variable: Int
        /// Priority in (0, 1000).
        public var priority: Double
        /// `suggestions[0]` is the initial value; the rest are the edit steps.
        public var suggestions: [Double]
    }

    /// Variable names in order of first appearance: edits first, then constraint terms.
    public var variableNames: [String]
    /// Constraints in file order.
    public var constraints: [Constraint]
    /// Edits in file order.
    public var edits: [Edit]

    /// Number of suggestions every edit has (0 without edits).
    ///
    /// ```swift
    /// // an edit with "suggestions": [320, 375, 414] gives 3
    /// ```
    public var suggestionCount: Int { edits.first?.suggestions.count ?? 0 }

    /// Reads a file.
    ///
    /// ```swift
    /// let system = try LinearSystem(contentsOf: "/tmp/wl/grid-1.json")
    /// ```
    public init(contentsOf path: String) throws(LinearSystemError) {
        try self.init(json: try FileBytes.read(path))
    }

    /// Parses and checks a document: format tag, relations, priorities in (0, 1000], finite
    /// numbers, edits with priority below 1000 and equally many suggestions.
    ///
    /// ```swift
    /// let system = try LinearSystem(json: Array(#"{"format": "linear-system/1", "constraints": []}"#.utf8))
    /// assert(system.constraints.isEmpty)
    /// ```
    public init(json bytes: [UInt8]) throws(LinearSystemError) {
        let doc = try JSONParser.parse(bytes)
        guard case .object = doc else { throw .wrongFormat("the top level is \(doc.typeName), not an object") }
        guard let tag = doc["format"] else { throw .wrongFormat("no \"format\" member") }
        guard case let .string(f) = tag, f == "linear-system/1" else {
            if case let .string(f) = tag { throw .wrongFormat("format is \"\(f)\"") }
            throw .wrongFormat("format is \(tag.typeName)")
        }
        var names: [String] = []
        var index: [String: Int] = [:]
        func intern(_ n: String) -> Int {
            if let i = index[n] { return i }
            index[n] = names.count
            names.append(n)
            return names.count - 1
        }
        var edits: [Edit] = []
        if let e = doc["edits"] {
            guard case let .array(items) = e else { throw .wrongFormat("\"edits\" is \(e.typeName), not an array") }
            var seen = Set<Int>()
            for (k, item) in items.enumerated() {
                guard case .object = item else { throw .badEdit(index: k, reason: "is \(item.typeName), not an object") }
                guard case let .string(name)? = item["variable"] else { throw .badEdit(index: k, reason: "\"variable\" must be a string") }
                let p = try LinearSystem.number(item["priority"], "priority") { r in LinearSystemError.badEdit(index: k, reason: r) }
                guard p > 0 && p < 1000 else {
                    throw .badEdit(index: k, reason: "priority \(p) is outside (0, 1000) (edits cannot be required)")
                }
                guard case let .array(sv)? = item["suggestions"] else { throw .badEdit(index: k, reason: "\"suggestions\" must be an array") }
                var sugg: [Double] = []
                for (j, s) in sv.enumerated() {
                    sugg.append(try LinearSystem.number(s, "suggestion \(j)") { r in LinearSystemError.badEdit(index: k, reason: r) })
                }
                if let first = edits.first, first.suggestions.count != sugg.count {
                    throw .badEdit(index: k, reason: "has \(sugg.count) suggestions, edit 0 has \(first.suggestions.count)")
                }
                let v = intern(name)
                guard seen.insert(v).inserted else { throw .badEdit(index: k, reason: "variable \"\(name)\" is already an edit variable") }
                edits.append(Edit(variable: v, priority: p, suggestions: sugg))
            }
        }
        guard let cv = doc["constraints"] else { throw .wrongFormat("no \"constraints\" member") }
        guard case let .array(items) = cv else { throw .wrongFormat("\"constraints\" is \(cv.typeName), not an array") }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(items.count)
        for (k, item) in items.enumerated() {
            let bad = { (r: String) in LinearSystemError.badConstraint(index: k, reason: r) }
            guard case .object = item else { throw bad("is \(item.typeName), not an object") }
            guard case let .object(ts)? = item["terms"] else { throw bad("\"terms\" must be an object") }
            var terms: [NamedTerm] = []
            terms.reserveCapacity(ts.count)
            for (name, c) in ts {
                let coef = try LinearSystem.number(c, "coefficient of \"\(name)\"", bad)
                terms.append(NamedTerm(variable: intern(name), coefficient: coef))
            }
            let constant = try LinearSystem.number(item["constant"] ?? .number(0), "constant", bad)
            let relation: Relation
            switch item["relation"] {
            case .string("==")?: relation = .equal
            case .string("<=")?: relation = .lessThanOrEqual
            case .string(">=")?: relation = .greaterThanOrEqual
            case let .string(r)?: throw bad("unknown relation \"\(r)\" (expected ==, <= or >=)")
            case let v?: throw bad("relation is \(v.typeName), not a string")
            case nil: throw bad("no \"relation\"")
            }
            let p = try LinearSystem.number(item["priority"] ?? .number(1000), "priority", bad)
            guard p > 0 && p <= 1000 else { throw bad("priority \(p) is outside (0, 1000]") }
            constraints.append(Constraint(terms: terms, constant: constant, relation: relation, priority: p))
        }
        self.variableNames = names
        self.constraints = constraints
        self.edits = edits
    }

    static func number(_ v: JSONValue?, _ what: String, _ bad: (String) -> LinearSystemError) throws(LinearSystemError) -> Double {
        guard let v else { throw bad("no \(what)") }
        guard case let .number(d) = v else { throw bad("\(what) is \(v.typeName), not a number") }
        guard d.isFinite else { throw bad("\(what) is not finite (\(d))") }
        return d
    }
}
