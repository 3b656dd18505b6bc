import PlumbCore

/// Constraints for each element of a list, given the element, its index, and its previous
/// and next elements — ideal for chains of views.
///
/// ```swift
/// let rows = ListLayout(items: { _ in rowViews }) { root, row, index, previous, next in
///     var c = [row.leftAnchor.constraint(equalTo: root.leftAnchor),
///              row.rightAnchor.constraint(equalTo: root.rightAnchor)]
///     if let previous {
///         c.append(row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8))
///     } else {
///         c.append(row.topAnchor.constraint(equalTo: root.topAnchor))
///     }
///     return c
/// }
/// ```
public struct ListLayout<Item>: LayingOut {
    private let items: (View) -> [Item]
    private let iterator: (View, Item, Int, Item?, Item?) -> [LayoutConstraint]

    /// `items(root)` is read once per pass; `iterator(root, item, index, previous, next)`
    /// runs for each index.
    ///
    /// ```swift
    /// ListLayout(items: { _ in [a, b, c] }) { root, view, index, previous, next in [] }
    /// ```
    public init(items: @escaping (View) -> [Item],
                iterator: @escaping (_ root: View, _ item: Item, _ index: Int, _ previous: Item?, _ next: Item?) -> [LayoutConstraint]) {
        self.items = items
        self.iterator = iterator
    }

    /// The concatenated constraints of every element.
    public func constraints(in view: View) -> [LayoutConstraint] {
        let list = items(view)
        var result: [LayoutConstraint] = []
        result.reserveCapacity(list.count * 4)
        for index in list.indices {
            let previous = index > 0 ? list[index - 1] : nil
            let next = index + 1 < list.count ? list[index + 1] : nil
            result.append(contentsOf: iterator(view, list[index], index, previous, next))
        }
        return result
    }
}
