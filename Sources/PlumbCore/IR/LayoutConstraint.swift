import Foundation

/// One linear relation between attributes of two layout items:
/// `first.attribute  relation  multiplier × second.attribute + constant`, at a priority.
///
/// The same fields as UIKit's `NSLayoutConstraint`. A constraint does nothing until it is
/// active; activating it installs it on the nearest common ancestor of its items.
///
/// ```swift
/// let c = LayoutConstraint(item: title, attribute: .bottom, relatedBy: .equal,
///                          toItem: root, attribute: .bottom, multiplier: 1, constant: -20)
/// c.priority = .defaultLow
/// c.identifier = "title-bottom"
/// c.isActive = true
/// ```
public final class LayoutConstraint: CustomStringConvertible {
    /// The two axes of a layout.
    public enum Axis: Int, Sendable, CaseIterable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The item on the left-hand side.
    public var firstItem: any LayoutItem { firstStrong ?? (orphaned ? LayoutConstraint.deallocated() : firstUnowned) }
    /// The attribute of ``firstItem``.
    public let firstAttribute: LayoutAttribute
    /// How the sides relate.
    public let relation: LayoutRelation
    /// The item on the right-hand side, or `nil` for a constant constraint.
    public var secondItem: (any LayoutItem)? {
        guard hasSecondItem else { return nil }
        return secondStrong ?? (orphaned ? LayoutConstraint.deallocated() : secondUnowned ?? LayoutConstraint.deallocated())
    }

    // Items are held strongly, except an item the constraint is installed on, which is held
    // unowned so that a view and the constraints installed on it form no retain cycle. (Unowned,
    // not weak: weak references give every view a side table and slow down every retain.) A view
    // that dies while a constraint installed on it lives on marks the constraint `orphaned`.
    private var firstStrong: (any LayoutItem)?
    private unowned let firstUnowned: any LayoutItem
    private var secondStrong: (any LayoutItem)?
    private unowned let secondUnowned: (any LayoutItem)?
    /// Set by a dying view that held this constraint installed: its unowned item is gone.
    var orphaned = false
    /// Its place in the installed view's list (increasing with each install there), so
    /// deactivation finds it by binary search instead of a scan.
    var installSerial = 0
    private let hasSecondItem: Bool
    /// The attribute of ``secondItem`` (`.notAnAttribute` when there is none).
    public let secondAttribute: LayoutAttribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// Where the constraint was made.
    public let origin: ConstraintOrigin
    /// A problem found when the constraint was made (mixed axes, a position equal to a constant…);
    /// such a constraint refuses to activate.
    public var validationError: LayoutError? {
        guard let problem else { return nil }
        let text = "\(firstItem.itemName).\(firstAttribute) … \(secondItem.map { "\($0.itemName).\(secondAttribute)" } ?? "constant")"
        switch problem {
        case .nonFinite: return .nonFiniteValue(constraint: text, multiplier: multiplier, constant: constant)
        case let .invalid(reason): return .invalidAttributes(constraint: text, reason: reason)
        }
    }

    /// What is wrong with the constraint's shape, found cheaply at creation (no names built).
    private let problem: ValidationProblem?

    /// The constant added to the right-hand side. Changing it on an active constraint re-solves
    /// incrementally at the next layout pass.
    public var constant: CGFloat {
        didSet { if constant != oldValue { installedView?.noteConstraintChange(self) } }
    }

    /// A name shown in diagnostics.
    public var identifier: String?

    /// Whether this constraint is the one to give up when required constraints conflict: the
    /// engine adds such constraints after every other, so a conflict they complete breaks them
    /// rather than an earlier constraint (an importer sets it on the constraint a document's
    /// recorded frames show broken). Set before activation; no effect without a conflict.
    package var yieldsInConflict = false

    /// The view this constraint is installed on while active.
    public internal(set) unowned(unsafe) var installedView: View?

    /// The last activation or priority-change problem, if any.
    public internal(set) var lastError: LayoutError?

    private var storedPriority: LayoutPriority = .required

    /// The priority, 1 … 1000 (default required).
    ///
    /// As in UIKit, an active constraint cannot change between required and optional: such a
    /// change is refused (the old value stays) and reported in ``lastError``. Use
    /// ``setPriority(_:)`` to get the error thrown instead.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            do { try setPriority(newValue) } catch { lastError = error }
        }
    }

    /// Sets the priority, throwing when the change is not allowed.
    ///
    /// ```swift
    /// try c.setPriority(.defaultHigh)   // throws if c is active and required
    /// ```
    public func setPriority(_ newValue: LayoutPriority) throws(LayoutError) {
        guard newValue.isValid else { throw .invalidPriority(constraint: description, priority: newValue.rawValue) }
        if isActive, newValue.isRequired != storedPriority.isRequired {
            throw .illegalPriorityChange(constraint: description, from: storedPriority, to: newValue)
        }
        guard newValue != storedPriority else { return }
        storedPriority = newValue
        installedView?.noteConstraintChange(self)
    }

    /// Creates a constraint, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// ```swift
    /// LayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
    ///                  toItem: b, attribute: .width, multiplier: 0.5, constant: 0)
    /// ```
    public convenience init(
        item: any LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem secondItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        self.init(
            item: item, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondAttribute, multiplier: multiplier, constant: constant,
            origin: .source(fileID: "\(file)", line: Int(line)))
    }

    /// Creates a constraint with an explicit origin (importers and the engine use this).
    public init(
        item: any LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem secondItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, origin: ConstraintOrigin
    ) {
        self.firstStrong = item
        self.firstUnowned = item
        self.firstAttribute = firstAttribute
        self.relation = relation
        let second = secondAttribute == .notAnAttribute ? nil : secondItem
        self.secondStrong = second
        self.secondUnowned = second
        self.hasSecondItem = second != nil
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.origin = origin
        self.problem = LayoutConstraint.validate(firstAttribute, second != nil, self.secondAttribute, multiplier, constant)
    }

    /// Holds items weakly while installed on one of them (see the stored properties).
    func holdItems(weaklyFor host: View?) {
        guard !orphaned else { return }
        firstStrong = (host != nil && firstUnowned === host) ? nil : firstUnowned
        if let s = secondUnowned { secondStrong = (host != nil && s === host) ? nil : s }
    }

    /// A stand-in for an item that was deallocated while a constraint installed on it lived on.
    static func deallocated() -> any LayoutItem { LayoutGuide(identifier: "<deallocated>") }

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it;
    /// a refused activation leaves it inactive and sets ``lastError``.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { lastError = activate() } else { deactivateNow() }
        }
    }

    /// Activates every constraint; returns the problems of those that could not be activated.
    ///
    /// ```swift
    /// LayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.topAnchor)])
    /// ```
    @discardableResult
    public static func activate(_ constraints: [LayoutConstraint]) -> [LayoutError] {
        constraints.compactMap { c in
            let error = c.activate()
            c.lastError = error
            return error
        }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivateNow() }
    }

    /// `first.attr == second.attr × m + c @p`, with the identifier and origin.
    public var description: String {
        var text = expressionDescription
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text = "'\(identifier)' " + text }
        return "<\(text) (\(origin))>"
    }

    /// The relation alone: `root/title.top == root.top + 8`.
    public var expressionDescription: String {
        var text = "\(firstItem.itemName).\(firstAttribute) \(relation) "
        if let secondItem {
            text += "\(secondItem.itemName).\(secondAttribute)"
            if multiplier != 1 { text += " * \(CanonicalNumber.format(multiplier))" }
            if constant != 0 {
                text += constant < 0 ? " - \(CanonicalNumber.format(-constant))" : " + \(CanonicalNumber.format(constant))"
            }
        } else {
            text += CanonicalNumber.format(constant)
        }
        return text
    }
}
