import Foundation
import PlumbCore

extension IBLowering {
    /// A top-level view smaller than the design device (a collection-view cell, a header) sits
    /// at the screen's top-left in IB's canvas: its safe area is inset by the part of the
    /// device's status-bar and home-indicator insets it overlaps (round 36: ios_practice's news
    /// cell, 137 pt tall on a retina6_1 canvas, has a 93-pt safe area: 44 off the top, none off
    /// the bottom). IB's frames show this only where the file measures the guide; the importer
    /// takes it only when the file's own required `==` width or height constraints between a
    /// recorded view and the root's safe area say the guide is shorter than the root by exactly
    /// that overlap on the axis, and no edge or centre constraint speaks for that axis.
    /// Returns the insets to use per edge (nil for an axis the file does not measure this way).
    func topLevelSafeAreaFromLengths(_ root: IBLayoutRoot, context: RootContext, observer: EnvironmentObserver) -> [Edge: CGFloat] {
        guard root.role == .topLevel, document.platform != .macOS, let profile else { return [:] }
        let rootIndex = context.installedRoot.index
        let rect = context.alignmentRect(rootIndex)
        let device = profile.size(landscape: landscape)
        let insets = profile.safeAreaInsets(landscape: landscape)
        // The device's insets that a view at the screen's top-left of this size overlaps.
        let overlap = EdgeInsets(top: min(rect.height, insets.top),
                                 left: min(rect.width, insets.left),
                                 bottom: max(0, insets.bottom - max(0, device.height - rect.height)),
                                 right: max(0, insets.right - max(0, device.width - rect.width)))
        // What the file's lengths say the guide is short of the root by, per axis (keyed by
        // horizontal): insets, so `consensus` (made for insets) reads them at any root size.
        var shortfalls: [Bool: [CGFloat]] = [:]
        for (constraint, constant) in context.active {
            guard constraint.relation == .equal, constraint.priority >= 1000, constraint.multiplier == 1,
                  let secondItem = constraint.secondItem, constraint.secondAttribute == constraint.firstAttribute,
                  constraint.firstAttribute == .width || constraint.firstAttribute == .height,
                  let firstItem = constraint.firstItem ?? context.viewByIndex[constraint.holder]?.id else { continue }
            let horizontal = constraint.firstAttribute == .width
            func isRootSafeArea(_ item: String) -> Bool {
                guard let guide = context.guideByID[item] else { return false }
                return guide.kind == .safeArea && guide.owner == rootIndex
            }
            func recordedLength(_ item: String) -> CGFloat? {
                guard let index = context.indexByID[item], index != rootIndex else { return nil }
                let frame = context.alignmentRect(index)
                return horizontal ? frame.width : frame.height
            }
            // first = second + constant
            let rootLength = horizontal ? rect.width : rect.height
            if isRootSafeArea(firstItem), let length = recordedLength(secondItem) {
                shortfalls[horizontal, default: []].append(rootLength - (length + constant))
            } else if isRootSafeArea(secondItem), let length = recordedLength(firstItem) {
                shortfalls[horizontal, default: []].append(rootLength - (length - constant))
            }
        }
        let observedEdges = observer.safeArea[rootIndex] ?? [:]
        let centres = observer.safeAreaCenters[rootIndex] ?? [:]
        var result: [Edge: CGFloat] = [:]
        for (horizontal, values) in shortfalls {
            guard let total = EnvironmentObserver.consensus(values) else { continue }
            let (near, far): (Edge, Edge) = horizontal ? (.left, .right) : (.top, .bottom)
            guard observedEdges[near] == nil, observedEdges[far] == nil, centres[horizontal ? 0 : 1] == nil else { continue }
            guard total > 0.5, abs(total - (overlap[near] + overlap[far])) <= 0.5 else { continue }
            result[near] = overlap[near]
            result[far] = overlap[far]
        }
        return result
    }
}
