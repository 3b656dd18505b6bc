/// Required constraints that cannot all hold, and the one the engine broke to lay out the rest.
///
/// ```swift
/// root.layoutIfNeeded()
/// for conflict in root.layoutDiagnostics.unsatisfiable { print(conflict) }
/// ```
public struct UnsatisfiableConstraints: Hashable, Sendable, CustomStringConvertible {
    /// The whole conflicting set, the broken constraint included, in the order they were added.
    public let conflicting: [ConstraintSummary]
    /// The constraint left out of the layout.
    public let broken: ConstraintSummary

    /// Creates a report.
    public init(conflicting: [ConstraintSummary], broken: ConstraintSummary) {
        self.conflicting = conflicting
        self.broken = broken
    }

    /// The report in the shape of Apple's console message.
    public var description: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "    Probably at least one of the constraints in the following list is one you don't want.",
            "(",
        ]
        lines += conflicting.map { "    \($0)" }
        lines += [")", "", "Will attempt to recover by breaking constraint", "    \(broken)"]
        return lines.joined(separator: "\n")
    }
}
