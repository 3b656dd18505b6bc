import PlumbCore

/// Defaults applied to Mortar constraints that carry no explicit `!` priority.
///
/// The base is `.required` (1000), as Mortar 1.1+ and Apple's own constraint methods.
/// `push`/`pop` change it for a stretch of code; `set(base:)` replaces it.
///
/// **Concurrency.** The seed's API is process-wide by design. Plumb keeps it and makes it safe:
/// the process-wide state sits behind a lock. Because process-wide state makes parallel code
/// (and parallel tests) interfere, ``scoped(_:)`` gives the current task its own isolated
/// defaults through a *task-local* value: inside it, `set`, `push`, `pop` and
/// ``compatibility`` affect only that task and its child tasks. An unbalanced `pop` throws
/// ``MortarError/unbalancedPop(location:)``; a scope that ends with pushes left over throws
/// ``MortarError/unbalancedPush(depth:pushedAt:)``.
///
/// ```swift
/// try MortarDefault.scoped {
///     MortarDefault.priority.push(.low)
///     v1 |=| v2                          // priority 250
///     try MortarDefault.priority.pop()
/// }
/// ```
public enum MortarDefault: Sendable {
    /// The default constraint priority.
    case priority

    /// Replaces the base priority used when nothing is pushed.
    ///
    /// An invalid priority (outside (0, 1000]) is reported and ignored.
    ///
    /// ```swift
    /// MortarDefault.priority.set(base: .medium)
    /// ```
    public func set(base: some MortarPriorityConvertible) {
        let value = base.mortarPriority
        guard value.isValid else { return Self.reportInvalid(value) }
        MortarDefaultsContext.current.setBase(value)
    }

    /// Makes `priority` the default until the matching ``pop(file:line:)``.
    ///
    /// An invalid priority is reported and the current default is pushed instead, so pushes and
    /// pops stay balanced.
    ///
    /// ```swift
    /// MortarDefault.priority.push(.low)
    /// ```
    public func push(_ priority: some MortarPriorityConvertible, file: StaticString = #fileID, line: UInt = #line) {
        let context = MortarDefaultsContext.current
        var value = priority.mortarPriority
        if !value.isValid {
            Self.reportInvalid(value)
            value = context.priority
        }
        context.push(value, location: "\(file):\(line)")
    }

    /// Removes the most recent push.
    ///
    /// ```swift
    /// try MortarDefault.priority.pop()
    /// ```
    /// - Throws: ``MortarError/unbalancedPop(location:)`` when nothing is pushed.
    public func pop(file: StaticString = #fileID, line: UInt = #line) throws(MortarError) {
        guard MortarDefaultsContext.current.pop() else { throw .unbalancedPop(location: "\(file):\(line)") }
    }

    /// The priority a constraint made now without `!` gets: the top of the stack, else the base.
    ///
    /// ```swift
    /// MortarDefault.priority.current()   // 1000
    /// ```
    public func current() -> LayoutPriority { MortarDefaultsContext.current.priority }

    /// The base priority (ignoring pushes).
    public var base: LayoutPriority { MortarDefaultsContext.current.basePriority }

    /// How many pushes are outstanding.
    public var depth: Int { MortarDefaultsContext.current.depth }

    /// Which Mortar release the composites and `~` follow here (default ``MortarCompatibility/mortar2``).
    ///
    /// ```swift
    /// MortarDefault.compatibility = .mortar1   // process-wide, or scope-wide inside scoped { }
    /// ```
    public static var compatibility: MortarCompatibility {
        get { MortarDefaultsContext.current.compatibility }
        set { MortarDefaultsContext.current.compatibility = newValue }
    }

    /// Runs `body` with defaults of its own, isolated from other tasks and threads.
    ///
    /// The scope starts from the defaults in effect (the current priority becomes its base, the
    /// compatibility mode is copied) with an empty stack; whatever `body` sets or pushes ends
    /// with the scope. Use it around layout code that changes defaults, and in tests.
    ///
    /// ```swift
    /// try MortarDefault.scoped {
    ///     MortarDefault.priority.set(base: .high)
    ///     v1 |=| v2                 // 750, only here
    /// }
    /// ```
    /// - Throws: the error `body` throws, or ``MortarError/unbalancedPush(depth:pushedAt:)`` when
    ///   `body` left pushes on the stack.
    public static func scoped<R>(_ body: () throws -> R) throws -> R {
        let outer = MortarDefaultsContext.current
        let context = MortarDefaultsContext(base: outer.priority, compatibility: outer.compatibility)
        let result = try MortarDefaultsContext.$scoped.withValue(context) { try body() }
        if context.depth > 0 {
            throw MortarError.unbalancedPush(depth: context.depth, pushedAt: context.pushLocations)
        }
        return result
    }

    private static func reportInvalid(_ value: LayoutPriority) {
        MortarDiagnostics.report(.invalidPriority(value.rawValue), origin: MortarSource.origin(for: "MortarDefault"))
    }
}
