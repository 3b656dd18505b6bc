import PlumbCore

/// Draftsman's per-view state, stored on the view as a PlumbCore attachment.
final class PlanState {
    /// Set while a plan inserts and builds this view: a ``FragmentView`` does not plan itself
    /// on `didMoveToSuperview` then, because the plan builds its content.
    var inPlanning = false
    /// Set once a ``Planned`` view's content was planned: planning it again first removes the
    /// constraints planned before, so they are replaced rather than duplicated.
    var hasPlanned = false

    /// The view's state, created on first use.
    static func of(_ view: View) -> PlanState {
        if let state = view.attachment(PlanState.self) { return state }
        let state = PlanState()
        view.setAttachment(state, for: PlanState.self)
        return state
    }

    /// The view's state if it has any.
    static func existing(_ view: View) -> PlanState? {
        view.attachment(PlanState.self)
    }

    /// Whether `view` is being inserted and built by a plan right now.
    static func isInPlanning(_ view: View) -> Bool {
        existing(view)?.inPlanning ?? false
    }

    /// Runs `body` with `view` marked as in planning (restoring the previous mark after). Only
    /// a ``FragmentView`` reads the mark, so other views are not given any state.
    static func whilePlanning<T>(_ view: View, _ body: () -> T) -> T {
        guard view is FragmentView else { return body() }
        let state = of(view)
        let saved = state.inPlanning
        state.inPlanning = true
        defer { state.inPlanning = saved }
        return body()
    }

    /// Before `view`'s ``Planned`` content is planned (again): marks it planned and, with
    /// `replacing`, removes what was planned inside it before.
    static func willPlanContent(of view: View, replacing: Bool) {
        let state = of(view)
        if replacing, state.hasPlanned { view.removeAllPlannedConstraints() }
        state.hasPlanned = true
    }
}
