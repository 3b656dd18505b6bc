import PlumbCore

/// Where in the user's code a plan element was written (`#fileID` and `#line`).
///
/// ```swift
/// let s = PlanSource(fileID: "App/Home.swift", line: 12)
/// s.description   // "App/Home.swift:12"
/// ```
public struct PlanSource: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The `#fileID` of the call.
    public let fileID: String
    /// The `#line` of the call.
    public let line: UInt

    /// A source location.
    ///
    /// ```swift
    /// let here = PlanSource(fileID: "\(#fileID)", line: #line)
    /// ```
    public init(fileID: String, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    init(_ file: StaticString, _ line: UInt) {
        self.init(fileID: "\(file)", line: line)
    }

    /// `file:line`.
    public var description: String { "\(fileID):\(line)" }
}

/// A problem met while planning. Each one is delivered to
/// ``PlanDelegate/planer(_:errorWhenPlanning:)`` and recorded in ``LayoutScheme/errors``;
/// the plan goes on without the element concerned.
///
/// ```swift
/// let log = PlanLog()
/// orphan.plan.top(.equal, to: .parent).apply(withDelegate: log)
/// log.errors.first?.description
/// // "Draftsman: `top` of view 'orphan' relates to .parent, but the view has no superview
/// //  and the delegate supplied none (planned at App/Home.swift:12); the constraint was not created."
/// ```
public enum DraftsmanError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `.parent`, `.safeArea`, `.keyboard` or `.keyboardSafeArea` was used on a view with no
    /// superview, and ``PlanDelegate/planer(viewHaveNoSuperview:)`` supplied none.
    case missingSuperview(view: String, attribute: String, relation: AnonymousRelation, source: PlanSource)
    /// `.previous` or `.previousSafeArea` was used on a view with no previous sibling in the plan.
    case missingPreviousView(view: String, attribute: String, relation: AnonymousRelation, source: PlanSource)
    /// A view was inserted into itself or into one of its own descendants; it was skipped.
    case insertionCycle(view: String, into: String, source: PlanSource)
    /// A controller's view was inserted into a view that no controller owns, and
    /// ``PlanDelegate/planer(neededViewControllerFor:)`` supplied none: the view was inserted
    /// without child containment.
    case missingParentViewController(viewController: String, into: String, source: PlanSource)
    /// A controller's view was inserted under a controller that the inserted one contains (or
    /// that is itself): the view was inserted without child containment.
    case viewControllerCycle(viewController: String, into: String, source: PlanSource)
    /// The engine refused to activate a planned constraint (for example: its items share no
    /// common ancestor). `reason` is the engine's own description.
    case activationFailed(constraint: String, reason: String, source: PlanSource?)

    /// Where the failing element was written, when known.
    ///
    /// ```swift
    /// error.source?.line
    /// ```
    public var source: PlanSource? {
        switch self {
        case .missingSuperview(_, _, _, let s), .missingPreviousView(_, _, _, let s), .insertionCycle(_, _, let s),
             .missingParentViewController(_, _, let s), .viewControllerCycle(_, _, let s):
            return s
        case .activationFailed(_, _, let s):
            return s
        }
    }

    /// A readable explanation naming the view, the anchor and the source location.
    public var description: String {
        switch self {
        case let .missingSuperview(view, attribute, relation, source):
            return "Draftsman: `\(attribute)` of view '\(view)' relates to \(relation), but the view has no superview "
                + "and the delegate supplied none (planned at \(source)); the constraint was not created."
        case let .missingPreviousView(view, attribute, relation, source):
            return "Draftsman: `\(attribute)` of view '\(view)' relates to \(relation), but no view was planned "
                + "before it in the same parent (planned at \(source)); the constraint was not created."
        case let .insertionCycle(view, into, source):
            return "Draftsman: cannot insert view '\(view)' into '\(into)': '\(into)' is '\(view)' itself or "
                + "inside it (planned at \(source)); the view was skipped."
        case let .missingParentViewController(viewController, into, source):
            return "Draftsman: view controller '\(viewController)' was inserted into view '\(into)', which no view "
                + "controller owns, and the delegate supplied none (planned at \(source)); its view was inserted "
                + "without child containment."
        case let .viewControllerCycle(viewController, into, source):
            return "Draftsman: view controller '\(viewController)' cannot become a child of '\(into)': '\(into)' is "
                + "'\(viewController)' itself or one of its children (planned at \(source)); its view was inserted "
                + "without child containment."
        case let .activationFailed(constraint, reason, source):
            let at = source.map { " (planned at \($0))" } ?? ""
            return "Draftsman: the engine did not activate \(constraint)\(at): \(reason)"
        }
    }
}
