import Foundation
import PlumbCore

extension LayingOut {
    /// This layout only while `condition(root)` holds.
    ///
    /// ```swift
    /// let editingToolbar = toolbarLayout.when { _ in model.isEditing }
    /// ```
    public func when(_ condition: @escaping (View) -> Bool) -> ConditionalLayout {
        ConditionalLayout(condition: condition, layout: self)
    }

    /// This layout with identified constraints (see ``IdentifyingLayout``).
    ///
    /// ```swift
    /// let named = headerLayout.identified(by: "header", numbered: true)
    /// ```
    public func identified(by identifier: String, numbered: Bool = false) -> IdentifyingLayout {
        IdentifyingLayout(identifier: identifier, numbered: numbered, layout: self)
    }

    /// A ``ViewLayout`` applying this layout to `rootView`.
    ///
    /// ```swift
    /// let viewLayout = (headerLayout + bodyLayout).viewLayout(withRootView: root)
    /// viewLayout.layout()
    /// ```
    public func viewLayout(withRootView rootView: View) -> ViewLayout {
        ViewLayout(rootView: rootView, layout: self)
    }
}

// Trait shortcuts. The original declared these in a non-public extension, so clients could
// not call them; here they are public.
extension LayingOut {
    /// This layout only for the given idiom.
    ///
    /// ```swift
    /// padLayout.when(userInterfaceIdiom: .pad)
    /// ```
    public func when(userInterfaceIdiom: UserInterfaceIdiom) -> TraitCollectionLayout {
        TraitCollectionLayout(userInterfaceIdiom: userInterfaceIdiom, layout: self)
    }

    /// This layout only for the given display scale.
    ///
    /// ```swift
    /// hairlineLayout.when(displayScale: 3)
    /// ```
    public func when(displayScale: CGFloat) -> TraitCollectionLayout {
        TraitCollectionLayout(displayScale: displayScale, layout: self)
    }

    /// This layout only for the given horizontal size class.
    ///
    /// ```swift
    /// stackedLayout.when(horizontalSizeClass: .compact)
    /// ```
    public func when(horizontalSizeClass: UserInterfaceSizeClass) -> TraitCollectionLayout {
        TraitCollectionLayout(horizontalSizeClass: horizontalSizeClass, layout: self)
    }

    /// This layout only for the given vertical size class.
    ///
    /// ```swift
    /// landscapeLayout.when(verticalSizeClass: .compact)
    /// ```
    public func when(verticalSizeClass: UserInterfaceSizeClass) -> TraitCollectionLayout {
        TraitCollectionLayout(verticalSizeClass: verticalSizeClass, layout: self)
    }

    /// This layout only for the given pair of size classes.
    ///
    /// ```swift
    /// gridLayout.when(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    /// ```
    public func when(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass) -> TraitCollectionLayout {
        TraitCollectionLayout(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, layout: self)
    }

    /// This layout only on phones.
    ///
    /// ```swift
    /// compactLayout.whenPhone
    /// ```
    public var whenPhone: TraitCollectionLayout { when(userInterfaceIdiom: .phone) }
    /// This layout only on pads.
    ///
    /// ```swift
    /// splitLayout.whenPad
    /// ```
    public var whenPad: TraitCollectionLayout { when(userInterfaceIdiom: .pad) }
    /// This layout only on TVs.
    ///
    /// ```swift
    /// focusLayout.whenTV
    /// ```
    public var whenTV: TraitCollectionLayout { when(userInterfaceIdiom: .tv) }
    /// This layout only in CarPlay.
    ///
    /// ```swift
    /// carLayout.whenCarPlay
    /// ```
    public var whenCarPlay: TraitCollectionLayout { when(userInterfaceIdiom: .carPlay) }
    /// This layout only on Macs.
    ///
    /// ```swift
    /// desktopLayout.whenMac
    /// ```
    public var whenMac: TraitCollectionLayout { when(userInterfaceIdiom: .mac) }
    /// This layout only when horizontally compact.
    ///
    /// ```swift
    /// stackedLayout.whenHorizontallyCompact
    /// ```
    public var whenHorizontallyCompact: TraitCollectionLayout { when(horizontalSizeClass: .compact) }
    /// This layout only when horizontally regular.
    ///
    /// ```swift
    /// sideBySideLayout.whenHorizontallyRegular
    /// ```
    public var whenHorizontallyRegular: TraitCollectionLayout { when(horizontalSizeClass: .regular) }
    /// This layout only when vertically compact.
    ///
    /// ```swift
    /// landscapeLayout.whenVerticallyCompact
    /// ```
    public var whenVerticallyCompact: TraitCollectionLayout { when(verticalSizeClass: .compact) }
    /// This layout only when vertically regular.
    ///
    /// ```swift
    /// portraitLayout.whenVerticallyRegular
    /// ```
    public var whenVerticallyRegular: TraitCollectionLayout { when(verticalSizeClass: .regular) }
}
