import Foundation

extension IBParser {
    /// The frame IB recorded for a view: `<rect key="frame">`, or the `<frame key="frameInset">`
    /// that documents saved by Xcode 8.0 (toolsVersion 11xxx) wrote instead — `minX`, `minY`,
    /// `width` and `height`, each 0 when left out. A frame inset measured from the superview's
    /// far edges (`maxX`, `maxY`) is not read: the view then has no recorded frame.
    mutating func recordedFrame(_ element: XMLTreeElement) -> CGRect? {
        if let rect = element.child(named: "rect", key: "frame") {
            let x = number(rect, "x") ?? 0, y = number(rect, "y") ?? 0
            let width = number(rect, "width") ?? 0, height = number(rect, "height") ?? 0
            return CGRect(x: x, y: y, width: width, height: height)
        }
        guard let inset = element.child(named: "frame", key: "frameInset"),
              inset["maxX"] == nil, inset["maxY"] == nil else { return nil }
        let x = number(inset, "minX") ?? 0, y = number(inset, "minY") ?? 0
        let width = number(inset, "width") ?? 0, height = number(inset, "height") ?? 0
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
