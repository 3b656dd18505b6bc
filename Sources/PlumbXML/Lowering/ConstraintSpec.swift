import Foundation
import PlumbCore

/// One constraint.
package struct ConstraintSpec {
    package var first: ItemRef
    package var firstAttribute: LayoutAttribute
    package var relation: LayoutRelation
    package var second: ItemRef?
    package var secondAttribute: LayoutAttribute
    package var multiplier: CGFloat
    package var constant: CGFloat
    package var priority: Float
    package var identifier: String?
    package var origin: ConstraintOrigin
    /// Give this constraint up first if required constraints conflict (the document's recorded
    /// frames show it broken).
    package var yieldsInConflict = false
}
