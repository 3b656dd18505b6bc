import Foundation
import PlumbCore

/// Where Mortar's typed errors go when a statement is refused.
///
/// Every error is recorded on the returned ``MortarConstraint`` and then delivered, in order of
/// preference, to the innermost ``collecting(_:)`` scope of the current task, to the hook set with
/// ``install(hook:)``, or else written to standard error (as UIKit logs broken constraints).
/// Nothing traps.
///
/// ```swift
/// let (_, errors) = MortarDiagnostics.collecting {
///     [v1, v2] |=| [w1]
/// }
/// errors   // [.arrayLengthMismatch(targets: 2, sources: 1)]
/// ```
public enum MortarDiagnostics {
    @TaskLocal static var collector: MortarErrorCollector?

    private static let hookBox = MortarHookBox()

    /// Runs `body`, collecting every Mortar error reported inside it (in this task) instead of
    /// passing it on. Nested scopes collect separately.
    ///
    /// ```swift
    /// let (constraint, errors) = MortarDiagnostics.collecting { v.m_size |=| (1, 2, 3, 4) }
    /// ```
    public static func collecting<R>(_ body: () throws -> R) rethrows -> (result: R, errors: [MortarError]) {
        let box = MortarErrorCollector()
        let result = try $collector.withValue(box) { try body() }
        return (result, box.errors)
    }

    /// Sets (or with `nil` removes) the process-wide hook that receives errors reported outside a
    /// ``collecting(_:)`` scope. The hook replaces the default of writing to standard error.
    ///
    /// ```swift
    /// MortarDiagnostics.install { error in logger.error("\(error)") }
    /// ```
    public static func install(hook: (@Sendable (MortarError) -> Void)?) {
        hookBox.set(hook)
    }

    /// Delivers `error` (made by the statement at `origin`) to the current destination.
    package static func report(_ error: MortarError, origin: ConstraintOrigin) {
        if let collector {
            collector.append(error)
        } else if let hook = hookBox.get() {
            hook(error)
        } else {
            FileHandle.standardError.write(Data("Mortar: \(origin): \(error)\n".utf8))
        }
    }
}

/// A lock-protected list of errors, one per ``MortarDiagnostics/collecting(_:)`` scope.
final class MortarErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [MortarError] = []

    func append(_ error: MortarError) {
        lock.lock(); defer { lock.unlock() }
        stored.append(error)
    }

    var errors: [MortarError] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }
}

/// The lock-protected process-wide error hook.
final class MortarHookBox: @unchecked Sendable {
    private let lock = NSLock()
    private var hook: (@Sendable (MortarError) -> Void)?

    func set(_ newValue: (@Sendable (MortarError) -> Void)?) {
        lock.lock(); defer { lock.unlock() }
        hook = newValue
    }

    func get() -> (@Sendable (MortarError) -> Void)? {
        lock.lock(); defer { lock.unlock() }
        return hook
    }
}
