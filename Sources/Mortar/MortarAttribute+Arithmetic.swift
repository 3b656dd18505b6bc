import Foundation
import PlumbCore

/// Multipliers and constants (frontends.md §2.5). Each operator returns a new value.
///
/// Scalars apply to all four component slots; tuples apply per component and need an explicit
/// attribute with that many components.
///
/// ```swift
/// view1.m_left |>| view2.m_right + 20
/// view1 |<| view2.m_top * 1.4 + 20
/// view1.m_size |>| view2.m_size * (2, 3) + (10, 10)
/// ```
extension MortarAttribute {
    /// Adds `rhs` to every constant.
    public static func + (lhs: MortarAttribute, rhs: some MortarCGFloatable) -> MortarAttribute {
        lhs.mapConstants { $0 + rhs.mortarCGFloat }
    }

    /// Subtracts `rhs` from every constant.
    public static func - (lhs: MortarAttribute, rhs: some MortarCGFloatable) -> MortarAttribute {
        lhs.mapConstants { $0 - rhs.mortarCGFloat }
    }

    /// Multiplies every multiplier by `rhs`.
    public static func * (lhs: MortarAttribute, rhs: some MortarCGFloatable) -> MortarAttribute {
        lhs.mapMultipliers { $0 * rhs.mortarCGFloat }
    }

    /// Divides every multiplier by `rhs`.
    public static func / (lhs: MortarAttribute, rhs: some MortarCGFloatable) -> MortarAttribute {
        lhs.mapMultipliers { $0 / rhs.mortarCGFloat }
    }

    /// Adds per-component constants: `view2.m_size + (50, 30)`.
    public static func + (lhs: MortarAttribute, rhs: (CGFloat, CGFloat)) -> MortarAttribute {
        lhs.perComponent([rhs.0, rhs.1], "+") { m, c, k in (m, c + k) }
    }

    /// Subtracts per-component constants.
    public static func - (lhs: MortarAttribute, rhs: (CGFloat, CGFloat)) -> MortarAttribute {
        lhs.perComponent([rhs.0, rhs.1], "-") { m, c, k in (m, c - k) }
    }

    /// Multiplies per-component multipliers: `view2.m_size * (2, 3)`.
    public static func * (lhs: MortarAttribute, rhs: (CGFloat, CGFloat)) -> MortarAttribute {
        lhs.perComponent([rhs.0, rhs.1], "*") { m, c, k in (m * k, c) }
    }

    /// Divides per-component multipliers.
    public static func / (lhs: MortarAttribute, rhs: (CGFloat, CGFloat)) -> MortarAttribute {
        lhs.perComponent([rhs.0, rhs.1], "/") { m, c, k in (m / k, c) }
    }

    /// Adds per-component constants to a 4-component attribute.
    public static func + (lhs: MortarAttribute, rhs: (CGFloat, CGFloat, CGFloat, CGFloat)) -> MortarAttribute {
        lhs.perComponent([rhs.0, rhs.1, rhs.2, rhs.3], "+") { m, c, k in (m, c + k) }
    }

    /// Subtracts per-component constants from a 4-component attribute.
    public static func - (lhs: MortarAttribute, rhs: (CGFloat, CGFloat, CGFloat, CGFloat)) -> MortarAttribute {
        lhs.perComponent([rhs.0, rhs.1, rhs.2, rhs.3], "-") { m, c, k in (m, c - k) }
    }

    /// Multiplies per-component multipliers of a 4-component attribute.
    public static func * (lhs: MortarAttribute, rhs: (CGFloat, CGFloat, CGFloat, CGFloat)) -> MortarAttribute {
        lhs.perComponent([rhs.0, rhs.1, rhs.2, rhs.3], "*") { m, c, k in (m * k, c) }
    }

    /// Divides per-component multipliers of a 4-component attribute.
    public static func / (lhs: MortarAttribute, rhs: (CGFloat, CGFloat, CGFloat, CGFloat)) -> MortarAttribute {
        lhs.perComponent([rhs.0, rhs.1, rhs.2, rhs.3], "/") { m, c, k in (m / k, c) }
    }

    /// Adds a constant attribute's per-slot constants and takes its priority:
    /// `view2.m_top + (10 ! .low)`. An attribute with an item is an error.
    public static func + (lhs: MortarAttribute, rhs: MortarAttribute) -> MortarAttribute {
        lhs.combine(rhs, sign: 1)
    }

    /// Subtracts a constant attribute's per-slot constants and takes its priority.
    public static func - (lhs: MortarAttribute, rhs: MortarAttribute) -> MortarAttribute {
        lhs.combine(rhs, sign: -1)
    }

    func mapConstants(_ f: (CGFloat) -> CGFloat) -> MortarAttribute {
        var copy = self
        copy.constants = constants.map(f)
        return copy
    }

    func mapMultipliers(_ f: (CGFloat) -> CGFloat) -> MortarAttribute {
        var copy = self
        copy.multipliers = multipliers.map(f)
        return copy
    }

    /// Applies `f(multiplier, constant, value)` to each component, after checking the count.
    func perComponent(
        _ values: [CGFloat], _ operatorName: String, _ f: (CGFloat, CGFloat, CGFloat) -> (CGFloat, CGFloat)
    ) -> MortarAttribute {
        var copy = self
        guard let count = componentCount else {
            copy.errors.append(.tupleArithmeticWithoutAttribute(operand: description, operatorName: operatorName))
            return copy
        }
        guard count == values.count else {
            copy.errors.append(.tupleArithmeticCountMismatch(
                operand: description, components: count, tupleCount: values.count, operatorName: operatorName))
            return copy
        }
        for (i, value) in values.enumerated() {
            (copy.multipliers[i], copy.constants[i]) = f(multipliers[i], constants[i], value)
        }
        return copy
    }

    func combine(_ rhs: MortarAttribute, sign: CGFloat) -> MortarAttribute {
        var copy = self
        copy.errors += rhs.errors
        guard rhs.isConstant else {
            copy.errors.append(.nonConstantArithmeticOperand(operand: rhs.description))
            return copy
        }
        for i in 0..<4 { copy.constants[i] += sign * rhs.constants[i] }
        copy.priority = rhs.priority ?? priority
        return copy
    }
}
