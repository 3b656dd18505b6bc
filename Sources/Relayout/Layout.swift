import PlumbCore

/// The simplest layout: a fixed array of constraints, or a closure that makes them from the
/// root view each time.
///
/// ```swift
/// let fixed = Layout(constraints: [title.topAnchor.constraint(equalTo: root.topAnchor)])
/// let computed = Layout { root in
///     [title.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)]
/// }
/// ```
public struct Layout: LayingOut {
    private let handler: (View) -> [LayoutConstraint]

    /// A layout computed by `handler` at every pass.
    ///
    /// ```swift
    /// Layout { root in [box.centerXAnchor.constraint(equalTo: root.centerXAnchor)] }
    /// ```
    public init(handler: @escaping (View) -> [LayoutConstraint]) {
        self.handler = handler
    }

    /// A layout that always returns the same constraint objects.
    ///
    /// ```swift
    /// Layout(constraints: [box.widthAnchor.constraint(equalToConstant: 40)])
    /// ```
    public init(constraints: [LayoutConstraint]) {
        self.handler = { _ in constraints }
    }

    /// `handler(view)`, or the fixed constraints.
    public func constraints(in view: View) -> [LayoutConstraint] {
        handler(view)
    }
}

/// Several layouts as one: their constraints concatenated in order.
///
/// ```swift
/// let all = LayoutGroup(layouts: [headerLayout, bodyLayout])
/// ```
public struct LayoutGroup: LayingOut {
    /// The layouts, in order.
    public let layouts: [any LayingOut]

    /// A group of `layouts`.
    ///
    /// ```swift
    /// LayoutGroup(layouts: [a, b, c])
    /// ```
    public init(layouts: [any LayingOut]) {
        self.layouts = layouts
    }

    /// Every layout's constraints, in order.
    public func constraints(in view: View) -> [LayoutConstraint] {
        layouts.flatMap { $0.constraints(in: view) }
    }
}
