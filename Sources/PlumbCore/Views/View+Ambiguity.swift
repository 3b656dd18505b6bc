import Foundation

extension View {
    /// For every view of this tree whose x, y, width or height the constraints leave open, its
    /// frame and another frame the constraints allow just as well (no priority level gets
    /// worse). Deterministic: the open values are pulled 100 pt up, or down where they cannot
    /// grow. The layout itself is not changed.
    ///
    /// ```swift
    /// root.ambiguityAlternatives().map(\.description)
    /// // ["root/badge: x not determined: (0, 8, 20, 20) or (100, 8, 20, 20)"]
    /// ```
    public func ambiguityAlternatives() -> [AmbiguityAlternative] {
        layoutIfNeeded()
        return rootView.layoutEngine.alternatives()
    }

    /// Moves this view, if its layout is ambiguous, to another frame the constraints allow just
    /// as well (as UIKit's `exerciseAmbiguityInLayout()`, but deterministic); calling it again
    /// moves it back. The frame holds until the next layout pass that changes anything.
    ///
    /// ```swift
    /// if badge.hasAmbiguousLayout { badge.exerciseAmbiguityInLayout() }
    /// ```
    public func exerciseAmbiguityInLayout() {
        let name = itemName
        guard let entry = ambiguityAlternatives().first(where: { $0.item == name }) else { return }
        storedFrame = storedFrame == entry.alternative ? entry.frame : entry.alternative
    }

    /// Runs `body` with this view's frame set to `frame` — no layout pass is triggered — and
    /// puts the frame back (for reports that express another layout in a document's terms).
    package func withTemporaryFrame<T>(_ frame: CGRect, _ body: () throws -> T) rethrows -> T {
        let saved = storedFrame
        storedFrame = frame
        defer { storedFrame = saved }
        return try body()
    }
}
