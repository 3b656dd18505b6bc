import Foundation
import PlumbCore

/// The parts of a constraint that never change: items (by identity), attributes, relation and
/// multiplier. With the constant and priority (which may change, so they are read live), it is
/// what makes two constraints the same in IR terms; identifiers and source locations are not
/// part of it. Computed once per constraint and kept across passes for the active ones: the
/// items are unowned in PlumbCore, so each read of them costs a retain.
struct ConstraintIdentity: Equatable {
    let first: ObjectIdentifier
    let second: ObjectIdentifier?
    /// first attribute, relation and second attribute packed into one word.
    let attributes: Int
    let multiplier: CGFloat

    init(_ c: LayoutConstraint) {
        first = ObjectIdentifier(c.firstItem)
        second = c.secondItem.map { ObjectIdentifier($0) }
        attributes = (c.firstAttribute.rawValue << 16) | ((c.relation.rawValue + 1) << 8) | c.secondAttribute.rawValue
        multiplier = c.multiplier
    }
}

/// Everything but the constant: the key of the matcher's hash table, and what a constant
/// update keeps.
struct ConstraintShape: Hashable {
    let identity: ConstraintIdentity
    let priority: Float

    static func == (a: ConstraintShape, b: ConstraintShape) -> Bool {
        a.priority == b.priority && a.identity == b.identity
    }

    func hash(into hasher: inout Hasher) {
        // The items and attributes separate almost every pair; hashing fewer words is cheaper.
        hasher.combine(identity.first)
        hasher.combine(identity.attributes)
        hasher.combine(identity.second)
    }
}
