import Foundation

/// A rectangle owned by a view that takes part in layout but draws nothing, as UIKit's
/// `UILayoutGuide`. Views come with system guides (safe area, margins, keyboard, readable
/// content); make your own for spacing and grouping.
///
/// ```swift
/// let gap = LayoutGuide(identifier: "gap")
/// root.addLayoutGuide(gap)
/// LayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
///     gap.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.1),
/// ])
/// ```
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// The guides every view has.
    enum SystemKind: String, Hashable, CaseIterable {
        case safeArea, layoutMargins, keyboard, readableContent
    }

    /// A name for dumps and diagnostics.
    public var identifier: String
    /// The view that owns the guide (cleared when that view goes away).
    public internal(set) unowned(unsafe) var owningView: View?
    let systemKind: SystemKind?
    var solvedFrame: CGRect = .zero
    let slot = LayoutSlot()

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init(identifier: String = "") {
        self.identifier = identifier
        self.systemKind = nil
    }

    init(system kind: SystemKind, owner: View) {
        self.identifier = kind.rawValue
        self.systemKind = kind
        self.owningView = owner
    }

    /// The guide's rectangle in the owning view's coordinates, after a layout pass.
    public var layoutFrame: CGRect { solvedFrame }

    /// The owning view.
    public var owningViewForLayout: View? { owningView }

    /// `root.safeArea`, `root/card.gap`.
    public var itemName: String {
        let own = identifier.isEmpty ? "guide\(owningView?.ownedGuides.firstIndex { $0 === self } ?? 0)" : identifier
        guard let owningView else { return own }
        return "\(owningView.itemName).\(own)"
    }

    /// `root.safeArea (0, 47, 375, 731)`.
    public var description: String {
        let f = solvedFrame
        return "\(itemName) (\(CanonicalNumber.format(f.minX)), \(CanonicalNumber.format(f.minY)), \(CanonicalNumber.format(f.width)), \(CanonicalNumber.format(f.height)))"
    }
}
