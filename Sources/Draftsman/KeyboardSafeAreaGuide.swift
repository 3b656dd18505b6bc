import PlumbCore

/// The `.keyboardSafeArea` guide: the owning view's keyboard guide intersected with its
/// safe area (Clavier's "safe" variant, §3.5.1), built from the engine's own guides.
///
/// Installed once per view, lazily, as a ``PlumbCore/LayoutGuide`` with identifier
/// `draftsman.keyboardSafeArea`:
/// - required: `safe.top <= g.top <= g.bottom <= safe.bottom` and
///   `safe.left <= g.left <= g.right <= safe.right`;
/// - at priority 999: `g.top == kb.top`, `g.bottom == kb.bottom`, `g.left == kb.left`,
///   `g.right == kb.right`.
///
/// The solver then clamps the keyboard rectangle into the safe area. With the keyboard
/// hidden (the engine's keyboard guide is zero-height at the view's bottom) the guide is
/// zero-height at the bottom of the safe area, as in Clavier.
enum KeyboardSafeAreaGuide {
    static let identifier = "draftsman.keyboardSafeArea"
    /// Above every automatic Draftsman priority (at most 998).
    static let pullPriority: LayoutPriority = 999

    static func guide(of view: View) -> LayoutGuide {
        if let existing = view.layoutGuides.first(where: { $0.identifier == identifier }) {
            return existing
        }
        let guide = LayoutGuide(identifier: identifier)
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        let keyboard = view.keyboardLayoutGuide
        var constraints = [
            guide.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
            guide.bottomAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
            safe.bottomAnchor.constraint(greaterThanOrEqualTo: guide.bottomAnchor),
            guide.leftAnchor.constraint(greaterThanOrEqualTo: safe.leftAnchor),
            guide.rightAnchor.constraint(greaterThanOrEqualTo: guide.leftAnchor),
            safe.rightAnchor.constraint(greaterThanOrEqualTo: guide.rightAnchor),
        ]
        let pulls = [
            guide.topAnchor.constraint(equalTo: keyboard.topAnchor),
            guide.bottomAnchor.constraint(equalTo: keyboard.bottomAnchor),
            guide.leftAnchor.constraint(equalTo: keyboard.leftAnchor),
            guide.rightAnchor.constraint(equalTo: keyboard.rightAnchor),
        ]
        for pull in pulls { pull.priority = pullPriority }
        constraints += pulls
        for constraint in constraints { constraint.identifier = identifier }
        LayoutConstraint.activate(constraints)
        return guide
    }
}
