import Foundation
import PlumbCore

/// What makes two constraints the same in IR terms: items (by identity), attributes,
/// relation, multiplier, constant and priority. Identifiers and source locations are not
/// part of it. Read once per constraint (the items are unowned in PlumbCore: each read
/// costs a retain).
struct ConstraintSignature {
    let first: ObjectIdentifier
    let second: ObjectIdentifier?
    /// first attribute, relation and second attribute packed into one word.
    let attributes: Int
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float

    init(_ c: LayoutConstraint) {
        first = ObjectIdentifier(c.firstItem)
        second = c.secondItem.map { ObjectIdentifier($0) }
        attributes = (c.firstAttribute.rawValue << 16) | ((c.relation.rawValue + 1) << 8) | c.secondAttribute.rawValue
        multiplier = c.multiplier
        constant = c.constant + 0  // + 0 folds -0 into 0
        priority = c.priority.rawValue
    }

    /// The signature with the constant left out.
    var shape: Shape { Shape(first: first, second: second, attributes: attributes, multiplier: multiplier, priority: priority) }

    /// Everything but the constant: the key of the hash table, and what a constant update keeps.
    struct Shape: Hashable {
        let first: ObjectIdentifier
        let second: ObjectIdentifier?
        let attributes: Int
        let multiplier: CGFloat
        let priority: Float

        func hash(into hasher: inout Hasher) {
            // The items and attributes separate almost every pair; hashing fewer words is cheaper.
            hasher.combine(first)
            hasher.combine(attributes)
            hasher.combine(second)
        }
    }
}
