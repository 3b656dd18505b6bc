extension View {
    /// The active constraints installed on this view: those whose nearest common ancestor is this
    /// view (a constraint on one item is installed on that item), in activation order.
    ///
    /// ```swift
    /// root.constraints.count
    /// ```
    public var constraints: [LayoutConstraint] { installed }

    /// Activates a constraint (UIKit's legacy form; the constraint still installs on the nearest
    /// common ancestor of its items).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }
    /// Activates constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) { constraint.isActive = false }
    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }

    func install(_ c: LayoutConstraint) {
        nextInstallSerial += 1
        c.installSerial = nextInstallSerial
        installed.append(c)
        c.installedView = self
        c.holdItems(weaklyFor: self)
        noteConstraintChange(c)
    }

    func uninstall(_ c: LayoutConstraint) {
        // `installed` is sorted by serial: find the constraint by binary search.
        var low = 0, high = installed.count
        while low < high {
            let mid = (low + high) / 2
            if installed[mid].installSerial < c.installSerial { low = mid + 1 } else { high = mid }
        }
        if low < installed.count, installed[low] === c {
            installed.remove(at: low)
        } else {
            installed.removeAll { $0 === c }
        }
        c.installedView = nil
        c.holdItems(weaklyFor: nil)
        noteConstraintChange(c)
    }

    /// Queues a constraint whose activation, constant or priority changed: the next layout pass
    /// re-solves just that constraint when nothing structural changed.
    func noteConstraintChange(_ c: LayoutConstraint) {
        rootView.pendingConstraints.append(c)
    }
}
