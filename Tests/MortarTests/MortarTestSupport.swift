import Foundation
import Mortar
import PlumbCore

/// A short, exact rendering of a core constraint for assertions: every field is spelled out.
/// `view1.right == view2.left * 1 + -12 @1000`; constant constraints: `view1.width == 40 @1000`.
/// Views are named by `name`, guides by `owner.identifier`.
func spec(_ c: LayoutConstraint) -> String {
    var text = "\(label(c.firstItem)).\(c.firstAttribute) \(c.relation) "
    if let second = c.secondItem {
        text += "\(label(second)).\(c.secondAttribute) * \(number(c.multiplier)) + \(number(c.constant))"
    } else {
        text += number(c.constant)
    }
    return text + " @\(number(CGFloat(c.priority.rawValue)))"
}

func specs(_ c: MortarConstraint) -> [String] { c.layoutConstraints.map(spec) }

func specs(_ g: MortarGroup) -> [String] { g.layoutConstraints.map(spec) }

func label(_ item: any LayoutItem) -> String {
    if let view = item as? View { return view.name ?? "?" }
    if let guide = item as? LayoutGuide { return "\(guide.owningView?.name ?? "?").\(guide.identifier)" }
    return "?"
}

func number(_ value: CGFloat) -> String {
    if value == value.rounded() { return String(Int(value)) }
    return String(format: "%g", Double(value))
}

/// A root with a container and named views, all direct children of the container unless noted.
final class Fixture {
    let root = View(name: "root")
    let container = View(name: "container")
    let view = View(name: "view")
    let view1 = View(name: "view1")
    let view2 = View(name: "view2")
    let view3 = View(name: "view3")
    let view4 = View(name: "view4")
    let view5 = View(name: "view5")
    let view6 = View(name: "view6")
    let otherView = View(name: "otherView")

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
        root.addSubview(container)
        for v in [view, view1, view2, view3, view4, view5, view6, otherView] { container.addSubview(v) }
    }
}

/// A creatable view for the `create`/`m_create`/fast-init examples.
final class Label: View, MortarCreatable {
    convenience init() { self.init(name: "label") }
}

/// A creatable stack view for the 2.x builder example.
final class Stack: StackView, MortarCreatable {
    convenience init() { self.init(name: "stack") }
}
