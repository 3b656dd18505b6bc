import Foundation
import PlumbCore

extension ImportedLayout {
    /// Where the document recorded each view, as the view's alignment rect in the root's
    /// coordinates (top-left origin) — the terms in which the layout's own views are drawn — placed
    /// in the superview as it was solved, so a picture shows exactly the difference `check`
    /// reports. Nil for views without a recorded frame and for the root.
    ///
    /// ```swift
    /// for (view, rect) in zip(layout.views, layout.recordedRects()) where rect != nil { print(view.path, rect!) }
    /// ```
    public func recordedRects() -> [CGRect?] {
        layoutIfNeeded()
        let absolute = absoluteFrames()
        return views.map { view in
            guard var frame = view.recordedFrame, let parentKey = view.parentKey, let parent = absolute[parentKey] else { return nil }
            if view.bottomLeftOrigin { frame.origin.y = parent.height - frame.minY - frame.height }
            // A scroll view's subviews are recorded in content coordinates.
            if let content = contentGuides[parentKey]?.layoutFrame.origin {
                frame.origin = CGPoint(x: frame.minX + content.x, y: frame.minY + content.y)
            }
            let insets = view.alignmentInsets
            return CGRect(x: parent.minX + frame.minX + insets.left, y: parent.minY + frame.minY + insets.top,
                          width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        }
    }
}
