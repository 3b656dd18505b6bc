import Foundation
import Testing
@testable import PlumbCore

@Suite struct IncrementalLayoutTests {
    /// A small form: a header, a column of rows, a footer — built fresh for a given state.
    func form(rows: Int, width: CGFloat, gap: CGFloat, compact: Bool) -> (View, [LayoutConstraint]) {
        let root = makeRoot(width, 800)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        let header = child(root, "header", intrinsic: CGSize(width: 120, height: 30))
        var all = [
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: gap),
            header.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        ]
        var previous: View = header
        for i in 0..<rows {
            let row = child(root, "row\(i)", intrinsic: CGSize(width: 60, height: 20))
            all += [
                row.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: gap),
                row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor, constant: compact ? 0 : -40),
            ]
            previous = row
        }
        LayoutConstraint.activate(all)
        return (root, all)
    }

    func frames(_ root: View) -> [CGRect] { root.subtree.map(\.frame) }

    @Test func incrementalChangesEqualAFreshLayout() {
        let (root, constraints) = form(rows: 20, width: 375, gap: 8, compact: true)
        root.layoutIfNeeded()
        // Change constants, the root size and the trailing inset of every row, then compare.
        for c in constraints where c.firstAttribute == .top { c.constant = 12 }
        for c in constraints where c.firstAttribute == .trailing { c.constant = -40 }
        root.frame = rect(0, 0, 414, 800)
        root.layoutIfNeeded()
        let (fresh, _) = form(rows: 20, width: 414, gap: 12, compact: false)
        fresh.layoutIfNeeded()
        #expect(frames(root) == frames(fresh))
        #expect(root.canonicalIR(format: .text) == fresh.canonicalIR(format: .text))
    }

    @Test func constantChangeTouchesOnlyThatConstraint() {
        let (root, constraints) = form(rows: 50, width: 375, gap: 8, compact: true)
        root.layoutIfNeeded()
        constraints[5].constant += 1
        root.layoutIfNeeded()
        let ops = root.layoutEngine.lastPassOperations
        #expect(ops.added == 1 && ops.removed == 1)
        root.frame = rect(0, 0, 320, 800)
        root.layoutIfNeeded()
        #expect(root.layoutEngine.lastPassOperations.added == 0)
        #expect(root.layoutEngine.lastPassOperations.removed == 0)
    }

    @Test func nothingChangedMeansNoPass() {
        let (root, _) = form(rows: 3, width: 375, gap: 8, compact: true)
        root.layoutIfNeeded()
        let pass = root.layoutEngine.pass
        root.layoutIfNeeded()
        #expect(root.layoutEngine.pass == pass)
    }
}

@Suite struct ConstraintOnlyPassTests {
    @Test func activationChangesAreSolvedAloneAndMatchAFreshLayout() {
        let root = makeRoot(300, 300)
        let a = child(root, "a")
        let b = child(root, "b")
        let base = [
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 20),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5), b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 20),
        ]
        let beside = b.topAnchor.constraint(equalTo: a.topAnchor)
        let below = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)
        LayoutConstraint.activate(base + [beside])
        root.layoutIfNeeded()
        #expect(b.frame == rect(55, 10, 30, 20))
        beside.isActive = false
        below.isActive = true
        root.layoutIfNeeded()
        #expect(root.layoutEngine.lastPassOperations.added == 1 && root.layoutEngine.lastPassOperations.removed == 1)
        #expect(b.frame == rect(55, 38, 30, 20))
        below.constant = 2
        root.layoutIfNeeded()
        #expect(b.frame == rect(55, 32, 30, 20))
        // A conflicting activation falls back to a full pass that reports it.
        let clash = b.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        clash.isActive = true
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.unsatisfiable.count == 1)
        clash.isActive = false
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty)
        #expect(b.frame == rect(55, 32, 30, 20))
    }

    @Test func marginConstraintOnANewGuideTakesAStructuralPass() {
        let root = makeRoot(300, 300)
        let a = child(root, "a")
        LayoutConstraint.activate([a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 10),
                                   a.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let left = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin)
        left.isActive = true
        root.layoutIfNeeded()
        #expect(a.frame == rect(8, 0, 10, 10))
    }
}
