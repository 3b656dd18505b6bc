import Foundation
import PlumbCore

/// How a view's solved frame is compared with the one a document recorded.
package struct RecordedFrame {
    /// The frame exactly as the document wrote it.
    package var frame: CGRect
    /// Frame minus alignment rect (top, left, bottom, right), in top-down terms.
    package var alignmentInsets: EdgeInsets
    /// Whether the document's frames put the origin at the bottom-left of the superview
    /// (macOS views under unflipped superviews).
    package var bottomLeftOrigin: Bool
    /// Whether constraints position the view (as opposed to autoresizing or being the root).
    package var isConstraintPositioned: Bool
    /// Whether the document marks the frame stale (IB's `misplaced="YES"`: the recorded frame is
    /// not what the view's constraints give, and Xcode shows a misplaced-view warning).
    package var isMarkedMisplaced: Bool = false
    /// Whether the document marks the view ambiguous (IB's `ambiguous="YES"`: Interface Builder
    /// found its position or size not determined, and Xcode lists it among the layout issues).
    package var isMarkedAmbiguous: Bool = false
}
