import Foundation
import PlumbCore

/// The seed's sign rule for position anchors (§3.4): the number is the space towards the
/// anchor on its side, so for bottom and right it is negated and the relation flipped.
enum SignRule {
    /// True for bottom and right, whose space is measured in the negative direction.
    static func isNegative(_ attribute: LayoutAttribute) -> Bool {
        attribute == .bottom || attribute == .right
    }

    /// The engine relation and constant for `relation` written on `attribute`.
    static func apply(_ relation: LayoutRelation<CGFloat>, on attribute: LayoutAttribute) -> (CoreRelation, CGFloat) {
        let negative = isNegative(attribute)
        let space = relation.value ?? 0
        let constant = negative ? 0 - space : space  // 0 - 0 is +0, never -0
        switch relation {
        case .equal, .equalTo:
            return (.equal, constant)
        case .moreThan, .moreThanTo:
            return (negative ? .lessThanOrEqual : .greaterThanOrEqual, constant)
        case .lessThan, .lessThanTo:
            return (negative ? .greaterThanOrEqual : .lessThanOrEqual, constant)
        }
    }
}
