/// A constraint as diagnostics show it: its relation, priority, identifier and origin.
///
/// ```swift
/// summary.description   // "<'title-height' root/title.height == 50 (Screen.swift:13)>"
/// ```
public struct ConstraintSummary: Hashable, Sendable, CustomStringConvertible {
    /// The relation, e.g. `root/title.height == 50`.
    public let text: String
    /// The priority.
    public let priority: LayoutPriority
    /// The identifier (for implicit constraints, the engine's name such as `UISV-spacing`).
    public let identifier: String?
    /// Where the constraint came from.
    public let origin: ConstraintOrigin

    /// Creates a summary.
    public init(text: String, priority: LayoutPriority, identifier: String?, origin: ConstraintOrigin) {
        self.text = text
        self.priority = priority
        self.identifier = identifier
        self.origin = origin
    }

    /// Summarises a user constraint.
    public init(_ c: LayoutConstraint) {
        self.init(text: c.expressionDescription, priority: c.priority, identifier: c.identifier, origin: c.origin)
    }

    /// `<'id' text @priority (origin)>`; the identifier is left out for implicit constraints, whose
    /// origin already names them.
    public var description: String {
        var out = text
        if !priority.isRequired { out += " @\(priority)" }
        if let identifier, !origin.isImplicit { out = "'\(identifier)' " + out }
        return "<\(out) (\(origin))>"
    }
}
