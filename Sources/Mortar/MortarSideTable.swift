import Foundation
import PlumbCore

/// Per-view values Mortar attaches to views it does not own (`m_customSpacingAfter`).
///
/// The core `View` has no storage for frontends, so the values live here: a lock-protected
/// table keyed by object identity that holds the view weakly and drops entries whose view has
/// gone.
final class MortarSideTable: @unchecked Sendable {
    static let customSpacingAfter = MortarSideTable()

    private struct Entry {
        weak var view: View?
        var value: CGFloat
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value(for view: View) -> CGFloat? {
        lock.lock(); defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
        return entry.value
    }

    func set(_ value: CGFloat?, for view: View) {
        lock.lock(); defer { lock.unlock() }
        entries = entries.filter { $0.value.view != nil }
        entries[ObjectIdentifier(view)] = value.map { Entry(view: view, value: $0) }
    }
}
