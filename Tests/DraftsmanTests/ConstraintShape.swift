import Foundation
import PlumbCore

/// Everything that makes a constraint what it is, with the items by identity, for exact
/// comparisons that print readably.
struct Shape: Equatable, CustomStringConvertible {
    let first: ObjectIdentifier
    let firstName: String
    let firstAttribute: LayoutAttribute
    let relation: PlumbCore.LayoutRelation
    let second: ObjectIdentifier?
    let secondName: String
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float

    init(_ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: PlumbCore.LayoutRelation,
         _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute = .notAnAttribute,
         multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float) {
        self.first = ObjectIdentifier(first)
        firstName = first.itemName
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second.map { ObjectIdentifier($0) }
        secondName = second?.itemName ?? "-"
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    init(_ c: LayoutConstraint) {
        self.init(c.firstItem, c.firstAttribute, c.relation, c.secondItem, c.secondAttribute,
                  multiplier: c.multiplier, constant: c.constant, priority: c.priority.rawValue)
    }

    var description: String {
        "\(firstName).\(firstAttribute) \(relation) \(secondName).\(secondAttribute) * \(multiplier) + \(constant) @\(priority)"
    }
}

func shapes(_ constraints: [LayoutConstraint]) -> [Shape] { constraints.map(Shape.init) }

/// A root view with named subviews, all in one tree.
func tree(_ names: String...) -> (root: View, views: [View]) {
    let root = View(name: "root")
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
    let views = names.map { name -> View in
        let v = View(name: name)
        root.addSubview(v)
        return v
    }
    return (root, views)
}
