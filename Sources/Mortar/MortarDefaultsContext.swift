import Foundation
import PlumbCore

/// The state behind ``MortarDefault``: a base priority, a push/pop stack and the compatibility
/// mode. One process-wide instance, plus one per ``MortarDefault/scoped(_:)`` scope, found
/// through a task-local. Every access takes the instance's lock.
final class MortarDefaultsContext: @unchecked Sendable {
    /// The process-wide defaults (used outside any scope).
    static let global = MortarDefaultsContext(base: .required, compatibility: .mortar2)

    /// The defaults of the innermost ``MortarDefault/scoped(_:)`` scope of this task.
    @TaskLocal static var scoped: MortarDefaultsContext?

    /// The defaults in effect here.
    static var current: MortarDefaultsContext { scoped ?? global }

    private let lock = NSLock()
    private var base: LayoutPriority
    private var stack: [(priority: LayoutPriority, location: String)] = []
    private var mode: MortarCompatibility

    init(base: LayoutPriority, compatibility: MortarCompatibility) {
        self.base = base
        self.mode = compatibility
    }

    private func locked<R>(_ body: () -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        return body()
    }

    var priority: LayoutPriority { locked { stack.last?.priority ?? base } }
    var basePriority: LayoutPriority { locked { base } }
    var depth: Int { locked { stack.count } }
    var pushLocations: [String] { locked { stack.map(\.location) } }

    var compatibility: MortarCompatibility {
        get { locked { mode } }
        set { locked { mode = newValue } }
    }

    func setBase(_ priority: LayoutPriority) { locked { base = priority } }

    func push(_ priority: LayoutPriority, location: String) { locked { stack.append((priority, location)) } }

    func pop() -> Bool {
        locked {
            guard !stack.isEmpty else { return false }
            stack.removeLast()
            return true
        }
    }
}
