import Foundation
import PlumbCore

/// A layout used only while the root view's (inherited) `TraitCollection`
/// contains the given traits. Traits left out (or `nil`) match anything.
///
/// ```swift
/// root.traitCollection = TraitCollection(horizontalSizeClass: .compact)
/// let compact = TraitCollectionLayout(horizontalSizeClass: .compact, layout: stackedLayout)
/// let regular = TraitCollectionLayout(horizontalSizeClass: .regular, layout: sideBySideLayout)
/// ViewLayout(rootView: root, layouts: [compact, regular]).layout()
/// ```
public struct TraitCollectionLayout: LayingOut {
    /// The traits the root must contain.
    public let matching: TraitCollection
    /// The layout used when they match.
    public let layout: any LayingOut

    /// `layout` when `root.traitCollection.containsTraits(in: matching)`.
    ///
    /// ```swift
    /// TraitCollectionLayout(matching: TraitCollection(userInterfaceIdiom: .pad), layout: padLayout)
    /// ```
    public init(matching: TraitCollection, layout: any LayingOut) {
        self.matching = matching
        self.layout = layout
    }

    /// `layout` when every given trait matches the root's.
    ///
    /// ```swift
    /// TraitCollectionLayout(userInterfaceIdiom: .phone, verticalSizeClass: .compact, layout: landscapePhone)
    /// ```
    public init(userInterfaceIdiom: UserInterfaceIdiom? = nil, displayScale: CGFloat? = nil,
                horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
                layout: any LayingOut) {
        var traits: [TraitCollection] = []
        if let userInterfaceIdiom { traits.append(TraitCollection(userInterfaceIdiom: userInterfaceIdiom)) }
        if let displayScale { traits.append(TraitCollection(displayScale: displayScale)) }
        if let horizontalSizeClass { traits.append(TraitCollection(horizontalSizeClass: horizontalSizeClass)) }
        if let verticalSizeClass { traits.append(TraitCollection(verticalSizeClass: verticalSizeClass)) }
        self.init(matching: TraitCollection(traitsFrom: traits), layout: layout)
    }

    /// The layout's constraints when the traits match, else none.
    public func constraints(in view: View) -> [LayoutConstraint] {
        view.traitCollection.containsTraits(in: matching) ? layout.constraints(in: view) : []
    }
}
