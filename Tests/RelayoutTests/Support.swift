import Foundation
import PlumbCore
import Relayout

/// A root with `count` named subviews (autoresizing off).
func makeTree(_ count: Int, name: String = "v") -> (root: View, views: [View]) {
    let root = View(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
    let views = (0..<count).map { i -> View in
        let v = View(name: "\(name)\(i)")
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        return v
    }
    return (root, views)
}

func ids(_ constraints: [LayoutConstraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }

/// Every active constraint installed in the tree.
func installed(_ root: View) -> [LayoutConstraint] { root.subtree.flatMap(\.constraints) }

/// The readable relation of a constraint: `root/v0.top == root.top + 8 @750`.
func text(_ c: LayoutConstraint) -> String {
    c.expressionDescription + (c.priority.isRequired ? "" : " @\(c.priority)")
}
