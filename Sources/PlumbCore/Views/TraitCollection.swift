import Foundation

/// A size class: how much room an axis has, as UIKit's `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not set: inherited, or matches anything.
    case unspecified
    /// Little room (iPhone portrait width).
    case compact
    /// Plenty of room (iPad).
    case regular
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// Not set.
    case unspecified
    /// A phone.
    case phone
    /// A tablet.
    case pad
    /// A television.
    case tv
    /// A car display.
    case carPlay
    /// A Mac.
    case mac
}

/// The environment a layout adapts to: size classes, idiom, scale, layout direction.
///
/// Set one on a view (usually the root); unspecified fields are inherited from the superview.
///
/// ```swift
/// root.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
/// child.traitCollection.horizontalSizeClass   // .compact (inherited)
/// TraitCollection(horizontalSizeClass: .compact).containsTraits(in: .init(horizontalSizeClass: .compact)) // true
/// ```
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The device idiom.
    public var userInterfaceIdiom: UserInterfaceIdiom
    /// Points to pixels; 0 means unspecified.
    public var displayScale: CGFloat
    /// The layout direction, or `nil` when unspecified.
    public var layoutDirection: UserInterfaceLayoutDirection?

    /// Creates a trait collection; every field defaults to unspecified.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified,
        displayScale: CGFloat = 0,
        layoutDirection: UserInterfaceLayoutDirection? = nil
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }

    /// Only a horizontal size class: `TraitCollection(horizontalSizeClass: .regular)`.
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified) }
    /// Only a vertical size class.
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass) }
    /// Only an idiom.
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom) }
    /// Only a display scale.
    public init(displayScale: CGFloat) { self.init(horizontalSizeClass: .unspecified, displayScale: displayScale) }

    /// Combines collections: later ones' specified fields win, as `init(traitsFrom:)`.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for c in collections { self = self.overlaid(with: c) }
    }

    /// Every field unspecified.
    public static let unspecified = TraitCollection()

    /// Whether every specified field of `other` has the same value here (unspecified fields of
    /// `other` match anything), as UIKit's `containsTraits(in:)`.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        if other.horizontalSizeClass != .unspecified, other.horizontalSizeClass != horizontalSizeClass { return false }
        if other.verticalSizeClass != .unspecified, other.verticalSizeClass != verticalSizeClass { return false }
        if other.userInterfaceIdiom != .unspecified, other.userInterfaceIdiom != userInterfaceIdiom { return false }
        if other.displayScale != 0, other.displayScale != displayScale { return false }
        if let d = other.layoutDirection, d != layoutDirection { return false }
        return true
    }

    /// These traits with `other`'s specified fields on top.
    public func overlaid(with other: TraitCollection) -> TraitCollection {
        var r = self
        if other.horizontalSizeClass != .unspecified { r.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { r.verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != .unspecified { r.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.displayScale != 0 { r.displayScale = other.displayScale }
        if let d = other.layoutDirection { r.layoutDirection = d }
        return r
    }

    /// `(h: compact, v: regular, idiom: phone, scale: 3)`.
    public var description: String {
        "(h: \(horizontalSizeClass), v: \(verticalSizeClass), idiom: \(userInterfaceIdiom), scale: \(CanonicalNumber.format(displayScale)))"
    }
}
