import PlumbCore

/// A function from a root view to the constraints it should have: the one building block of
/// Relayout. It has no `Self` requirement, so layouts of any type mix freely.
///
/// Returned constraints may be active or not; ``ViewLayout`` activates them. By convention
/// they stay within the root's subtree.
///
/// ```swift
/// struct CardLayout: LayingOut {
///     let card: View
///     func constraints(in root: View) -> [LayoutConstraint] {
///         [card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
///          card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 16)]
///     }
/// }
/// ```
public protocol LayingOut {
    /// The constraints this layout wants for `view` (the root) now.
    func constraints(in view: View) -> [LayoutConstraint]
}

/// Both layouts, in order, as a ``LayoutGroup``. A side that already is a group is spliced in
/// (one level), so `a + b + c` is one group of three.
///
/// ```swift
/// let layout = headerLayout + bodyLayout + footerLayout
/// ```
public func + <Left: LayingOut, Right: LayingOut>(lhs: Left, rhs: Right) -> LayoutGroup {
    let left: [any LayingOut] = (lhs as? LayoutGroup)?.layouts ?? [lhs]
    let right: [any LayingOut] = (rhs as? LayoutGroup)?.layouts ?? [rhs]
    return LayoutGroup(layouts: left + right)
}
