import Foundation
import PlumbCore

/// A rectangle from four numbers.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

/// A root "window" of the given size and a helper to add constrained children.
func makeRoot(_ w: CGFloat = 375, _ h: CGFloat = 812, name: String = "root") -> View {
    View(frame: rect(0, 0, w, h), name: name)
}

/// Adds a child that is positioned by constraints (autoresizing translation off).
@discardableResult
func child(_ parent: View, _ name: String, intrinsic: CGSize? = nil) -> View {
    let v = View(name: name)
    v.translatesAutoresizingMaskIntoConstraints = false
    if let intrinsic { v.intrinsicContentSize = intrinsic }
    parent.addSubview(v)
    return v
}
