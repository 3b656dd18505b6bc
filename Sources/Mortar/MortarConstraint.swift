import PlumbCore

/// What a Mortar statement returns: the core constraints it made (one per component), already
/// active unless you say otherwise.
///
/// Inside a `|+|`/`|^|` region the constraints are built and activated when the outermost
/// hierarchy operator finishes (Mortar 2.x); until then ``layoutConstraints`` is empty and
/// ``activate()``, ``deactivate()``, ``replace(with:)``, ``changePriority(to:)`` and `~~` record
/// what you asked for, which the final pass honours (the original undid them, frontends.md §6.1 #1).
///
/// ```swift
/// let c = view1.m_top |=| view2.m_bottom
/// c.layoutConstraints.count       // 1
/// c.deactivate()
/// c.activate()
/// ```
public final class MortarConstraint {
    /// The core constraints, in component order.
    public private(set) var layoutConstraints: [LayoutConstraint] = []
    /// Every problem with this statement: refusals (no constraints were made) and later
    /// activation or priority-change failures.
    public private(set) var errors: [MortarError] = []
    /// Where the statement was written, as far as Mortar can know (see ``MortarSource``).
    public let origin: ConstraintOrigin

    private var builder: ((inout MortarBuild) -> Void)?
    private var wantsActive = true
    private var pendingPriority: LayoutPriority?
    private var guides: [LayoutGuide] = []
    private weak var guideOwner: View?

    /// A statement whose constraints `builder` makes (now, or when a deferred region ends).
    package init(origin: ConstraintOrigin, errors: [MortarError] = [], builder: @escaping (inout MortarBuild) -> Void) {
        self.origin = origin
        self.builder = builder
        for error in errors { record(error) }
    }

    /// A statement made of `plans`; with `errors` it makes nothing.
    package convenience init(origin: ConstraintOrigin, plans: [MortarPlan], errors: [MortarError]) {
        let accepted = errors.isEmpty ? plans : []
        self.init(origin: origin, errors: errors) { build in build.add(accepted, origin: origin) }
    }

    /// Whether every constraint is active (false while a deferred region has not ended).
    public var isActive: Bool {
        builder == nil && !layoutConstraints.isEmpty && layoutConstraints.allSatisfy(\.isActive)
    }

    /// Whether the statement waits for the end of a `|+|`/`|^|` region to be built.
    public var isPending: Bool { builder != nil }

    /// The spacer guides a MortarVFL statement made (owned by the statement's common ancestor
    /// while the statement is active).
    public var layoutGuides: [LayoutGuide] { guides }

    /// Activates the constraints (and re-adds the statement's spacer guides).
    ///
    /// ```swift
    /// let c = view1 |=| view2 ~~ .deactivated
    /// c.activate()
    /// ```
    @discardableResult
    public func activate() -> Self {
        wantsActive = true
        if builder == nil { activateNow() }
        return self
    }

    /// Deactivates the constraints (and removes the statement's spacer guides).
    ///
    /// ```swift
    /// c.deactivate()
    /// ```
    @discardableResult
    public func deactivate() -> Self {
        wantsActive = false
        guard builder == nil else { return self }
        LayoutConstraint.deactivate(layoutConstraints)
        if let owner = guideOwner {
            for guide in guides where guide.owningView === owner { owner.removeLayoutGuide(guide) }
        }
        return self
    }

    /// Deactivates this statement and activates `other`; returns `other`.
    ///
    /// ```swift
    /// let c1 = view1.m_sides |=| view2
    /// let c2 = view1.m_width |=| view2 ~~ .deactivated
    /// c1.replace(with: c2)
    /// ```
    @discardableResult
    public func replace(with other: MortarConstraint) -> MortarConstraint {
        deactivate()
        return other.activate()
    }

    /// Sets the priority of every constraint.
    ///
    /// A change between required and optional on an active constraint is refused by the engine
    /// (as UIKit): the old priority stays and ``MortarError/layout(_:)`` with
    /// `illegalPriorityChange` is recorded and reported.
    ///
    /// ```swift
    /// let c = view1 |=| view2 ! .low
    /// c.changePriority(to: .high)
    /// ```
    @discardableResult
    public func changePriority(to priority: some MortarPriorityConvertible) -> Self {
        let value = priority.mortarPriority
        guard builder == nil else {
            pendingPriority = value
            return self
        }
        for constraint in layoutConstraints {
            do { try constraint.setPriority(value) } catch { record(Self.mortarError(error, priority: value)) }
        }
        return self
    }

    // MARK: Package interface (deferral, MortarVFL)

    /// Builds the constraints if they are not built yet.
    package func materialize() {
        guard let builder else { return }
        self.builder = nil
        var build = MortarBuild()
        builder(&build)
        layoutConstraints = build.constraints
        guides = build.guides
        guideOwner = build.guideOwner
        for error in build.errors { record(error) }
        if let pendingPriority {
            self.pendingPriority = nil
            changePriority(to: pendingPriority)
        }
    }

    /// Activates now if the statement wants to be active (the end of a deferred region).
    package func settle() {
        if wantsActive { activateNow() } else { deactivate() }
    }

    /// Appends `error` and reports it through ``MortarDiagnostics``.
    package func record(_ error: MortarError) {
        errors.append(error)
        MortarDiagnostics.report(error, origin: origin)
    }

    private func activateNow() {
        if let owner = guideOwner {
            for guide in guides where guide.owningView == nil { owner.addLayoutGuide(guide) }
        }
        for error in LayoutConstraint.activate(layoutConstraints) { record(.layout(error)) }
    }

    package static func mortarError(_ error: any Error, priority: LayoutPriority) -> MortarError {
        if let layoutError = error as? LayoutError {
            if case .invalidPriority = layoutError { return .invalidPriority(priority.rawValue) }
            return .layout(layoutError)
        }
        return .invalidPriority(priority.rawValue)
    }
}
