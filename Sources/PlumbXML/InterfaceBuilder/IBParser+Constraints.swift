import Foundation

extension IBParser {
    static let attributeNames = IBAttribute.allCases.map(\.rawValue).joined(separator: ", ")

    /// Parses one `<constraint>`; nil (with an error recorded) when it cannot be used.
    mutating func parseConstraint(_ element: XMLTreeElement, holder: Int) -> IBConstraint? {
        guard let firstName = element["firstAttribute"] else {
            error("constraint has no firstAttribute; expected one of \(Self.attributeNames)", at: element.location)
            return nil
        }
        guard let first = attribute(firstName, element, "firstAttribute") else { return nil }
        var second: IBAttribute?
        if let secondName = element["secondAttribute"] {
            guard let parsed = attribute(secondName, element, "secondAttribute") else { return nil }
            second = parsed
        }
        if element["secondItem"] != nil, second == nil {
            error("constraint names secondItem '\(element["secondItem"]!)' but no secondAttribute", at: element.location(of: "secondItem"))
            return nil
        }
        var relation = IBRelation.equal
        if let text = element["relation"] {
            guard let parsed = IBRelation(rawValue: text) else {
                error("unknown relation '\(text)'; expected lessThanOrEqual, greaterThanOrEqual or equal", at: element.location(of: "relation"))
                return nil
            }
            relation = parsed
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = Self.parseMultiplier(text) else {
                error("malformed multiplier '\(text)'; expected a decimal (0.5), a ratio (1:2), a fraction (1/3) or a percentage (35%)", at: element.location(of: "multiplier"))
                return nil
            }
            multiplier = value
            warnIfBeyondAnyLayout(element, "multiplier", value)
        }
        let constant = number(element, "constant") ?? 0
        warnIfBeyondAnyLayout(element, "constant", constant)
        var priority = 1000.0
        if let value = number(element, "priority") {
            guard value > 0, value <= 1000 else {
                error("priority \(element["priority"]!) is out of range; expected a number in 1…1000", at: element.location(of: "priority"))
                return nil
            }
            priority = value
        }
        var variations: [IBVariation] = []
        for child in element.children(named: "variation") {
            let variation = parseVariation(child)
            if let text = variation.override("constant"), Self.parseNumber(text) == nil {
                error("expected a number for 'constant', found '\(text)'", at: child.location(of: "constant"))
            }
            variations.append(variation)
        }
        return IBConstraint(
            id: element["id"], firstItem: element["firstItem"], firstAttribute: first, relation: relation,
            secondItem: element["secondItem"], secondAttribute: second,
            multiplier: multiplier, constant: constant, priority: priority, identifier: element["identifier"],
            isPlaceholder: element["placeholder"] == "YES", isSymbolic: element["symbolic"] == "YES",
            variations: variations, holder: holder, location: element.location,
            firstItemLocation: element.location(of: "firstItem"), secondItemLocation: element.location(of: "secondItem"))
    }

    private mutating func attribute(_ name: String, _ element: XMLTreeElement, _ key: String) -> IBAttribute? {
        guard let value = IBAttribute(rawValue: name) else {
            error("unknown \(key) '\(name)'; expected one of \(Self.attributeNames)", at: element.location(of: key))
            return nil
        }
        return value
    }

    /// `"1:2"` → 0.5, `"1/3"` → 0.333…, `"0.25"` → 0.25, `"35%"` → 0.35. IB writes a ratio typed
    /// as a decimal with six significant digits (`0.916667` for 11:12); such a decimal is read as
    /// the simple fraction it rounds (denominator up to 100, within 5e-7), so that required
    /// constraints built on it do not miss each other by the rounding (24 × 0.916667 is not 22).
    /// A percentage typed into Xcode's multiplier field is saved as typed (an Xcode 15 storyboard
    /// holds `multiplier="35%"`); it means the hundredth part.
    static func parseMultiplier(_ text: String) -> Double? {
        if text.hasSuffix("%") {
            let body = String(text.dropLast())
            guard !body.contains("%"), !body.contains(":"), !body.contains("/"), let value = parseNumber(body) else { return nil }
            return simpleFraction(near: value / 100) ?? value / 100
        }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = parseNumber(String(parts[0])), let b = parseNumber(String(parts[1])), b != 0 else { return nil }
            return a / b
        }
        guard let value = parseNumber(text) else { return nil }
        return simpleFraction(near: value) ?? value
    }

    /// The fraction p/q (q ≤ 100, smallest q first) within 5e-7 of `value` (relative above 1), if any.
    static func simpleFraction(near value: Double) -> Double? {
        guard value.isFinite, abs(value) < 1e6 else { return nil }
        let tolerance = 5e-7 * max(1, abs(value))
        for denominator in 1...100 {
            let q = Double(denominator)
            let p = (value * q).rounded()
            if abs(value - p / q) <= tolerance { return p / q }
        }
        return nil
    }

    /// Checks that every constraint's items exist in the root; dangling ids are errors.
    mutating func validateReferences(_ root: IBView, controllerGuides: [IBLayoutGuide]) {
        var known = Set(controllerGuides.map(\.id))
        for view in root.allViews {
            if let id = view.id { known.insert(id) }
            for guide in view.guides { known.insert(guide.id) }
        }
        for view in root.allViews {
            for constraint in view.constraints {
                for (key, item) in [("firstItem", constraint.firstItem), ("secondItem", constraint.secondItem)] {
                    guard let item, !known.contains(item) else { continue }
                    let location = key == "firstItem" ? constraint.firstItemLocation : constraint.secondItemLocation
                    error("constraint \(constraint.id.map { "'\($0)' " } ?? "")refers to '\(item)', which is not a view or layout guide of this scene; the constraint is ignored",
                          at: location)
                }
            }
        }
    }
}
