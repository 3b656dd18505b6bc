import PlumbCore

/// Gives every constraint of a layout an identifier — `"<id>"`, or `"<id> [<i>]"` when
/// numbered (i counts from 0 within this layout's output) — so conflict reports name them.
///
/// The identifiers are set on the constraint objects themselves, as in the original.
///
/// ```swift
/// let header = IdentifyingLayout(identifier: "header", numbered: true, layout: headerLayout)
/// // identifiers "header [0]", "header [1]", …
/// ```
public struct IdentifyingLayout: LayingOut {
    /// The identifier (or its stem, when numbered).
    public let identifier: String
    /// Whether to append ` [i]`.
    public let numbered: Bool
    /// The identified layout.
    public let layout: any LayingOut

    /// Identifies the constraints of `layout`.
    ///
    /// ```swift
    /// IdentifyingLayout(identifier: "card", layout: cardLayout)
    /// ```
    public init(identifier: String, numbered: Bool = false, layout: any LayingOut) {
        self.identifier = identifier
        self.numbered = numbered
        self.layout = layout
    }

    /// Identifies the constraints returned by `handler`.
    ///
    /// ```swift
    /// IdentifyingLayout(identifier: "badge", numbered: true) { root in
    ///     [badge.topAnchor.constraint(equalTo: root.topAnchor)]
    /// }
    /// ```
    public init(identifier: String, numbered: Bool = false, handler: @escaping (View) -> [LayoutConstraint]) {
        self.init(identifier: identifier, numbered: numbered, layout: Layout(handler: handler))
    }

    /// The layout's constraints, identified.
    public func constraints(in view: View) -> [LayoutConstraint] {
        let constraints = layout.constraints(in: view)
        for (index, constraint) in constraints.enumerated() {
            constraint.identifier = numbered ? "\(identifier) [\(index)]" : identifier
        }
        return constraints
    }
}

/// The original code's name for ``IdentifyingLayout``.
///
/// ```swift
/// let l: IdentifierLayout = IdentifyingLayout(identifier: "x", layout: someLayout)
/// ```
public typealias IdentifierLayout = IdentifyingLayout
