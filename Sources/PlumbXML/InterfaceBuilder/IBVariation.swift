/// A `<variation key="…">`: masks and property overrides for one size-class condition.
package struct IBVariation: Sendable {
    /// The raw key (`default`, `widthClass=compact`, `heightClass=compact-widthClass=regular`, …).
    package var key: String
    /// Constraint ids the variation installs / uninstalls.
    package var includedConstraints: [String] = []
    package var excludedConstraints: [String] = []
    /// Subview ids the variation installs / uninstalls.
    package var includedSubviews: [String] = []
    package var excludedSubviews: [String] = []
    /// Property overrides (attributes other than `key`), in document order.
    package var overrides: [XMLTreeAttribute] = []
    /// The point size of a `<fontDescription>` the variation sets (a label's font for these traits).
    package var fontSize: Double?
    package var location: SourceLocation

    /// The conditions of the key: `["widthClass": "compact"]`; empty for `default`.
    package var conditions: [(trait: String, value: String)] {
        guard key != "default" else { return [] }
        return key.split(separator: "-").compactMap { part in
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2 else { return nil }
            return (String(pieces[0]), String(pieces[1]))
        }
    }

    /// The value of an overridden property, if this variation sets it.
    package func override(_ name: String) -> String? {
        overrides.first { $0.name == name }?.value
    }
}
