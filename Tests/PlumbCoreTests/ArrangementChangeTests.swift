import Foundation
import Testing
@testable import PlumbCore

/// A change to one stack's arrangement (hidden arranged views, spacing, alignment, axis…)
/// re-lowers just that stack's `UISV-…` constraints, and the result equals a fresh layout.
@Suite struct ArrangementChangeTests {
    /// Ten rows in a column; each row is a horizontal stack of an icon (20 × 20) and a title (100 × 16).
    func makeColumn(hidden: Set<Int> = [], spacing: CGFloat = 4, alignment: StackView.Alignment = .center) -> (View, StackView, [StackView]) {
        let root = makeRoot(320, 600)
        var rows: [StackView] = []
        for i in 0..<10 {
            let icon = View(name: "icon"), title = View(name: "title")
            icon.intrinsicContentSize = CGSize(width: 20, height: 20)
            title.intrinsicContentSize = CGSize(width: 100, height: 16)
            let row = StackView(arrangedSubviews: [icon, title], name: "row\(i)")
            row.spacing = 8
            row.alignment = alignment
            icon.isHidden = hidden.contains(i)
            rows.append(row)
        }
        let column = StackView(arrangedSubviews: rows, name: "column")
        column.axis = .vertical
        column.spacing = spacing
        column.alignment = .leading
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        return (root, column, rows)
    }

    func frames(_ root: View) -> [CGRect] { root.subtree.map(\.frame) }

    @Test func hidingAnArrangedViewReArrangesOnlyItsStack() {
        let (root, _, rows) = makeColumn()
        root.layoutIfNeeded()
        #expect(rows[3].frame == rect(0, 72, 128, 20))
        rows[3].arrangedSubviews[0].isHidden = true
        #expect(!root.needsLayout)
        root.layoutIfNeeded()
        #expect(rows[3].frame == rect(0, 72, 100, 16))   // the title alone: a hidden view never sizes its stack
        #expect(rows[3].arrangedSubviews[0].frame == rect(0, 0, 0, 20))
        #expect(rows[4].frame == rect(0, 92, 128, 20))   // 72 + 16 + 4
        let ops = root.layoutEngine.lastPassOperations
        #expect(ops.added + ops.removed < 30, "only row3's arrangement: \(ops)")
        let (fresh, _, _) = makeColumn(hidden: [3])
        fresh.layoutIfNeeded()
        #expect(frames(root) == frames(fresh))
        #expect(root.canonicalIR(format: .text) == fresh.canonicalIR(format: .text))
    }

    @Test func spacingAndAlignmentChangesMatchAFreshLayout() {
        let (root, column, rows) = makeColumn()
        root.layoutIfNeeded()
        column.spacing = 10
        for row in rows { row.alignment = .top }
        root.layoutIfNeeded()
        let (fresh, _, _) = makeColumn(spacing: 10, alignment: .top)
        fresh.layoutIfNeeded()
        #expect(frames(root) == frames(fresh))
        #expect(rows[1].frame == rect(0, 30, 128, 20))   // 20 + 10
        #expect(rows[1].arrangedSubviews[1].frame == rect(28, 0, 100, 16))
    }

    @Test func hidingAViewOutsideAStackNeedsNoPass() {
        let root = makeRoot(100, 100)
        let v = child(root, "v", intrinsic: CGSize(width: 10, height: 10))
        root.layoutIfNeeded()
        v.isHidden = true
        #expect(!root.needsLayout && root.pendingGroups.isEmpty)
    }

    @Test func aStackWhoseBaselineOthersUseTakesAStructuralPass() {
        let root = makeRoot(300, 100)
        let a = View(name: "a"), b = View(name: "b")
        a.intrinsicContentSize = CGSize(width: 50, height: 30)
        a.lastBaselineOffsetFromBottom = 5
        b.intrinsicContentSize = CGSize(width: 50, height: 20)
        b.lastBaselineOffsetFromBottom = 4
        let stack = StackView(arrangedSubviews: [a, b], name: "stack")
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        let label = child(root, "label", intrinsic: CGSize(width: 40, height: 10))
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.leadingAnchor.constraint(equalTo: stack.trailingAnchor),
            label.lastBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor),   // b's baseline: 50 − 4
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(50, 36, 40, 10))
        b.isHidden = true   // now a's baseline: 30 − 5
        root.layoutIfNeeded()
        #expect(label.frame == rect(50, 15, 40, 10))
    }
}
