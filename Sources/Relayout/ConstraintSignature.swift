import Foundation
import PlumbCore

/// What makes two constraints the same in IR terms: items (by identity), attributes,
/// relation, multiplier, constant and priority. Identifiers and source locations are not
/// part of it.
struct ConstraintSignature: Hashable {
    let first: ObjectIdentifier
    let firstAttribute: Int
    let relation: Int
    let second: ObjectIdentifier?
    let secondAttribute: Int
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float

    init(_ c: LayoutConstraint, includingConstant: Bool = true) {
        first = ObjectIdentifier(c.firstItem)
        firstAttribute = c.firstAttribute.rawValue
        relation = c.relation.rawValue
        second = c.secondItem.map { ObjectIdentifier($0) }
        secondAttribute = c.secondAttribute.rawValue
        multiplier = c.multiplier
        constant = includingConstant ? c.constant + 0 : 0  // + 0 folds -0 into 0
        priority = c.priority.rawValue
    }
}
