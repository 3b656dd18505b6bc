import Foundation
import Testing
@testable import PlumbCore

/// `View.insetsContentBySafeArea`: a table-like view whose subviews are content coordinates it
/// shows below its top safe-area inset (held-out round 29).
@Suite struct ContentInsetSafeAreaTests {
    /// A table filling a root with a 64-pt top inset, and a cell at content y = 18 whose label
    /// sits on the cell's top margin. `insets` sets the table's `insetsContentBySafeArea`. The
    /// root is returned too: it holds the tree.
    func layOutCell(insets: Bool) -> (root: View, cell: View, label: View) {
        let root = makeRoot(375, 667)
        root.safeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        let table = child(root, "table")
        table.insetsContentBySafeArea = insets
        LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: root.topAnchor),
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let cell = View(name: "cell")
        table.addSubview(cell)
        cell.frame = rect(0, 18, 375, 100)
        cell.preservesSuperviewLayoutMargins = true
        let label = child(cell, "label", intrinsic: CGSize(width: 100, height: 20))
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, cell, label)
    }

    /// The cell shows at 64 + 18, below the inset: no top safe-area inset, its own 8-pt margin
    /// (the table's margins, 8 below its safe area, lie above it in content coordinates).
    @Test func aCellOfAViewThatInsetsItsContentIsMeasuredWhereItShows() {
        let (root, cell, label) = layOutCell(insets: true)
        #expect(cell.safeAreaInsets.top == 0)
        #expect(label.frame == rect(8, 8, 100, 20))
        #expect(root.subviews.count == 1)
    }

    /// Without the flag the cell lies under the 64-pt inset: 46 pt of it are unsafe, and its
    /// margin is 8 below that.
    @Test func aCellOfAViewThatDoesNotIsMeasuredWhereItIs() {
        let (root, cell, label) = layOutCell(insets: false)
        #expect(cell.safeAreaInsets.top == 46)
        #expect(label.frame == rect(8, 54, 100, 20))
        #expect(root.subviews.count == 1)
    }
}
