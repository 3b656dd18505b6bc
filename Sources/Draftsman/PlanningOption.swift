/// What happens to constraints planned earlier when a plan is applied to a root view
/// (``PlumbCore/View/planContent(withDelegate:_:automaticPriority:file:line:_:)``).
///
/// "Planned constraints" are those Draftsman made (their identifier starts with
/// `draftsman_`) whose first item is a view (or a guide of a view) strictly inside the root.
///
/// | option | before activating the new constraints |
/// |---|---|
/// | `.append` | nothing is removed; applying the same plan twice duplicates its constraints |
/// | `.renew` | every planned constraint with the same anchors as a new one (and, for width and height, the same relation) is deactivated |
/// | `.startFresh` | every planned constraint inside the root is deactivated |
/// | `.startClean` | the root's subviews are removed first, then as `.startFresh` |
///
/// ```swift
/// root.planContent(.renew) {
///     title.plan.top(.equalTo(isCompact ? 8 : 24), to: .safeArea)
/// }
/// ```
public enum PlanningOption: Sendable, Equatable, CaseIterable {
    /// Add the new constraints, remove nothing.
    case append
    /// Replace the planned constraints that constrain the same anchors.
    case renew
    /// Remove every planned constraint inside the root, then add the new ones.
    case startFresh
    /// Remove the root's subviews, then as ``startFresh``.
    case startClean
}

/// Which priority Draftsman gives a constraint when none is written.
///
/// `.decreasing` is the seed's rule (see <doc:AutomaticPriorityRule>): a counter that starts at
/// 999 and is decremented before each use, so the first automatic priority is 998, then
/// 997, … down to a floor of 1. `.required` makes every unprioritised constraint required
/// (1000), as Draftsman 3 does.
///
/// ```swift
/// root.planContent(automaticPriority: .required) {
///     card.plan.edges(.equalTo(16), to: .parent)   // four required constraints
/// }
/// ```
public enum AutomaticPriority: Sendable, Equatable {
    /// 998, 997, … (the seed's rule; the default).
    case decreasing
    /// Always `.required`.
    case required
}
