import Foundation

extension View {
    /// The controller managing this view: the one whose root view is this view or its nearest
    /// ancestor with a controller (UIKit's responder chain, from view to controller).
    ///
    /// ```swift
    /// let vc = ViewController(name: "screen")
    /// vc.view.addSubview(title)
    /// title.owningViewController === vc   // true
    /// ```
    public var owningViewController: ViewController? {
        var v: View? = self
        while let c = v {
            if let vc = c.hostingController { return vc }
            v = c.superview
        }
        return nil
    }
}
