import PlumbCore

/// A layout used only while a condition on the root holds, with an optional alternative.
/// The condition is evaluated at every layout pass.
///
/// Unlike the original, the constraint-array initialisers do not deactivate anything when
/// the layout is created: ``ViewLayout`` deactivates what is no longer wanted.
///
/// ```swift
/// let sidebar = ConditionalLayout(condition: { _ in state.showsSidebar },
///                                 layout: sidebarShown, elseLayout: sidebarHidden)
/// ```
public struct ConditionalLayout: LayingOut {
    private let condition: (View) -> Bool
    private let layout: any LayingOut
    private let elseLayout: (any LayingOut)?

    /// `layout` when `condition(root)`, else `elseLayout` (or nothing).
    ///
    /// ```swift
    /// ConditionalLayout(condition: { $0.bounds.width > 600 }, layout: wide, elseLayout: narrow)
    /// ```
    public init(condition: @escaping (View) -> Bool, layout: any LayingOut, elseLayout: (any LayingOut)? = nil) {
        self.condition = condition
        self.layout = layout
        self.elseLayout = elseLayout
    }

    /// `handler(root)` when `condition(root)`, else nothing.
    ///
    /// ```swift
    /// ConditionalLayout(condition: { _ in isEditing }) { root in [toolbar.bottomAnchor.constraint(equalTo: root.bottomAnchor)] }
    /// ```
    public init(condition: @escaping (View) -> Bool, handler: @escaping (View) -> [LayoutConstraint]) {
        self.init(condition: condition, layout: Layout(handler: handler))
    }

    /// `handler(root)` when `condition(root)`, else `elseHandler(root)`.
    ///
    /// ```swift
    /// ConditionalLayout(condition: { _ in isOpen },
    ///                   handler: { _ in openConstraints }, elseHandler: { _ in closedConstraints })
    /// ```
    public init(condition: @escaping (View) -> Bool, handler: @escaping (View) -> [LayoutConstraint],
                elseHandler: @escaping (View) -> [LayoutConstraint]) {
        self.init(condition: condition, layout: Layout(handler: handler), elseLayout: Layout(handler: elseHandler))
    }

    /// The given constraints when `condition(root)`, else nothing.
    ///
    /// ```swift
    /// ConditionalLayout(condition: { _ in isOpen }, constraints: openConstraints)
    /// ```
    public init(condition: @escaping (View) -> Bool, constraints: [LayoutConstraint]) {
        self.init(condition: condition, layout: Layout(constraints: constraints))
    }

    /// The given constraints when `condition(root)`, else the other ones.
    ///
    /// ```swift
    /// ConditionalLayout(condition: { _ in isOpen }, constraints: open, elseConstraints: closed)
    /// ```
    public init(condition: @escaping (View) -> Bool, constraints: [LayoutConstraint], elseConstraints: [LayoutConstraint]) {
        self.init(condition: condition, layout: Layout(constraints: constraints), elseLayout: Layout(constraints: elseConstraints))
    }

    /// The chosen branch's constraints.
    public func constraints(in view: View) -> [LayoutConstraint] {
        if condition(view) { return layout.constraints(in: view) }
        return elseLayout?.constraints(in: view) ?? []
    }
}
