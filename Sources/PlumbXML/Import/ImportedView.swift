import Foundation
import PlumbCore

/// One view of an imported layout: the PlumbCore view, the document's id for it, and the frame
/// the document recorded (Interface Builder files record one for every view).
///
/// ```swift
/// for view in layout.views where view.isConstraintPositioned {
///     print(view.objectID ?? "-", view.path, view.recordedFrame!, layout.solvedFrame(of: view))
/// }
/// ```
public struct ImportedView {
    /// The IB object id or dialect id.
    public let objectID: String?
    /// The view's path in the tree, as dumps and the canonical IR name it.
    public var path: String { view.itemName }
    /// The PlumbCore view.
    public let view: View
    /// Where the document declares the view.
    public let location: SourceLocation?
    /// The frame the document recorded, in its own convention (superview coordinates; macOS
    /// documents put the origin at the bottom-left of unflipped superviews).
    public let recordedFrame: CGRect?
    /// Whether constraints position the view (not the root, not autoresizing).
    public let isConstraintPositioned: Bool
    /// Whether the document says the recorded frame is stale (Interface Builder's
    /// `misplaced="YES"`); such frames are reported, not compared.
    public let isMarkedMisplaced: Bool
    /// Whether the document marks the view ambiguous (Interface Builder's `ambiguous="YES"`).
    public var isMarkedAmbiguous: Bool = false
    /// Frame minus alignment rect, top-down (the PlumbCore view is the alignment rect).
    public let alignmentInsets: EdgeInsets
    /// Whether the document's frames put the origin at the bottom-left of the superview.
    public let bottomLeftOrigin: Bool
    let key: String
    let parentKey: String?
}
