/// The two forms of the canonical IR dump.
///
/// ```swift
/// root.canonicalIR(format: .text)
/// root.canonicalIR(format: .json)   // {"format":"plumb-ir/1",…}
/// ```
public enum CanonicalIRFormat: String, Sendable, CaseIterable {
    /// One line per item and per constraint.
    case text
    /// `plumb-ir/1` JSON.
    case json
}
