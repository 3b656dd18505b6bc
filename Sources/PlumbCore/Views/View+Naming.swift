extension View {
    /// The view's path from the root: names joined by `/`; an unnamed view is `#index` in its
    /// superview, a repeated name gets `#index` too. Stable for the same tree.
    ///
    /// ```swift
    /// title.itemName   // "root/header/title"
    /// ```
    public var itemName: String {
        var parts: [String] = []
        var v: View? = self
        while let c = v {
            parts.append(c.pathSegment)
            v = c.superview
        }
        return parts.reversed().joined(separator: "/")
    }

    var pathSegment: String {
        guard let parent = superview else { return name ?? "view" }
        let index = parent.subviews.firstIndex { $0 === self } ?? 0
        guard let name else { return "#\(index)" }
        let clash = parent.subviews.contains { $0 !== self && $0.name == name }
        return clash ? "\(name)#\(index)" : name
    }
}
