import PlumbCore

/// The state one plan build shares: the delegate, the automatic-priority counter, and which
/// views are current and previous. A `view.plan` scheme has its own; `planContent` makes one
/// for the whole tree (see <doc:AutomaticPriorityRule>).
final class PlanContext {
    weak var delegate: (any PlanDelegate)?
    /// The counter; the first automatic priority handed out is `currentPriority - 1`.
    private(set) var currentPriority: Float = 999
    var automaticPriority: AutomaticPriority
    var currentView: View?
    var previousView: View?
    private(set) var errors: [DraftsmanError] = []

    init(delegate: (any PlanDelegate)? = nil, automaticPriority: AutomaticPriority = .decreasing, currentView: View? = nil) {
        self.delegate = delegate
        self.automaticPriority = automaticPriority
        self.currentView = currentView
    }

    /// Decrements the counter (never below 1) and returns the new value: 998, 997, …
    func mutatingPriority() -> LayoutPriority {
        currentPriority = max(currentPriority - 1, 1)
        return LayoutPriority(currentPriority)
    }

    /// Records the error and hands it to the delegate.
    func report(_ error: DraftsmanError, on view: View) {
        errors.append(error)
        delegate?.planer(view, errorWhenPlanning: error)
    }
}
