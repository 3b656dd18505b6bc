import Foundation
import PlumbCore

extension IBLowering {
    /// Whether a view below the root takes its frame from its autoresizing mask and IB marks it
    /// `misplaced`: its recorded size is stale, as a misplaced top-level view's is. IB drew its
    /// subviews at the size their constraints give (a table's prototype cell view recorded 80 pt
    /// tall whose labels and 20-pt margins need 84 is saved with its labels where 84 puts them),
    /// so the recorded size only pulls at the fitting level. Only at the recorded size: a size
    /// or device asked for keeps the autoresizing mask.
    func hasStaleAutoresizedSize(_ view: IBView, parentIndex: Int?) -> Bool {
        parentIndex != nil && view.translatesAutoresizingMask && view.isMarkedMisplaced && !view.subviews.isEmpty
            && options.size == nil && !options.changesDevice
    }

    /// For each view ``hasStaleAutoresizedSize(_:parentIndex:)`` holds for: its left edge and
    /// its frame's origin edge (the top in a flipped superview, the bottom in an unflipped macOS
    /// one, where AppKit keeps a frame's origin) at required, as its mask would, and its recorded
    /// width and height at the fitting level (50).
    func staleAutoresizedSizeConstraints(context: RootContext) -> [ConstraintSpec] {
        var result: [ConstraintSpec] = []
        for view in context.views {
            guard let parentIndex = context.parent[view.index], hasStaleAutoresizedSize(view, parentIndex: parentIndex),
                  let parentView = context.viewByIndex[parentIndex] else { continue }
            let rect = context.alignmentRect(view.index), parentRect = context.alignmentRect(parentIndex)
            let frame = CGRect(x: rect.minX - parentRect.minX, y: rect.minY - parentRect.minY, width: rect.width, height: rect.height)
            let key = ItemRef.view(Self.key(view.index)), parentKey = ItemRef.view(Self.key(parentIndex))
            let origin = ConstraintOrigin.implicit("IB-misplaced-autoresizing")
            func pin(_ attribute: LayoutAttribute, _ constant: CGFloat) -> ConstraintSpec {
                ConstraintSpec(first: key, firstAttribute: attribute, relation: .equal, second: parentKey, secondAttribute: attribute,
                               multiplier: 1, constant: constant, priority: 1000, identifier: nil, origin: origin)
            }
            func size(_ attribute: LayoutAttribute, _ constant: CGFloat) -> ConstraintSpec {
                ConstraintSpec(first: key, firstAttribute: attribute, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                               multiplier: 1, constant: constant, priority: Float(LayoutPriority.fittingSizeLevel.rawValue),
                               identifier: nil, origin: origin)
            }
            result.append(pin(.left, frame.minX))
            let bottomAnchored = document.platform == .macOS && !parentView.isFlipped
            result.append(bottomAnchored ? pin(.bottom, frame.maxY - parentRect.height) : pin(.top, frame.minY))
            result.append(size(.width, frame.width))
            result.append(size(.height, frame.height))
        }
        return result
    }
}
