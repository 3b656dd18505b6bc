/// What one ``ViewLayout/layout()`` did to the engine.
///
/// ```swift
/// let pass = viewLayout.layout()
/// print(pass)   // "kept 294, activated 6, deactivated 6, constants updated 0"
/// ```
public struct LayoutPass: Sendable, Equatable, CustomStringConvertible {
    /// Constraints that were already active and stayed (same object, or an identical one).
    public var kept = 0
    /// Constraints newly activated.
    public var activated = 0
    /// Constraints deactivated because no layout wants them any more.
    public var deactivated = 0
    /// Active constraints whose constant was changed in place (same in every other respect).
    public var constantsUpdated = 0
    /// How many passes ran (more than 1 when `layout()` was called again during a pass).
    public var rounds = 0
    /// Problems the engine reported.
    public var errors: [RelayoutError] = []

    /// An empty report.
    ///
    /// ```swift
    /// LayoutPass().activated   // 0
    /// ```
    public init() {}

    /// Constraints the engine had to add or remove (activations plus deactivations).
    ///
    /// ```swift
    /// pass.touched == pass.activated + pass.deactivated
    /// ```
    public var touched: Int { activated + deactivated }

    /// `kept K, activated A, deactivated D, constants updated U`.
    public var description: String {
        "kept \(kept), activated \(activated), deactivated \(deactivated), constants updated \(constantsUpdated)"
    }

    mutating func add(_ other: LayoutPass) {
        kept = other.kept
        activated += other.activated
        deactivated += other.deactivated
        constantsUpdated += other.constantsUpdated
        rounds += other.rounds
        errors += other.errors
    }
}

/// A problem met by ``ViewLayout/layout()``.
///
/// ```swift
/// for error in viewLayout.layout().errors { print(error) }
/// ```
public enum RelayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The engine refused to activate a constraint; `reason` is its description.
    case activationFailed(constraint: String, reason: String)
    /// `layout()` kept being called from inside its own pass; after `rounds` passes the
    /// remaining request was dropped.
    case relayoutLoop(rounds: Int)

    /// A readable explanation.
    public var description: String {
        switch self {
        case let .activationFailed(constraint, reason):
            return "Relayout: the engine did not activate \(constraint): \(reason)"
        case let .relayoutLoop(rounds):
            return "Relayout: layout() was requested again during each of \(rounds) consecutive passes; "
                + "the last request was dropped to avoid an endless loop."
        }
    }
}
