/// Every item name of a tree, computed in one walk (``View/itemName`` alone walks the siblings
/// at every level, which a dump of thousands of views cannot afford).
struct PathNames {
    private var names: [ObjectIdentifier: String] = [:]

    init(root: View) {
        names[ObjectIdentifier(root)] = root.name ?? "view"
        var stack: [View] = [root]
        while let parent = stack.popLast() {
            let prefix = names[ObjectIdentifier(parent)]!
            var counts: [String: Int] = [:]
            for child in parent.subviews { if let n = child.name { counts[n, default: 0] += 1 } }
            for (index, child) in parent.subviews.enumerated() {
                let segment: String
                if let n = child.name { segment = counts[n]! > 1 ? "\(n)#\(index)" : n } else { segment = "#\(index)" }
                names[ObjectIdentifier(child)] = prefix + "/" + segment
                stack.append(child)
            }
        }
    }

    /// The item's name: a view's path, or its owner's path and the guide's identifier.
    subscript(item: any LayoutItem) -> String {
        if let name = names[ObjectIdentifier(item)] { return name }
        if let guide = item as? LayoutGuide, let owner = guide.owningView, let prefix = names[ObjectIdentifier(owner)] {
            let own = guide.identifier.isEmpty ? "guide\(owner.ownedGuides.firstIndex { $0 === guide } ?? 0)" : guide.identifier
            return prefix + "." + own
        }
        return item.itemName
    }
}
