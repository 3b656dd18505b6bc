import Foundation

extension LayoutConstraint {
    /// The items this constraint relates, first then second.
    var items: [any LayoutItem] { [firstItem] + (secondItem.map { [$0] } ?? []) }

    /// Whether either side is leading or trailing (with or without margin): such constraints
    /// mirror under right-to-left.
    var isDirectional: Bool {
        let directional: [LayoutAttribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
        return directional.contains(firstAttribute) || directional.contains(secondAttribute)
    }

    /// Installs the constraint on the nearest common ancestor; returns the reason when it cannot.
    func activate() -> LayoutError? {
        if let validationError { return validationError }
        // The engine lays out views and guides; another type conforming to LayoutItem is refused
        // here, so a layout pass never meets one.
        for item in items where !(item is View || item is LayoutGuide) {
            return .unsupportedItem(constraint: description, item: item.itemName)
        }
        guard let firstView = firstItem.owningViewForLayout else {
            return .itemNotInHierarchy(constraint: description, item: firstItem.itemName)
        }
        var host = firstView
        if let secondItem {
            guard let secondView = secondItem.owningViewForLayout else {
                return .itemNotInHierarchy(constraint: description, item: secondItem.itemName)
            }
            guard let common = View.nearestCommonAncestor(firstView, secondView) else {
                return .noCommonAncestor(constraint: description, first: firstItem.itemName, second: secondItem.itemName)
            }
            host = common
        }
        if let installedView {
            if installedView === host { return nil }
            deactivateNow()
        }
        host.install(self)
        return nil
    }

    func deactivateNow() {
        installedView?.uninstall(self)
    }

    /// Checks the constraint's shape as UIKit does when it is made.
    static func validate(
        _ a1: LayoutAttribute, _ hasSecond: Bool, _ a2: LayoutAttribute, _ multiplier: CGFloat, _ constant: CGFloat
    ) -> ValidationProblem? {
        guard multiplier.isFinite, constant.isFinite else { return .nonFinite }
        guard a1 != .notAnAttribute else { return .invalid("the first attribute cannot be notAnAttribute") }
        guard hasSecond else {
            return a1.isDimension ? nil : .invalid("a position (\(a1)) cannot equal a constant; relate it to another item")
        }
        if !a1.isDimension, multiplier == 0 {
            return .invalid("a multiplier of 0 makes the position \(a1) equal a constant")
        }
        if a1.isDimension != a2.isDimension {
            // Apple allows a dimension to relate to a dimension only, and positions to positions.
            return .invalid("a dimension cannot relate to a position (\(a1) and \(a2))")
        }
        if a1.axis != a2.axis, !a1.isDimension {
            return .invalid("\(a1) and \(a2) lie on different axes")
        }
        let directional: [LayoutAttribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let absolute: [LayoutAttribute] = [.left, .right, .leftMargin, .rightMargin]
        if (directional.contains(a1) && absolute.contains(a2)) || (absolute.contains(a1) && directional.contains(a2)) {
            return .invalid("a leading/trailing attribute cannot relate to a left/right attribute (\(a1), \(a2))")
        }
        return nil
    }
}

/// What can be wrong with a constraint's shape.
enum ValidationProblem: Hashable {
    case nonFinite
    case invalid(String)
}
