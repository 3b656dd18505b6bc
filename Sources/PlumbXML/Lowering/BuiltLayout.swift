import Foundation
import PlumbCore

/// A ``LayoutSpec`` turned into a PlumbCore view tree with active constraints.
package struct BuiltLayout {
    package var root: View
    /// Every view in pre-order (root first).
    package var views: [BuiltView]
    /// The spec's constraints (including the importer's own), in spec order.
    package var constraints: [LayoutConstraint]
    /// Problems activation reported (no common ancestor, invalid constraints…).
    package var activationErrors: [LayoutError]
    /// The grid recorded frames are on, in document coordinates (``LayoutSpec/documentGrid``).
    package var documentGrid: CGFloat? = nil
    /// Scroll views' content layout guides by owner key: subviews' frames are in content
    /// coordinates, measured from the guide's origin.
    package var contentGuides: [String: LayoutGuide] = [:]
}
