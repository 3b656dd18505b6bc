import Foundation

/// Deferred activation (Mortar 2.x, frontends.md §2.12): while a `|+|`/`|^|` operator runs, the
/// statements made inside it (for example in `create { }` blocks of children that are not yet
/// in the hierarchy) are queued, and built and activated in order when the outermost operator
/// returns.
///
/// The region is found through a task-local value (the original used the thread dictionary), so
/// concurrent layouts on other tasks and threads never see it.
package enum MortarDeferral {
    @TaskLocal static var region: MortarDeferralRegion?

    /// Whether statements made here are deferred.
    package static var isDeferring: Bool { region?.isOpen ?? false }

    /// Builds and activates `constraint` now, or queues it in the current region.
    package static func submit(_ constraint: MortarConstraint) {
        if let region, region.enqueue(constraint) { return }
        constraint.materialize()
        constraint.settle()
    }

    /// Runs `body` inside a region: the outermost call opens one and, after `body`, builds
    /// and settles everything queued; nested calls join the open region.
    package static func run<R>(_ body: () throws -> R) rethrows -> R {
        if let region, region.isOpen { return try body() }
        let region = MortarDeferralRegion()
        let result = try $region.withValue(region) { try body() }
        let queued = region.close()
        for c in queued { c.materialize() }
        for c in queued { c.settle() }
        return result
    }
}

/// The queue of one deferred region. A task created inside the region inherits it; once the
/// region is closed, statements from such a task are built immediately instead.
final class MortarDeferralRegion: @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [MortarConstraint] = []
    private var open = true

    var isOpen: Bool {
        lock.lock(); defer { lock.unlock() }
        return open
    }

    func enqueue(_ c: MortarConstraint) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard open else { return false }
        queued.append(c)
        return true
    }

    func close() -> [MortarConstraint] {
        lock.lock(); defer { lock.unlock() }
        open = false
        return queued
    }
}
