import PlumbCore

/// Adding subviews with `|+|` and `|^|` (frontends.md §2.12).
enum MortarHierarchy {
    /// Adds the children (reversed for `|^|`) inside a deferred-activation region; a stack
    /// view parent gets them as arranged subviews, with their `m_customSpacingAfter`.
    static func add<Parent: View>(_ parent: Parent, reversed: Bool, _ children: () -> [View]) -> Parent {
        MortarDeferral.run {
            let views = children()
            for child in reversed ? views.reversed() : views { attach(child, to: parent) }
        }
        return parent
    }

    static func attach(_ child: View, to parent: View) {
        guard let stack = parent as? StackView else {
            parent.addSubview(child)
            return
        }
        stack.addArrangedSubview(child)
        if let spacing = MortarSideTable.customSpacingAfter.value(for: child) {
            stack.setCustomSpacing(spacing, after: child)
        }
    }
}

/// Adds a subview; returns the parent (so it nests inside array literals).
///
/// Constraints made while the right side is evaluated are activated when the outermost
/// hierarchy operator returns. A `StackView` parent gets an arranged subview.
///
/// ```swift
/// root |+| title
/// ```
@discardableResult
public func |+| <Parent: View>(lhs: Parent, rhs: @autoclosure () -> View) -> Parent {
    MortarHierarchy.add(lhs, reversed: false) { [rhs()] }
}

/// Adds subviews in order; returns the parent.
///
/// ```swift
/// self.view |+| [
///     backgroundView,
///     myCoolPanel |+| [nameLabel, nameField],
/// ]
/// ```
@discardableResult
public func |+| <Parent: View>(lhs: Parent, rhs: @autoclosure () -> [View]) -> Parent {
    MortarHierarchy.add(lhs, reversed: false, rhs)
}

/// Adds the subviews the builder lists, in order; the closure receives the parent.
///
/// ```swift
/// view |+| { view in
///     Label.create { $0.m_width |=| view }
/// }
/// ```
@discardableResult
public func |+| <Parent: View>(lhs: Parent, @MortarSubviewBuilder rhs: (Parent) -> [View]) -> Parent {
    MortarHierarchy.add(lhs, reversed: false) { rhs(lhs) }
}

/// Adds the subviews the builder lists, in order.
///
/// ```swift
/// root |+| { header; body }
/// ```
@discardableResult
public func |+| <Parent: View>(lhs: Parent, @MortarSubviewBuilder rhs: () -> [View]) -> Parent {
    MortarHierarchy.add(lhs, reversed: false, rhs)
}

/// Adds a subview (the same as `|+|` for one view); returns the parent.
///
/// ```swift
/// root |^| title
/// ```
@discardableResult
public func |^| <Parent: View>(lhs: Parent, rhs: @autoclosure () -> View) -> Parent {
    MortarHierarchy.add(lhs, reversed: true) { [rhs()] }
}

/// Adds subviews in reverse order, so the first element ends up on top.
///
/// ```swift
/// self.view |^| [
///     myCoolPanel |^| [nameField, nameLabel],   // added second: on top of backgroundView
///     backgroundView,
/// ]
/// ```
@discardableResult
public func |^| <Parent: View>(lhs: Parent, rhs: @autoclosure () -> [View]) -> Parent {
    MortarHierarchy.add(lhs, reversed: true, rhs)
}

/// Adds the subviews the builder lists in reverse order; the closure receives the parent.
///
/// ```swift
/// root |^| { root in overlay; content }
/// ```
@discardableResult
public func |^| <Parent: View>(lhs: Parent, @MortarSubviewBuilder rhs: (Parent) -> [View]) -> Parent {
    MortarHierarchy.add(lhs, reversed: true) { rhs(lhs) }
}

/// Adds the subviews the builder lists in reverse order.
///
/// ```swift
/// root |^| { overlay; content }
/// ```
@discardableResult
public func |^| <Parent: View>(lhs: Parent, @MortarSubviewBuilder rhs: () -> [View]) -> Parent {
    MortarHierarchy.add(lhs, reversed: true, rhs)
}
