/// A view (or one of its guides) named by its place in the plan instead of by reference.
///
/// | case | resolves to |
/// |---|---|
/// | `.parent` | the superview |
/// | `.safeArea` | the superview's `safeAreaLayoutGuide` |
/// | `.myself` | the planned view itself |
/// | `.mySafeArea` | the planned view's own `safeAreaLayoutGuide` |
/// | `.previous` | the view planned just before, in the same parent |
/// | `.previousSafeArea` | that view's `safeAreaLayoutGuide` |
/// | `.keyboard` | the superview's `keyboardLayoutGuide` |
/// | `.keyboardSafeArea` | the superview's keyboard guide intersected with its safe area |
///
/// When the view needed is missing (no superview, no previous view) the constraint is not
/// created and a ``DraftsmanError`` goes to the plan's ``PlanDelegate``.
///
/// ```swift
/// footer.plan
///     .bottom(.equal, to: .top(of: .keyboard))
///     .horizontal(.equalTo(8), to: .safeArea)
/// ```
public enum AnonymousRelation: Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// The superview.
    case parent
    /// The superview's safe-area guide.
    case safeArea
    /// The planned view itself.
    case myself
    /// The planned view's own safe-area guide.
    case mySafeArea
    /// The previous sibling planned in the same parent.
    case previous
    /// The previous sibling's safe-area guide.
    case previousSafeArea
    /// The superview's keyboard guide.
    case keyboard
    /// The superview's keyboard guide intersected with its safe area.
    case keyboardSafeArea

    /// True for the relations that resolve to a view's own anchors (parent, myself, previous).
    ///
    /// ```swift
    /// AnonymousRelation.parent.isView     // true
    /// AnonymousRelation.safeArea.isView   // false
    /// ```
    public var isView: Bool {
        switch self {
        case .parent, .myself, .previous: return true
        default: return false
        }
    }

    /// True for the safe-area relations.
    ///
    /// ```swift
    /// AnonymousRelation.mySafeArea.isSafeArea  // true
    /// ```
    public var isSafeArea: Bool {
        switch self {
        case .safeArea, .mySafeArea, .previousSafeArea: return true
        default: return false
        }
    }

    /// True for the keyboard relations.
    ///
    /// ```swift
    /// AnonymousRelation.keyboardSafeArea.isKeyboard  // true
    /// ```
    public var isKeyboard: Bool {
        self == .keyboard || self == .keyboardSafeArea
    }

    /// The Swift spelling, e.g. `.parent`.
    ///
    /// ```swift
    /// "\(AnonymousRelation.previous)"  // ".previous"
    /// ```
    public var description: String {
        switch self {
        case .parent: return ".parent"
        case .safeArea: return ".safeArea"
        case .myself: return ".myself"
        case .mySafeArea: return ".mySafeArea"
        case .previous: return ".previous"
        case .previousSafeArea: return ".previousSafeArea"
        case .keyboard: return ".keyboard"
        case .keyboardSafeArea: return ".keyboardSafeArea"
        }
    }
}
