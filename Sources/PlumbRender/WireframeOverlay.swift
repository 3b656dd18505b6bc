import Foundation

/// A rectangle drawn over a wireframe with a note — where a document recorded a view that the
/// layout put elsewhere, say — in the root's coordinates (top-left origin, as the views are
/// drawn). ``SVGRenderer`` and ``PNGRenderer`` draw overlays in magenta, dotted, labelled.
///
/// ```swift
/// var svg = SVGRenderer(title: "Cell.xib")
/// svg.overlays = [WireframeOverlay(rect: CGRect(x: 16, y: 12, width: 44, height: 44), label: "recorded 'icon'")]
/// ```
public struct WireframeOverlay: Hashable, Sendable {
    /// The rectangle, in the root's coordinates.
    public var rect: CGRect
    /// The note drawn at its top-left corner.
    public var label: String

    /// Creates an overlay.
    public init(rect: CGRect, label: String) {
        self.rect = rect
        self.label = label
    }
}
