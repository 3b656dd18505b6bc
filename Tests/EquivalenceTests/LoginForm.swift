import Foundation
import PlumbCore

/// The same small screen written in every frontend: a centred title under the safe area, a
/// field and a button below it, inset 20 pt from the left and right. Each builder returns the root.
enum LoginForm {
    static let size = CGSize(width: 375, height: 667)

    /// The views every version starts from (same names, same intrinsic sizes).
    static func views() -> (root: View, title: View, field: View, button: View) {
        let root = View(frame: CGRect(origin: .zero, size: size), name: "root")
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let title = View(name: "title")
        title.intrinsicContentSize = CGSize(width: 200, height: 30)
        let field = View(name: "field")
        let button = View(name: "button")
        button.intrinsicContentSize = CGSize(width: 80, height: 30)
        return (root, title, field, button)
    }

    /// The frames every version must produce, by path.
    static let frames: [String: CGRect] = [
        "root": CGRect(x: 0, y: 0, width: 375, height: 667),
        "root/title": CGRect(x: 87.5, y: 40, width: 200, height: 30),
        "root/field": CGRect(x: 20, y: 86, width: 335, height: 44),
        "root/button": CGRect(x: 20, y: 142, width: 335, height: 44),
    ]
}
