import Foundation

extension View {
    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [LayoutGuide] { ownedGuides }

    /// Adds a guide to this view (removing it from its previous owner).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.systemKind == nil, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        ownedGuides.append(guide)
        guide.owningView = self
        setNeedsLayout()
    }

    /// Removes a guide and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var ancestor: View? = self
        while let a = ancestor {
            for c in a.installed where c.items.contains(where: { $0 === guide }) { c.deactivateNow() }
            ancestor = a.superview
        }
        ownedGuides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsLayout()
    }

    /// The part of the view not covered by the root's safe-area insets.
    ///
    /// ```swift
    /// title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    /// The view's bounds inset by its layout margins (measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is on).
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

    /// The part of the view the keyboard covers: its top follows the root's ``keyboardFrame``;
    /// with no keyboard shown, its top is the safe area's bottom.
    public var keyboardLayoutGuide: LayoutGuide { systemGuide(.keyboard) }

    /// The margins guide narrowed to a readable line length (at most 672 pt wide, centred).
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

    func systemGuide(_ kind: LayoutGuide.SystemKind) -> LayoutGuide {
        if let g = systemGuides[kind] { return g }
        let g = LayoutGuide(system: kind, owner: self)
        systemGuides[kind] = g
        return g
    }

    /// The system guides that exist, in a fixed order.
    var existingSystemGuides: [LayoutGuide] {
        LayoutGuide.SystemKind.allCases.compactMap { systemGuides[$0] }
    }
}
