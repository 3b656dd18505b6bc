import Foundation

extension IBParser {
    /// The frame IB recorded for a view: `<rect key="frame">`, or the `<frame key="frameInset">`
    /// that documents saved by Xcode 8.0 (toolsVersion 11xxx) wrote instead — `minX`, `minY`,
    /// `width` and `height`, each 0 when left out. A frame inset measured from the superview's
    /// far edges (`maxX`, `maxY`) is not read: the view then has no recorded frame.
    mutating func recordedFrame(_ element: XMLTreeElement) -> CGRect? {
        if let rect = element.child(named: "rect", key: "frame") {
            return frame(rect, x: "x", y: "y")
        }
        guard let inset = element.child(named: "frame", key: "frameInset"),
              inset["maxX"] == nil, inset["maxY"] == nil else { return nil }
        return frame(inset, x: "minX", y: "minY")
    }

    /// The rect an element's `x`/`y` (named as given), `width` and `height` describe; a missing
    /// number is 0.
    private mutating func frame(_ element: XMLTreeElement, x: String, y: String) -> CGRect {
        CGRect(x: number(element, x) ?? 0, y: number(element, y) ?? 0,
               width: number(element, "width") ?? 0, height: number(element, "height") ?? 0)
    }
}
