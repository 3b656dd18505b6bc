import Foundation

/// Deterministic number formatting for dumps: shortest round-trip form, integers without a
/// fraction, `-0` written `0`.
///
/// ```swift
/// CanonicalNumber.format(8.0)    // "8"
/// CanonicalNumber.format(-0.0)   // "0"
/// CanonicalNumber.format(0.5)    // "0.5"
/// ```
public enum CanonicalNumber {
    /// Formats a number for a dump or a diagnostic.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let v = clean(value)
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// Formats a Float priority or value.
    public static func format(_ value: Float) -> String { format(Double(value)) }

    /// Removes round-off noise: values within 1e-9 of an integer snap to it, others are rounded
    /// to 9 decimal places; `-0` becomes `0`.
    public static func clean(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let r = value.rounded()
        if abs(value - r) < 1e-9 { return r == 0 ? 0 : r }
        let scaled = (value * 1e9).rounded() / 1e9
        return scaled == 0 ? 0 : scaled
    }
}
