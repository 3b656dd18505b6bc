/// Every item name of a tree, computed in one walk (``View/itemName`` alone walks the siblings
/// at every level, which a dump of thousands of views cannot afford).
struct PathNames {
    private var names: [ObjectIdentifier: String] = [:]

    init(root: View) {
        names[ObjectIdentifier(root)] = root.name ?? "view"
        var stack: [View] = [root]
        while let parent = stack.popLast() {
            let prefix = names[ObjectIdentifier(parent)]!
            for (index, guide) in parent.ownedGuides.enumerated() {
                names[ObjectIdentifier(guide)] = prefix + "." + (guide.identifier.isEmpty ? "guide\(index)" : guide.identifier)
            }
            for guide in parent.existingSystemGuides { names[ObjectIdentifier(guide)] = prefix + "." + guide.identifier }
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
    subscript(item: any LayoutItem) -> String { names[ObjectIdentifier(item)] ?? item.itemName }

    /// The name of the item with this identity in the tree, if it is there.
    subscript(id: ObjectIdentifier) -> String? { names[id] }
}
